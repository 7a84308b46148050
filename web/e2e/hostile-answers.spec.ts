// The hostile-answer sweep: every API answer the pages and modals
// get is replaced by one a broken or hostile server could send (object keys
// named after Object.prototype's members, {}, [], null, wrong types, 204, an
// empty 200, HTML, truncated JSON). Walking every route and opening the
// modals, the app must never crash: the shell stays, no page error, no trip
// to /error, no spinner left waiting; a load error or sensible content shows.
// The GET operations the app's source names must all have been served.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractPath, LOCAL_STORAGE_KEYS, operations } from '@casino/sdk';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { href, ROUTES, type RouteName } from '../src/shared/lib/paths.ts';
import { LEFT, navigateInApp, startUpsMounted, useChromium } from './browser.ts';
import { registerPlayer, signIn, submitEmailLogin } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const api = inject('apiUrl');

/** A JSON text whose keys are Object.prototype's members (`__proto__` stays an own key in JSON). */
const HOSTILE_KEYS = JSON.stringify({
  constructor: { prototype: { polluted: true } },
  valueOf: 'valueOf',
  hasOwnProperty: 1,
  toString: [],
  data: { constructor: 'x', valueOf: {}, hasOwnProperty: null, toString: 'x' },
  errors: {
    constructor: ['valueOf'],
    valueOf: ['constructor'],
    hasOwnProperty: ['__proto__'],
    toString: ['hasOwnProperty'],
  },
  message: 'constructor',
})
  .replace(/^\{/, '{"__proto__":{"polluted":true},')
  .replace('"errors":{', '"errors":{"__proto__":["toString"],');

/** One kind of bad answer: status, content type and body. */
interface Bad {
  status: number;
  type?: string;
  body?: string;
}

const VARIANTS: Record<string, Bad> = {
  'hostile keys (200)': { status: 200, body: HOSTILE_KEYS },
  'hostile keys (422)': { status: 422, body: HOSTILE_KEYS },
  '{}': { status: 200, body: '{}' },
  '[]': { status: 200, body: '[]' },
  null: { status: 200, body: 'null' },
  'wrong types': {
    status: 200,
    body: JSON.stringify({
      data: 'text',
      success: 'yes',
      token: 12345,
      id: 'seven',
      balance: 'lots',
      currency: { code: 1 },
      methods: 5,
      payments: [],
      message: { text: 1 },
      errors: 'nope',
    }),
  },
  '204 without a body': { status: 204 },
  'empty 200': { status: 200 },
  'HTML 200': { status: 200, type: 'text/html', body: '<!doctype html><h1>502 Bad Gateway</h1>' },
  'truncated JSON': { status: 200, body: '{"data":[{"id":1,"name":"Cut' },
};

/** Sample values for the parameterised routes (as web/e2e/routes.spec.ts). */
const PARAMS = { slug: 'gold', slot: 'book-of-dead', token: 'abc123', id: 17, status: 'active' };
const PATHS = (Object.keys(ROUTES) as RouteName[])
  .filter((name) => name !== 'error')
  .map((name) => href(name, 'ru', PARAMS));

/** The modals the query flags open (the pay-in one for a player). */
const GUEST_MODALS = ['/?login', '/?signup'];
const PLAYER_MODALS = ['/?deposit', '/?deposit=crypto', '/?withdraw'];

/** The spec's operation a request is for: "GET /tournaments/{id}" for GET /tournaments/17. */
const MATCHERS = operations.map((op) => ({
  key: `${op.method.toUpperCase()} ${op.path}`,
  pattern: new RegExp(`^${op.path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  method: op.method.toUpperCase(),
}));
function operationOf(method: string, url: string): string | undefined {
  // A game service's development address is `/services/{name}` + the contract's path.
  const path = contractPath(new URL(url).pathname);
  if (path === null) return undefined;
  return MATCHERS.find((m) => m.method === method && m.pattern.test(path))?.key;
}

/**
 * The GET operations the app's source names (any quoted path of a GET
 * operation in web/src, tests aside), less those no page or modal loads.
 */
const NOT_ON_A_PAGE: Record<string, string> = {
  'GET /mirror': 'the start-up mirror sync, after the first paint and only with a mirror link',
  'GET /api/getMirrorsToCheck': 'mirror checks start 10 to 55 s after a login',
  'GET /billing/payment/status/{invoiceId}': 'invoice polling, only with a stored invoice',
  'GET /bonus-system/bonus/{promo}': 'the promo look-up, only with a promo in the address',
  'GET /api/freeSpinsCampaigns/{id}': 'only with a free spin in the list',
  'GET /billing/crypto/address': "PayIn's crypto tab, only with coins in the billing data",
  'GET /billing/crypto/deposits': "PayIn's crypto tab, only with coins in the billing data",
};
async function getOperationsInSource(): Promise<string[]> {
  const root = fileURLToPath(new URL('../src/', import.meta.url));
  const files = (await readdir(root, { recursive: true })).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('test'),
  );
  const text = (await Promise.all(files.map((f) => readFile(join(root, f), 'utf8')))).join('\n');
  // A path in quotes, but not a route's own (`page('/profile/history')` in
  // shared/lib/paths.ts is a page of the app, not a call of the API of that path).
  const named = (path: string) =>
    new RegExp(`(?<!page\\()'${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'`).test(text);
  return operations
    .filter((op) => op.method === 'get' && named(op.path))
    .map((op) => `GET ${op.path}`)
    .filter((key) => !(key in NOT_ON_A_PAGE));
}

/** What the page shows once it has settled: a new heading (or a dialog), no skeleton, no spinner. */
interface Settled {
  url: string;
  shell: number;
  dialog: boolean;
  text: string;
}

/** Waits for the page (or the dialog) to settle; null when it does not within 12 s. */
async function settled(page: Page, modal: boolean): Promise<Settled | null> {
  const handle = await page
    .waitForFunction(
      ({ left, modal }) => {
        const root = modal
          ? document.querySelector('dialog[open], [role="dialog"]')
          : document.body;
        if (!root) return null;
        if (!modal) {
          const title = document.querySelector('h1');
          if (!title || title.hasAttribute(left)) return null;
        }
        if (document.querySelector('.page-skeleton') || root.querySelector('.state--loading'))
          return null;
        return {
          url: location.pathname,
          shell: document.querySelectorAll('header.header, [data-layout="no-access"]').length,
          dialog: Boolean(document.querySelector('dialog[open], [role="dialog"]')),
          text: root.textContent ?? '',
        };
      },
      { left: LEFT, modal },
      { timeout: 12_000, polling: 50 },
    )
    .catch(() => null);
  return handle ? ((await handle.jsonValue()) as Settled) : null;
}

type Who = 'guest' | 'player';

/** Serves `bad` for every API call but the CORS preflight (and, for a player, the profile: the sandbox's). */
async function serveBad(
  page: Page,
  bad: Bad,
  seen: Set<string>,
  keepProfile: boolean,
  onCall: (operation: string) => void,
): Promise<void> {
  await page.route(`${api}/**`, (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.continue();
    const operation = operationOf(request.method(), request.url());
    if (operation) {
      seen.add(operation);
      onCall(operation);
    }
    if (keepProfile && operation === 'GET /profile/user') return route.continue();
    return route.fulfill({
      status: bad.status,
      headers: { 'Access-Control-Allow-Origin': '*' },
      contentType: bad.type ?? 'application/json',
      body: bad.body ?? '',
    });
  });
}

describe.skipIf(!chromiumWs)('hostile answers never crash the page', () => {
  const chromium = useChromium(chromiumWs as string);
  const contexts: Partial<Record<Who, BrowserContext>> = {};
  /** Every operation served, and for each visitor the paths that call something (found by the first walk). */
  const seen = new Set<string>();
  const calling: Record<Who, string[] | undefined> = { guest: undefined, player: undefined };

  async function contextFor(who: Who): Promise<BrowserContext> {
    let context = contexts[who];
    if (!context) {
      context = await chromium.visitor();
      if (who === 'player') {
        await signIn(context, app, await registerPlayer());
        // Real play even on an empty balance, so the game pages ask for the player's
        // seeds, rounds and live bets (a stored choice wins over the balance).
        await context.addInitScript(
          ([key]) => localStorage.setItem(key as string, 'real'),
          [LOCAL_STORAGE_KEYS.playMode],
        );
      }
      contexts[who] = context;
    }
    return context;
  }

  /**
   * Walks the routes and modals with `bad` as every answer; returns the
   * failures. The first walk goes everywhere and keeps the paths that load
   * something no earlier path loaded (and the modals); later walks visit only
   * those, so each read of the app meets every kind of bad answer.
   */
  async function sweep(who: Who, name: string, bad: Bad): Promise<string[]> {
    const page = await (await contextFor(who)).newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(`${who}, ${name}: page error: ${error.message}`));
    // What a failure report needs to be acted on: the error a recovered
    // render error wraps (React's #422 and #520 carry it as `cause`), and
    // the error a page's boundary caught on its way to /error.
    await page.addInitScript(() => {
      addEventListener('error', ({ error }) => {
        const cause = (error as { cause?: unknown } | null)?.cause;
        if (cause) console.error('Uncaught cause:', cause);
      });
    });
    page.on('console', (message) => {
      if (/Minified React error|Uncaught|fatal app error/.test(message.text()))
        failures.push(`${who}, ${name}: console: ${message.text().slice(0, 600)}`);
    });
    // The reads each path makes (writes such as page-open events go with every route).
    let reads: string[] = [];
    await serveBad(page, bad, seen, who === 'player', (operation) => {
      if (operation.startsWith('GET ')) reads.push(operation);
    });
    const covered = new Set<string>();
    const modals = who === 'guest' ? GUEST_MODALS : PLAYER_MODALS;
    const first = calling[who] === undefined;
    const paths = calling[who] ?? [...PATHS, ...modals];
    const found: string[] = [];
    try {
      for (const [index, path] of paths.entries()) {
        const where = `${who}, ${name}, ${path}`;
        const modal = modals.includes(path);
        reads = [];
        if (index === 0) await page.goto(`${app}${path}`);
        else await navigateInApp(page, path);
        const shown = await settled(page, modal);
        // A prerendered first page shows before the app's router runs: wait for the app.
        if (index === 0) await startUpsMounted(page.context());
        if (index === 0 || modal || reads.some((read) => !covered.has(read))) found.push(path);
        for (const read of reads) covered.add(read);
        if (!shown) {
          const body = await page.evaluate(() => document.body.innerText.slice(0, 200));
          failures.push(
            `${where}: never settled (a spinner, a skeleton or no page); shows: ${body}`,
          );
          continue;
        }
        if (shown.shell !== 1) failures.push(`${where}: the shell is gone`);
        if (shown.url.endsWith('/error')) failures.push(`${where}: went to the error page`);
        if (/\[object |undefined|NaN|function \w*\(/.test(shown.text))
          failures.push(`${where}: shows a broken value: ${shown.text.slice(0, 200)}`);
        if (modal) {
          if (!shown.dialog) failures.push(`${where}: no dialog`);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5_000 });
        }
      }
    } finally {
      await page.close();
    }
    if (first) calling[who] = found;
    return failures;
  }

  // A walk's own waits are bounded (12 s a page); the test's bound only
  // catches a hang: two runs side by side on two cores took over 120 s.
  for (const [name, bad] of Object.entries(VARIANTS)) {
    it(`${name}: every route and modal that calls the API, guest and player`, async () => {
      const failures = (
        await Promise.all([sweep('guest', name, bad), sweep('player', name, bad)])
      ).flat();
      expect(failures).toEqual([]);
    }, 300_000);
  }

  it('served every GET operation the app names (pages and modals)', async () => {
    const wanted = await getOperationsInSource();
    expect(wanted.length).toBeGreaterThan(10);
    expect(wanted.filter((key) => !seen.has(key))).toEqual([]);
  });
});

describe.skipIf(!chromiumWs)('hostile error keys in forms and a profile of another shape', () => {
  const chromium = useChromium(chromiumWs as string);

  /** A page whose `paths` answer `status` with `body` (the rest goes to the sandbox), and its page errors. */
  async function pageWith(
    answers: Record<string, { status: number; body: string }>,
    player = false,
  ): Promise<{ page: Page; errors: string[] }> {
    const context = await chromium.visitor();
    if (player) await signIn(context, app, await registerPlayer());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [path, answer] of Object.entries(answers)) {
      await page.route(`${api}${path}`, (route) =>
        route.request().method() === 'OPTIONS'
          ? route.continue()
          : route.fulfill({
              status: answer.status,
              headers: { 'Access-Control-Allow-Origin': '*' },
              contentType: 'application/json',
              body: answer.body,
            }),
      );
    }
    return { page, errors };
  }

  const dialog = (page: Page) => page.getByRole('dialog');
  const HOSTILE_LINES = ['toString', 'valueOf', 'constructor', '__proto__', 'hasOwnProperty'];

  it('login and registration show the lines of a 422 with hostile keys as text', async () => {
    const bad = { status: 422, body: HOSTILE_KEYS };
    const { page, errors } = await pageWith({
      '/api/v2/auth/login/email/password': bad,
      '/api/v2/auth/register/email': bad,
    });
    await page.goto(`${app}/?login`);
    await submitEmailLogin(page, 'player@example.com', 's3cret-pass');
    const loginError = dialog(page).locator('.form-error');
    await loginError.waitFor();
    expect((await loginError.textContent())?.split(/\s+/)).toEqual(HOSTILE_LINES);

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await navigateInApp(page, '/?signup');
    await dialog(page).getByLabel('E-mail').fill('new-player@example.com');
    await dialog(page).getByLabel('Пароль').fill('n3w-pass');
    await dialog(page)
      .getByLabel('Мне исполнилось 18, я принимаю пользовательское соглашение')
      .check();
    await dialog(page).getByRole('button', { name: 'Регистрация' }).click();
    const signupError = dialog(page).locator('.form-error');
    await signupError.waitFor();
    expect((await signupError.textContent())?.split(/\s+/)).toEqual(HOSTILE_LINES);
    expect(await page.locator('header.header').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  for (const [where, path, act] of [
    [
      'settings',
      '/profile/settings',
      async (page: Page) => {
        await page.goto(`${app}/profile/setting`);
        await page.getByRole('button', { name: 'Сохранить' }).click();
      },
    ],
    [
      'the tournament list',
      '/tournaments**',
      async (page: Page) => {
        await page.goto(`${app}/tournaments`);
        await page.locator('.state--error').waitFor();
      },
    ],
  ] as const) {
    it(`${where} shows hostile error lines of a 422 as text in a notification`, async () => {
      const { page, errors } = await pageWith(
        { [path]: { status: 422, body: HOSTILE_KEYS } },
        true,
      );
      await act(page);
      const notice = page.locator('.notification--error');
      await notice.first().waitFor();
      // The title (error.title, or the status's message), then the lines as sent.
      expect(await notice.first().textContent()).toMatch(
        new RegExp(`^(Ошибка|Проверьте введённые данные\\.)${HOSTILE_LINES.join('')}$`),
      );
      expect(await page.locator('header.header').count()).toBe(1);
      expect(errors).toEqual([]);
    });
  }

  for (const body of ['{}', '[]', HOSTILE_KEYS]) {
    it(`a profile answer ${body.slice(0, 20)} keeps the shell on /profile`, async () => {
      const { page, errors } = await pageWith({ '/profile/user': { status: 200, body } }, true);
      await page.goto(`${app}/profile`);
      await page.locator('h1').waitFor();
      await page.locator('.state--error, .notice').first().waitFor();
      expect(await page.locator('header.header').count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/profile');
      expect(errors).toEqual([]);
    });
  }
});
