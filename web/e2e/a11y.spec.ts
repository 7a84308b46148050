// Accessibility as a test: axe-core (through @axe-core/playwright),
// with every rule it runs by default (WCAG 2.x A and AA, best practices; any
// impact fails), on every route of the route table in ru, en and kz, at 360
// px (a phone) and 1366 px, as a guest and as a player, each page checked once
// it has finished loading; and on every modal in each of its states (tabs,
// steps, errors, the invoice, success, the payout done, verification, the
// account switch; the reality check, a time-out's confirmation and PayIn
// during it); and on the parts that come after the first page on a stream
// (the live bets feed's tabs, the home page's big wins). One browser context per language × width × role, one full
// page load, then the app's own router from route to route, as a visitor's
// clicks go (and a page load for the responsible-play dialogs). A failure names the route or modal state, language, width, role,
// rule and the offending nodes' selectors.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { href, ROUTES, type RouteName } from '../src/shared/lib/paths.ts';
import { CORS, LEFT, navigateInApp, passOn, useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import {
  callApi,
  control,
  deposit,
  type Player,
  registerPlayer,
  signIn,
  uniqueEmail,
  uniqueMobile,
} from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const api = inject('apiUrl');

/** Sample values for the parameterised routes (as routes.spec.ts). */
const PARAMS = { slug: 'gold', slot: 'book-of-dead', token: 'abc123', id: 17, status: 'active' };
const PATHS = Object.keys(ROUTES).map((name) => href(name as RouteName, 'ru', PARAMS));

const LANGUAGES = [
  { code: 'ru', prefix: '', locale: 'ru-RU' },
  { code: 'en', prefix: '/en', locale: 'en-US' },
  { code: 'kz', prefix: '/kz', locale: 'kk-KZ' },
] as const;
type Language = (typeof LANGUAGES)[number];
const WIDTHS = [360, 1366] as const;
type Role = 'guest' | 'player';

/** What axe answers (its own types are axe-core's, which this package does not list). */
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Options of every run: only the violations' details are needed (much faster). */
const AXE_OPTIONS: Parameters<AxeBuilder['options']>[0] = { resultTypes: ['violations'] };

/**
 * Left out of every run: a slot's or live game's frame. It shows the game
 * provider's own page (the sandbox's stand-in here), which is theirs to make
 * accessible, and whose <main> axe would otherwise count with ours as two
 * unlabelled main landmarks (landmark-unique compares across frames).
 */
const EXCLUDED = ['.game-frame iframe'];

/**
 * The page's chrome: the same on every page but for its state (the current
 * section's link, the account area), so checked once per state it is in.
 */
const CHROME = ['header.header', 'footer.footer'];

/**
 * Notes the chrome's markup as checked in this document, and gives the parts
 * already checked in exactly this markup (the same markup with the same
 * styles gives the same results).
 */
function checkedChrome(chrome: string[]): string[] {
  const scope = window as unknown as { __axeChrome?: Set<string> };
  scope.__axeChrome ??= new Set<string>();
  const seen = scope.__axeChrome;
  return chrome.filter((selector) => {
    const markup = document.querySelector(selector)?.outerHTML;
    if (markup === undefined) return false;
    const known = seen.has(markup);
    seen.add(markup);
    return known;
  });
}

/**
 * The violations on the page now, within `scope` (a selector) or the whole
 * document (its chrome left out where already checked as it is). The first
 * run in a document injects axe-core through @axe-core/playwright; later
 * runs in the same document (the app's router never reloads it) call the
 * injected axe directly, which saves the injection's second or so each time.
 */
async function violations(page: Page, scope?: string): Promise<Violation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) {
    const builder = new AxeBuilder({ page }).setLegacyMode(true).options(AXE_OPTIONS);
    for (const selector of EXCLUDED) builder.exclude(selector);
    if (scope) builder.include(scope);
    const found = (await builder.analyze()).violations;
    if (!scope) await page.evaluate(checkedChrome, CHROME);
    return found;
  }
  const known = scope ? [] : await page.evaluate(checkedChrome, CHROME);
  return page.evaluate(
    async ({ scope, exclude, options }) => {
      const axe = (
        window as unknown as {
          axe: {
            run(context: unknown, options: unknown): Promise<{ violations: Violation[] }>;
          };
        }
      ).axe;
      const context = { include: scope ? [scope] : [document], exclude };
      return (await axe.run(context, options)).violations;
    },
    { scope, exclude: [...EXCLUDED, ...known], options: AXE_OPTIONS },
  );
}

/** One line per violation: where, rule, impact, and the nodes' selectors. */
function describeViolations(where: string, found: Violation[]): string[] {
  return found.map(
    (v) =>
      `${where}: ${v.id} (${v.impact ?? 'no impact'}) at ${v.nodes
        .map((node) => JSON.stringify(node.target))
        .join(', ')} — ${v.help}`,
  );
}

/** Anything still loading: a page or body skeleton, a loading state, a busy region. */
const LOADING = '.page-skeleton, .state--loading, [aria-busy="true"]';

/** Waits for the page's own heading (not the one of the page left) and for nothing to be loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ left, loading }) => {
      const title = document.querySelector('h1');
      return Boolean(title && !title.hasAttribute(left) && !document.querySelector(loading));
    },
    { left: LEFT, loading: LOADING },
    { timeout: 20_000 },
  );
}

/** The address of `path` in `language`. */
const inLanguage = (language: Language, path: string) =>
  `${language.prefix}${path === '/' && language.prefix ? '' : path}`;

/** The open dialog. */
const dialog = (page: Page): Locator => page.locator('dialog[open]');

/** A check of one modal state; `label` names it in a failure. */
type Check = (label: string) => Promise<void>;

/** Waits for the dialog's content to finish loading (its module, messages, answers). */
async function dialogSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    (loading) => {
      const open = document.querySelector('dialog[open]');
      return Boolean(open?.querySelector('h2') && !open.querySelector(loading));
    },
    LOADING,
    { timeout: 20_000 },
  );
}

/** Closes the open dialog (Escape) and waits until it is gone. */
async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });
}

/** Opens a modal through its query flag (`?login`, `?signup`, `?deposit`, `?withdraw`) on the page shown. */
async function openByFlag(page: Page, flag: string): Promise<void> {
  const { pathname } = new URL(page.url());
  await navigateInApp(page, `${pathname}?${flag}`);
  await dialog(page).waitFor();
  await dialogSettled(page);
}

/** The dialog's tabs (phone / e-mail / …), in their order. */
const tab = (page: Page, index: number) => dialog(page).getByRole('tab').nth(index);

/** Submits the dialog's (first) form as it is, which shows its errors. */
async function submitEmpty(page: Page): Promise<void> {
  await dialog(page).locator('form button[type="submit"]').first().click();
  await dialog(page).locator('.field__error, .form-error, [role="alert"]').first().waitFor();
}

/** Every state of the guest's modals: login, the code logins, sign-up, the money modals' login prompt, and the welcome after signing up. */
async function guestModals(page: Page, check: Check): Promise<void> {
  // A player's phone (without its 7), for the code step.
  const mobile = uniqueMobile();
  await registerPlayer({ phone: `7${mobile}` });
  await openByFlag(page, 'login');
  await check('login (phone)');
  await submitEmpty(page);
  await check('login (phone, errors)');
  await tab(page, 1).click();
  await submitEmpty(page);
  await check('login (e-mail, errors)');

  // The SMS code login: its form, its errors, then the code step.
  await dialog(page).locator('.dialog__links button').nth(0).click();
  await dialog(page).locator('form').waitFor();
  await check('confirmByPhone');
  await submitEmpty(page);
  await check('confirmByPhone (errors)');
  await dialog(page).locator('input[type="tel"]').fill(mobile);
  await dialog(page).locator('form button[type="submit"]').first().click();
  await dialog(page).locator('input[autocomplete="one-time-code"]').waitFor();
  await check('confirmByPhone (code)');
  await closeDialog(page);

  // The e-mail code login and its tabs: code, password, "send my login data".
  await openByFlag(page, 'login');
  await dialog(page).locator('.dialog__links button').nth(1).click();
  await dialog(page).getByRole('tab').first().waitFor();
  await check('loginByEmail (code)');
  await tab(page, 1).click();
  await submitEmpty(page);
  await check('loginByEmail (password, errors)');
  await tab(page, 2).click();
  await check('loginByEmail (login data)');
  await closeDialog(page);

  await openByFlag(page, 'signup');
  await check('register (e-mail)');
  await submitEmpty(page);
  await check('register (e-mail, errors)');
  await tab(page, 1).click();
  await check('register (phone)');
  await tab(page, 2).click();
  await check('register (social)');
  await closeDialog(page);

  await openByFlag(page, 'deposit');
  await check('payIn (guest)');
  await closeDialog(page);
  await openByFlag(page, 'withdraw');
  await check('withdraw (guest)');
  await closeDialog(page);

  // Signing up ends on the welcome (the visitor is a player from here on).
  await openByFlag(page, 'signup');
  await dialog(page).locator('input[type="email"]').fill(uniqueEmail('a11y-welcome'));
  await dialog(page).locator('input[type="password"]').fill('w3lcome-a11y');
  // The last box is the agreement (the one before it asks for the VIP club).
  await dialog(page).locator('input[type="checkbox"]').last().check();
  await dialog(page).locator('form button[type="submit"]').first().click();
  await dialog(page).locator('.welcome').waitFor();
  await check('welcome');
  await closeDialog(page);
}

/** A USDT (TRC20) address of the sandbox's format. */
const USDT_ADDRESS = `T${'A'.repeat(33)}`;

/**
 * Every state of the player's modals: PayIn (form, error, invoice), the
 * success, Withdraw (form, errors, the verification notice and modal, done),
 * Verification in its two reachable states. `verification` sets the status
 * the player's profile answers with from the next load of it.
 */
async function playerModals(
  page: Page,
  player: Player,
  verification: (status: string) => void,
  check: Check,
): Promise<void> {
  await openByFlag(page, 'deposit');
  await check('payIn (form)');
  await dialog(page).locator('.bonus-terms summary').click();
  await check('payIn (bonus terms)');
  await dialog(page).locator('[role="tab"]').nth(1).click();
  await dialog(page).locator('.crypto__qr').waitFor();
  await check('payIn (crypto)');
  await dialog(page).locator('[role="tab"]').nth(0).click();
  const amount = dialog(page).locator('input[inputmode="decimal"]');
  await amount.fill('1');
  await submitEmpty(page);
  await check('payIn (error)');
  await amount.fill('1000');
  await dialog(page).locator('form button[type="submit"]').click();
  await dialog(page).locator('.invoice').waitFor();
  await check('payIn (invoice)');
  await closeDialog(page);
  // The provider pays: the watcher's next poll (every 5 s) opens the success modal.
  await control('invoices/pay', { token: player.token });
  await dialog(page).locator('.success__amount').waitFor({ timeout: 20_000 });
  await check('successPayment');
  await closeDialog(page);

  // Verification needed (the profile says so): the withdraw form's notice, then its modal.
  await openByFlag(page, 'withdraw');
  await check('withdraw (form, verification needed)');
  await dialog(page).locator('.notice--warning button').click();
  await dialog(page).locator('.chip').waitFor();
  await check('verification (pending)');
  await closeDialog(page);
  verification('failed');
  await openByFlag(page, 'withdraw');
  await submitEmpty(page);
  await check('withdraw (errors)');
  const fields = dialog(page).locator('.field input');
  await fields.nth(0).fill('600');
  await fields.nth(1).fill(USDT_ADDRESS);
  // The deposit took the welcome bonus: the withdrawal forfeits it once agreed to.
  await dialog(page).locator('.withdraw__bonus input[type="checkbox"]').check();
  await dialog(page).locator('form button[type="submit"]').click();
  await dialog(page).locator('.payout-done').waitFor();
  await check('withdraw (done)');
  await closeDialog(page);
  // The payout reloaded the profile, which now says the verification failed.
  await openByFlag(page, 'withdraw');
  await dialog(page).locator('.notice--warning button').click();
  await dialog(page).locator('.chip').waitFor();
  await check('verification (failed)');
  await closeDialog(page);
}

/**
 * The responsible-play dialogs (limits, time-outs and self-exclusion): the
 * reality check (the player's interval set to 5 minutes, passed on the page's
 * clock), the confirmation of a time-out on the profile's responsible-play
 * page, and PayIn during the time-out it starts (closed, with the way to withdraw). One page load; after
 * it the player is on a break.
 */
async function responsibleModals(
  page: Page,
  player: Player,
  language: Language,
  check: Check,
): Promise<void> {
  await callApi(player.token, 'PUT', '/responsible/limits', { reality_check_minutes: 5 });
  await page.goto(`${app}${inLanguage(language, href('profileResponsible', 'ru'))}`);
  await settled(page);
  await page.clock.fastForward('05:30');
  await dialog(page).waitFor();
  await check('reality check');
  await dialog(page).locator('.button--primary').click();
  await dialog(page).waitFor({ state: 'detached' });
  await page.locator('.break .button--ghost').first().click();
  await dialog(page).waitFor();
  await check('time-out (confirmation)');
  await dialog(page).locator('.break__confirm .button--primary').click();
  await dialog(page).waitFor({ state: 'detached' });
  await openByFlag(page, 'deposit');
  await dialog(page).locator('[data-restriction]').waitFor();
  await check('payIn (during a time-out)');
  await closeDialog(page);
}

/**
 * The account switch of a login link opened during a session: checking the
 * link's account (its answer held), then either the accounts named or, when
 * `fails`, a link whose account cannot be checked. One page load.
 */
async function switchAccountModal(
  page: Page,
  language: Language,
  fails: boolean,
  check: Check,
): Promise<void> {
  const other = await registerPlayer();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const linkAccount = async (route: Route) => {
    if (route.request().headers().authorization !== `Bearer ${other.token}`)
      return route.fallback();
    await held;
    if (fails) await route.fulfill({ status: 500, headers: CORS, json: { message: 'down' } });
    else await route.fallback();
  };
  await page.route(`${api}/profile/user`, linkAccount);
  await page.context().addCookies([{ name: 'simpleAuth', value: '1', url: app }]);
  await page.goto(`${app}${inLanguage(language, '/')}?simpleAuthToken=${other.token}`);
  await dialog(page).locator('.muted').waitFor();
  await check('switchAccount (checking)');
  release();
  if (fails) {
    await dialog(page).locator('[role="alert"]').waitFor();
    await check('switchAccount (failed)');
  } else {
    await dialog(page).locator('button.button--primary').waitFor();
    await check('switchAccount (accounts named)');
  }
  await page.unroute(`${api}/profile/user`, linkAccount);
}

/**
 * /no-access as a visitor from a blocked region sees it (the region check
 * answers 451): a page load. Returns what lifts the block, for after the
 * page is checked: a region check answered while the page is read would let
 * the visitor in and take the page away.
 */
async function noAccessPage(page: Page, language: Language): Promise<() => Promise<void>> {
  const blocked = (route: Route) =>
    route.fulfill({
      status: 451,
      headers: CORS,
      json: { message: 'Unavailable For Legal Reasons', code: 451 },
    });
  await page.route(`${api}/geo_ip`, blocked);
  // The page is read once the app has its region check's answer: the
  // prerendered page shows before it, and an answer later than 5 s
  // (GEO_TIMEOUT_MS, a busy machine) first lets the visitor in, until the
  // late 451 takes them back here.
  const answered = page.waitForResponse((response) => response.url().startsWith(`${api}/geo_ip`));
  await page.goto(`${app}${inLanguage(language, href('noAccess', 'ru'))}`);
  await answered;
  await page.locator('[data-layout="no-access"] h1').waitFor();
  await settled(page);
  return () => page.unroute(`${api}/geo_ip`, blocked);
}

/**
 * A player whose profile answers with verification needed and `status`
 * (changed by the returned setter from the next load of the profile on).
 */
async function needVerification(context: BrowserContext): Promise<(status: string) => void> {
  let status = 'init';
  await context.route(`${api}/profile/user`, (route) =>
    route.request().method() !== 'GET'
      ? route.fallback()
      : passOn(route, async (response) => ({
          response,
          json: {
            ...((await response.json()) as Record<string, unknown>),
            verification: { is_need: true, data: { status } },
          },
        })),
  );
  return (next) => {
    status = next;
  };
}

/**
 * At most `n` of the concurrent tests at work at once: the machine has two
 * cores, and axe and the pages' rendering are mostly work, not waiting.
 */
function slots(n: number) {
  let free = n;
  const queue: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else free += 1;
    }
  };
}
const slot = slots(3);

/**
 * Waits until the app's start-ups (modals, sign-in by link) are mounted: the
 * PWA one writes userVersion. Watched in the page (the concurrent tests here
 * keep to their own expect, so not browser.ts's expect.poll).
 */
async function startUpsMounted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.cookie.split('; ').some((cookie) => cookie.startsWith('userVersion=')),
    null,
    { timeout: 20_000 },
  );
}

/**
 * The parts that load after the first page and live on a stream, once they
 * show: the live bets feed under a game, each of its tabs (the player's own
 * bets answered), and the home page's big wins.
 */
async function liveParts(
  page: Page,
  language: Language,
  audit: (where: string, scope: string) => Promise<void>,
): Promise<void> {
  await navigateInApp(page, inLanguage(language, href('dice', 'ru')));
  await settled(page);
  const feed = page.getByTestId('bet-feed');
  await feed.locator('tbody tr').first().waitFor({ timeout: 20_000 });
  for (const [index, cut] of ['all', 'high rollers', 'my bets'].entries()) {
    await feed.getByRole('tab').nth(index).click();
    await page.waitForFunction(
      (loading) => !document.querySelector(`[data-testid="bet-feed"] :is(${loading})`),
      LOADING,
      { timeout: 20_000 },
    );
    await audit(`the live bets feed, ${cut}`, '[data-testid="bet-feed"]');
  }
  await navigateInApp(page, inLanguage(language, '/'));
  await settled(page);
  await page.getByTestId('big-wins').waitFor({ timeout: 20_000 });
  await audit('the big wins', '[data-testid="big-wins"]');
}

/**
 * The routes walked with the app's router: every route but /no-access, which
 * for a visitor let in is only a way back to the home page; it is checked
 * as a blocked visitor sees it, on a page load of its own.
 */
const WALK = PATHS.filter((path) => path !== href('noAccess', 'ru'));

describe.skipIf(!chromiumWs)('accessibility (axe) of every route and modal', () => {
  const chromium = useChromium(chromiumWs as string);

  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      for (const role of ['guest', 'player'] as const satisfies Role[]) {
        const name = `${language.code}, ${width} px, ${role}`;
        it.concurrent(
          `no violations on any route or modal (${name})`,
          ({ expect }) =>
            slot(async () => {
              const context = await chromium.visitor({
                locale: language.locale,
                phone: width === 360,
              });
              let player: Player | undefined;
              let setVerification: ((status: string) => void) | undefined;
              if (role === 'player') {
                player = await registerPlayer({ locale: language.code, currency: 'RUB' });
                await deposit(player, 'RUB', 5000);
                // An active bonus, so that /profile/bonuses shows the bonus account.
                await callApi(player.token, 'POST', '/api/v2/bonuses/promo', { code: 'BONUS500' });
                await signIn(context, app, player);
                setVerification = await needVerification(context);
              }
              const page = await context.newPage();
              // The page's clock runs as usual until the reality check's step moves it on.
              await page.clock.install();
              if (width !== 360) await page.setViewportSize({ width, height: 900 });
              const problems: string[] = [];
              const audit = async (where: string, scope?: string) => {
                problems.push(
                  ...describeViolations(`${where} (${name})`, await violations(page, scope)),
                );
              };

              for (const [index, path] of WALK.entries()) {
                const url = inLanguage(language, path);
                if (index === 0) await page.goto(`${app}${url}`);
                else await navigateInApp(page, url);
                await settled(page);
                await audit(url);
                // The app's router is running (not only its first page's HTML) before
                // it is used; a player's walk is a player's (the profile has answered).
                if (index === 0) await startUpsMounted(page);
                if (index === 0 && player) await playerShown(page);
              }

              await liveParts(page, language, audit);

              // The modals, over a page of the walk.
              const check: Check = async (label) => {
                await dialogSettled(page);
                await audit(`modal ${label}`, 'dialog[open]');
              };
              await navigateInApp(page, inLanguage(language, '/faq'));
              await settled(page);
              if (role === 'guest') await guestModals(page, check);
              else if (player && setVerification) {
                await playerModals(page, player, setVerification, check);
                await responsibleModals(page, player, language, check);
                // Each width sees one of the two ends of the check (both in every language).
                await switchAccountModal(page, language, width === 1366, check);
              }
              const unblock = await noAccessPage(page, language);
              await audit(inLanguage(language, href('noAccess', 'ru')));
              await unblock();
              await context.close();

              expect(problems, `axe found violations:\n${problems.join('\n')}`).toEqual([]);
            }),
          600_000,
        );
      }
    }
  }
});
