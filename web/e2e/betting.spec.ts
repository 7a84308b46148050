// The sportsbook in Chromium against the sandbox, on a phone (360 px: the
// slip slides up from its bar) and a laptop (1366 px: the slip beside the
// list), in Russian: a player with 1000 ₽ places a single on an event
// coming up and an accumulator of three matches in play; a price moves
// before the accumulator goes in (the page's live stream shows it in the
// slip), "Ask me" refuses it in the player's words and "Accept any odds"
// takes it; a single on a match in play is cashed out mid-match for the
// offer the button showed, exactly; then the sandbox's clock runs on, the
// matches end, the bets settle, and the balance has moved by exactly the
// stakes and the payouts, as the ledger says. Nothing is scripted: every
// answer is the sandbox's, through the contract proxy. The book is held
// (`/_sandbox/betting/hold`) while the player bets: its matches move only
// when the test steps them on, so no step races a match's clock.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import bettingEn from '../src/i18n/locales/betting/en.json';
import bettingKz from '../src/i18n/locales/betting/kz.json';
import bettingRu from '../src/i18n/locales/betting/ru.json';
import { hydrated, useChromium } from './browser.ts';
import { ledgerBalances, playerShown } from './player.ts';
import {
  callApi,
  cents,
  control,
  deposit,
  headerBalance,
  type Player,
  registerPlayer,
  signIn,
} from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

interface ApiEvent {
  id: number;
  status: string;
  starts_at: string;
  markets: { id: string; suspended: boolean; outcomes: { key: string; odds: number }[] }[];
}
interface ApiBet {
  id: number;
  stake: number;
  odds: number;
  status: string;
  payout: number | null;
  selections: { event_id: number; odds: number }[];
}

const SCREENS = [
  { name: 'phone', width: 360, height: 740, phone: true },
  { name: 'laptop', width: 1366, height: 768, phone: false },
] as const;

/**
 * The events in play whose main market takes bets now and is still open
 * (no side priced past 15: a match near its end is suspended until it is
 * over), kicked off last first: the ones with the most play left.
 */
async function openLive(): Promise<ApiEvent[]> {
  const { data } = await callApi<{ data: ApiEvent[] }>(null, 'GET', '/betting/events?status=live');
  return data
    .filter((e) => e.markets[0] && !e.markets[0].suspended)
    .filter((e) => e.markets[0]?.outcomes.every((o) => o.odds < 15))
    .sort((a, b) => b.starts_at.localeCompare(a.starts_at));
}

/**
 * Runs the sandbox's clock on, a minute at a time, until at least `count`
 * matches are in play with their main market open (the schedule is fixed:
 * such a minute comes within a few).
 */
async function liveMatches(count: number): Promise<ApiEvent[]> {
  for (let step = 0; step < 120; step++) {
    const events = await openLive();
    if (events.length >= count) return events;
    await control('clock', { body: { advance: '1m' } });
  }
  throw new Error(`never ${count} matches in play at once`);
}

/** Holds the sportsbook at the sandbox's now (again: steps it on to the clock's new now). */
const holdBook = () => control('betting/hold');

/** Runs the sandbox's clock on by `advance` ("2s") and holds the book there: its matches step on at once. */
async function stepBook(advance: string): Promise<void> {
  await control('clock', { body: { advance } });
  await holdBook();
}

/** The player's bets of a status, from the API. */
const bets = (player: Player, status: 'open' | 'settled') =>
  callApi<{ data: ApiBet[] }>(player.token, 'GET', `/betting/bets?status=${status}`).then(
    (a) => a.data,
  );

/**
 * Presses a button of the page where a player's thumb would: scrolled to the
 * middle of the screen first (on a phone the header, the slip's bar and the
 * free-spin widget cover its top and bottom), then clicked where nothing
 * covers it (a live list may move its rows meanwhile: the click finds it anew).
 */
async function press(button: Locator): Promise<void> {
  await button.waitFor();
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await button.click({ timeout: 15_000 }).catch(() => undefined);
}

/** Puts an odds button's outcome on the slip: pressed until the button says it is picked. */
async function pick(button: Locator): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    // Locked while its market is suspended (a goal: seconds; a break: up to a minute here).
    await expect.poll(() => button.isEnabled(), { timeout: 120_000 }).toBe(true);
    await press(button);
    try {
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      return;
    } catch {
      // The tap landed beside it (something slid over the page): again.
    }
  }
  throw new Error('the outcome never reached the slip');
}

/**
 * An event coming up that kicks off 4 to 6 minutes from the sandbox's now (a
 * match every 2 minutes: there is always one): its price holds while the
 * test bets, and it is over within the player's token's 30 minutes of clock
 * (esports, the longest, lasts under 17 minutes at this speed).
 */
async function comingSoon(): Promise<ApiEvent> {
  const { now } = await control<{ now: string }>('clock', { method: 'GET' });
  const at = Date.parse(now);
  const { data } = await callApi<{ data: ApiEvent[] }>(
    null,
    'GET',
    '/betting/events?status=prematch&per_page=50',
  );
  const event = data.find((e) => {
    const ahead = Date.parse(e.starts_at) - at;
    return ahead >= 4 * 60_000 && ahead <= 6 * 60_000;
  });
  if (!event) throw new Error('no event kicks off 4 to 6 minutes from now');
  return event;
}

/** Every message of a locale file, by its key path. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

/**
 * The English texts a Russian or Kazakh page of the book must not show: each
 * English message (its words outside the {{placeholders}}) that the page's
 * language says otherwise.
 */
function englishOf(own: object): string[] {
  const mine = flatten(own);
  return [...flatten(bettingEn)]
    .filter(([key, text]) => mine.get(key) !== text)
    .flatMap(([, text]) => text.split(/\{\{\w+\}\}/))
    .map((part) => part.replace(/^[\s:,.()—–-]+|[\s:,.()—–-]+$/g, ''))
    .filter((part) => /[a-z]{3}/i.test(part));
}

/** The rows of the list shown. */
const row = (page: Page, eventId: number) => page.locator(`[data-event="${eventId}"]`);

describe.skipIf(!chromiumWs)('the sportsbook in Chromium, against the sandbox', () => {
  const chromium = useChromium(chromiumWs as string);
  // The tests run the sandbox's clock ahead to play matches out; the specs after them compare
  // the sandbox's times with the browser's (a history's "2 minutes ago", the reality check).
  // Back on real time, the book follows the clock again too (held or not).
  afterEach(() => control('clock', { method: 'DELETE' }));

  for (const screen of SCREENS) {
    it(`${screen.name} ${screen.width} px: a single, a live accumulator through an odds change, a cash-out, settlement to the kopeck`, async () => {
      // The clock runs on until matches are in play first: the player's token then outlives the test.
      await liveMatches(3);
      // The book stands still from here: the test's picks, bets and cash-out
      // meet the prices it read, and the matches move only when it steps them.
      await holdBook();
      const player = await registerPlayer();
      const start = await deposit(player, 'RUB', 1000);
      const context = await chromium.visitor({ phone: screen.phone });
      await signIn(context, app, player);
      const page = await context.newPage();
      await page.setViewportSize({ width: screen.width, height: screen.height });

      /** The slip: the sheet on a phone (opened from its bar), the column on a laptop. */
      const slip = async (): Promise<Locator> => {
        if (!screen.phone) return page.locator('.book__slip');
        const sheet = page.getByRole('dialog');
        if (!(await sheet.isVisible())) await page.locator('.slip-bar').click();
        return sheet;
      };
      /** Back to the list (the phone's sheet closed). */
      const closeSlip = async () => {
        if (screen.phone && (await page.getByRole('dialog').isVisible()))
          await page.keyboard.press('Escape');
      };
      /** What became of the slip's last "Place bet": taken, refused (said in the form), or still on its way. */
      const placement = async (box: Locator) => {
        if (await box.getByText('Ставка принята').isVisible()) return 'taken';
        if ((await box.locator('[aria-busy="true"]').count()) > 0) return 'waiting';
        return (await box.locator('.form-error').isVisible()) ? 'refused' : 'waiting';
      };
      /** Presses "Place bet" and waits for the book's answer. */
      const place = async (box: Locator) => {
        await box.getByRole('button', { name: /^Сделать ставк/ }).click();
        await expect.poll(() => placement(box), { timeout: 30_000 }).not.toBe('waiting');
        return placement(box);
      };
      /** A list of the book, the page's live stream on. */
      const open = async (path: string) => {
        await page.goto(`${app}${path}`);
        await hydrated(page);
        await page.getByTestId('event-row').first().waitFor();
      };
      /** The selections on the slip (kept in local storage). */
      const picks = () =>
        page.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('betSlip') ?? '{}').picks ?? []) as {
              eventId: number;
              marketId: string;
              outcome: string;
              odds: number;
            }[],
        );

      // 1. A single on an event coming up.
      const coming = await comingSoon();
      await open('/betting');
      await playerShown(page, start);
      // Every new player's free spins float over the page's bottom: the player closes the notice.
      await page.locator('.free-spin-widget__hide').click();
      await page.locator('.free-spin-widget').waitFor({ state: 'detached' });
      const home = row(page, coming.id).locator('.odds').first();
      const homeOdds = (await home.getByTestId('odds-price').textContent()) ?? '';
      await pick(home);
      let box = await slip();
      await box.getByLabel('Сумма ставки, RUB').fill('10');
      expect(await place(box)).toBe('taken');
      const [single] = await bets(player, 'open');
      expect(single?.selections).toEqual([expect.objectContaining({ event_id: coming.id })]);
      expect(String(single?.odds.toFixed(2)).replace('.', ',')).toBe(homeOdds);
      await expect.poll(() => headerBalance(page)).toBe(start - 10);
      await closeSlip();

      // 2. An accumulator of three matches in play, through an odds change.
      /** Every match put on the slip from the live list. */
      const tried = new Set<number>([coming.id]);
      /** Puts the main market's first outcome of a match in play not tried yet on the slip, from the live list. */
      const addLeg = async () => {
        let next = (await openLive()).find((e) => !tried.has(e.id));
        // None free now: the book steps on to the next matches.
        for (let step = 1; !next && step <= 10; step++) {
          await stepBook('1m');
          await open('/betting/live');
          next = (await openLive()).find((e) => !tried.has(e.id));
        }
        if (!next) throw new Error('no match in play to bet on');
        tried.add(next.id);
        // A match that kicked off after the list was read: the list read again.
        if ((await row(page, next.id).count()) === 0) await open('/betting/live');
        await pick(row(page, next.id).locator('.odds').first());
      };
      await open('/betting/live');
      for (let n = 0; n < 3; n++) await addLeg();
      box = await slip();
      await expect.poll(() => box.getByTestId('slip-pick').count()).toBe(3);
      await box.getByLabel('Сумма ставки, RUB').fill('20');
      await expect
        .poll(() => box.getByLabel('Если коэффициент изменится').inputValue())
        .toBe('none');
      /** Each selection as the book has it now: closed (its match over), suspended, moved, or at the kept price. */
      const legsNow = async () =>
        Promise.all(
          (await picks()).map(async (p) => {
            const { data } = await callApi<{ data: ApiEvent }>(
              null,
              'GET',
              `/betting/events/${p.eventId}`,
            );
            const market = data.markets.find((m) => m.id === p.marketId);
            const outcome = market?.outcomes.find((o) => o.key === p.outcome);
            if (data.status !== 'live' || !market || !outcome) return 'closed';
            if (market.suspended) return 'suspended';
            return outcome.odds === p.odds ? 'kept' : 'moved';
          }),
        );
      // The matches step on until a price moves with every selection open; a
      // selection whose match ended meanwhile is taken off (the slip says it
      // is closed, from the page's stream) and another match put in.
      let moved = false;
      for (let step = 1; step <= 30 && !moved; step++) {
        await stepBook('2s');
        const now = await legsNow();
        const closed = now.filter((leg) => leg === 'closed').length;
        if (closed > 0) {
          const gone = box.getByTestId('slip-pick').filter({ hasText: 'Этот рынок закрыт' });
          await expect.poll(() => gone.count(), { timeout: 30_000 }).toBe(closed);
          while ((await gone.count()) > 0) await gone.first().locator('.slip-pick__remove').click();
          await closeSlip();
          for (let n = 0; n < closed; n++) await addLeg();
          box = await slip();
          continue;
        }
        moved = now.includes('moved') && !now.includes('suspended');
      }
      expect(moved).toBe(true);
      // The slip shows the move (the page's live stream), and "Ask me" refuses it in the player's words.
      await box
        .getByText(/^Новый коэффициент: /)
        .first()
        .waitFor({ timeout: 30_000 });
      expect(await place(box)).toBe('refused');
      expect(await box.locator('.form-error').textContent()).toBe(
        'Коэффициенты изменились. Проверьте их и сделайте ставку снова.',
      );
      expect((await bets(player, 'open')).filter((b) => b.selections.length === 3)).toEqual([]);
      // "Accept any odds" takes it, at the book's prices now.
      await box.getByLabel('Если коэффициент изменится').selectOption('any');
      const legs = await picks();
      expect(await place(box)).toBe('taken');
      const acca = (await bets(player, 'open')).find((b) => b.selections.length === 3);
      expect(acca?.stake).toBe(20);
      const prices = await Promise.all(
        legs.map(async (p) => {
          const { data } = await callApi<{ data: ApiEvent }>(
            null,
            'GET',
            `/betting/events/${p.eventId}`,
          );
          return data.markets
            .find((m) => m.id === p.marketId)
            ?.outcomes.find((o) => o.key === p.outcome)?.odds;
        }),
      );
      expect(acca?.selections.map((s) => [s.event_id, s.odds])).toEqual(
        legs.map((p, i) => [p.eventId, prices[i]]),
      );
      await closeSlip();

      // 3. A single on another match in play, cashed out for the offer shown.
      await addLeg();
      box = await slip();
      await box.getByLabel('Сумма ставки, RUB').fill('30');
      expect(await place(box)).toBe('taken');
      const before = cents(
        (await callApi<{ balance: number }>(player.token, 'GET', '/profile/user')).balance,
      );
      await box.getByRole('tab', { name: 'Мои ставки' }).click();
      const button = box.getByRole('button', { name: /^Продать за / }).first();
      await button.waitFor();
      const text = ((await button.textContent()) ?? '').replace(/\s/g, '');
      const offer = cents(Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
      await button.click();
      await expect
        .poll(async () => (await bets(player, 'settled')).find((b) => b.status === 'cashed_out'))
        .toBeDefined();
      const cashed = (await bets(player, 'settled')).find((b) => b.status === 'cashed_out');
      expect(cents(cashed?.payout ?? -1)).toBe(offer);
      const after = cents(
        (await callApi<{ balance: number }>(player.token, 'GET', '/profile/user')).balance,
      );
      expect(after - before).toBe(offer);
      await closeSlip();

      // 4. The book follows the clock again, and the clock runs on, 5 minutes
      // at a time, until every match has ended and every bet settled (the
      // match coming up may be esports, over in under 23 minutes from now).
      await control('betting/hold', { method: 'DELETE' });
      for (let step = 1; step <= 5 && (await bets(player, 'open')).length > 0; step++)
        await control('clock', { body: { advance: '5m' } });
      expect(await bets(player, 'open')).toEqual([]);
      const settled = await bets(player, 'settled');
      expect(settled).toHaveLength(3);
      const staked = settled.reduce((sum, b) => sum + cents(b.stake), 0);
      const paid = settled.reduce((sum, b) => sum + cents(b.payout ?? 0), 0);
      const ledger = await ledgerBalances(player);
      expect(cents(ledger.balance)).toBe(cents(start) - staked + paid);
      // The page shows it: the header's balance, and the settled bets in My bets.
      await expect.poll(() => headerBalance(page), { timeout: 30_000 }).toBe(ledger.balance);
      box = await slip();
      await box.getByRole('tab', { name: 'Мои ставки' }).click();
      await box.getByRole('tab', { name: 'Рассчитанные' }).click();
      await expect.poll(() => box.getByTestId('my-bet').count()).toBe(3);
      await context.close();
    }, 400_000);
  }

  for (const language of [
    { code: 'ru', prefix: '', locale: 'ru-RU', own: bettingRu },
    { code: 'en', prefix: '/en', locale: 'en-US', own: bettingEn },
    { code: 'kz', prefix: '/kz', locale: 'kk-KZ', own: bettingKz },
  ] as const) {
    it(`${language.code}: the lists, an event and a filled slip pass axe at 360 and 1366 px${language.code === 'en' ? '' : ', with no English'}`, async () => {
      const english = language.code === 'en' ? [] : englishOf(language.own);
      const [match] = await liveMatches(1);
      if (!match) throw new Error('no match in play');
      const problems: string[] = [];
      for (const screen of SCREENS) {
        const context = await chromium.visitor({ locale: language.locale, phone: screen.phone });
        const page = await context.newPage();
        await page.setViewportSize({ width: screen.width, height: screen.height });
        const look = async (where: string) => {
          const text = await page.locator('main').innerText();
          for (const words of english)
            if (new RegExp(`\\b${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text))
              problems.push(`${where}: English "${words}"`);
          if (/\bbetting\.|\b(1x2|double_chance|next_goal|btts)\b/.test(text))
            problems.push(`${where}: a code in the text`);
          const found = await new AxeBuilder({ page }).exclude('.game-frame iframe').analyze();
          for (const v of found.violations)
            problems.push(
              `${where}: axe ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
        };
        for (const path of ['/betting', '/betting/live']) {
          await page.goto(`${app}${language.prefix}${path}`);
          await hydrated(page);
          await page.getByTestId('event-row').first().waitFor();
          await look(`${path} at ${screen.width}`);
        }
        await page.goto(`${app}${language.prefix}/betting/event/${match.id}`);
        await hydrated(page);
        await page.locator('.market, .state--empty').first().waitFor();
        const odds = page.locator('.market .odds:not(:disabled)');
        if ((await odds.count()) > 0) await press(odds.first());
        if (screen.phone) {
          await page.locator('.slip-bar').click();
          await page.getByRole('dialog').waitFor();
        }
        await look(`the event and its slip at ${screen.width}`);
        await context.close();
      }
      expect(problems).toEqual([]);
    }, 300_000);
  }
});
