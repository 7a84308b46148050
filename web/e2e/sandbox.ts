// The browser suite's sandbox (started by global-setup.ts): its settings and
// site data, and what specs use to put real state in it: players registered
// through the API (each spec its own, with unique e-mails and phones, so specs
// never depend on each other or on the order they run in), calls of the API
// as a player, and the scenario controls under /_sandbox/.
//
// The controls that change the whole site (site data, faults) are global: the
// e2e project runs its files one at a time (fileParallelism: false in
// web/vitest.e2e.config.ts), and a spec that changes them puts them back
// (restoreSite, clearFaults) after each test. Never reset the sandbox from a
// spec: use per-player state.
import type { SandboxSettings } from '@casino/scripts/sandbox';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

const MINUTE = 60_000;

/**
 * The sandbox's settings for the suite. Invoices and payouts never pay by
 * themselves during a run (a test pays them with the controls, at the moment
 * it chooses), and tokens outlive any spec (a test that needs an expired token
 * expires it with the control): nothing depends on how fast the machine is.
 */
export const SUITE_SETTINGS = {
  tokenLifetimeMs: 30 * MINUTE,
  invoicePaidAfterMs: 60 * MINUTE,
  payoutPaidAfterMs: 60 * MINUTE,
  developmentCode: '1234',
  // Live rounds twice as fast: a crash round passes ×1.5 about 3.4 s after it starts.
  liveSpeed: 2,
  // A bonus converts once real bets reach its amount (35 times in the product):
  // bonus.spec.ts wagers one through the UI in a few bets.
  bonusWagerTimes: 1,
  // Only a handler that failed is worth reading (codes: the development code passes).
  log: (line: string) => {
    if (line.startsWith('handler failed')) console.error(`sandbox: ${line}`);
  },
} satisfies Partial<SandboxSettings>;

/** The development code every code check of the sandbox accepts. */
export const DEVELOPMENT_CODE = SUITE_SETTINGS.developmentCode;

/** The site data of the suite (the spec's first examples): three mirrors, an SSO link and a mirror move. */
export const SITE = {
  countryCode: 'RU',
  blocked: false,
  sso: 'https://sso.example.com/login',
  mirrors: ['casino-mirror1.example', 'casino-mirror2.example', 'casino-mirror3.example'],
  newLink: 'https://casino-mirror2.example',
};

/** The API the app calls (the sandbox behind Prism's validating proxy). */
const apiUrl = (): string => inject('apiUrl');

const sandboxUrl = (): string => inject('sandboxUrl');

let serial = 0;
const stamp = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

/** An e-mail no other test of the run uses. */
export const uniqueEmail = (tag: string): string => `${tag}-${stamp()}@example.com`;

/** Ten digits after the +7 (a Russian mobile number, as the phone field takes it) no other test uses. */
export const uniqueMobile = (): string =>
  `9${String(Date.now() % 100_000_000).padStart(8, '0')}${serial++ % 10}`;

/** A player of the sandbox, registered through the API. */
export interface Player {
  id: number;
  email: string | null;
  /** Digits with the country code (79161234567), or null. */
  phone: string | null;
  password: string;
  /** The bearer token the registration gave. */
  token: string;
}

async function json<T>(answer: Response, what: string): Promise<T> {
  if (!answer.ok) throw new Error(`${what}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * Calls the API as the player with `token` (through the validating proxy: it
 * counts in the contract check). Rejects on an error status.
 */
export async function callApi<T = unknown>(
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  locale = 'ru',
): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': locale };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const answer = await fetch(`${apiUrl()}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json<T>(answer, `${method} ${path}`);
}

/**
 * Registers a new player by e-mail (the default, a unique address) or by
 * phone, as the registration form does; `locale` is the interface language
 * it is sent in, which the sandbox keeps as the profile's.
 */
export async function registerPlayer(
  options: {
    email?: string;
    phone?: string;
    password?: string;
    locale?: 'ru' | 'en' | 'kz';
    currency?: string;
  } = {},
): Promise<Player> {
  const password = options.password ?? 's3cret-pass';
  const byPhone = options.phone !== undefined;
  const email = byPhone ? null : (options.email ?? uniqueEmail('player'));
  const { token } = await callApi<{ token: string }>(
    null,
    'POST',
    byPhone ? '/api/v2/auth/register/phone' : '/api/v2/auth/register/email',
    {
      ...(byPhone ? { phone: options.phone } : { email }),
      password,
      currency: options.currency ?? 'RUB',
    },
    options.locale ?? 'ru',
  );
  const profile = await callApi<{ id: number }>(token, 'GET', '/profile/user');
  return { id: profile.id, email, phone: options.phone ?? null, password, token };
}

/** Logs in through the open login modal (Russian) with an e-mail and a password, as a visitor does. */
export async function submitEmailLogin(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'E-mail' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Пароль').fill(password);
  await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
}

/** Signs the context in as the player, as a login leaves the browser: the token cookie. */
export async function signIn(
  context: BrowserContext,
  app: string,
  player: Pick<Player, 'token'>,
): Promise<void> {
  await context.addCookies([{ name: 'bearerToken', value: player.token, url: app }]);
}

/**
 * A scenario control (`invoices/pay`, `tokens/expire`, `site`, `faults`...);
 * with a token it acts on that player.
 */
export async function control<T = unknown>(
  path: string,
  options: { body?: unknown; token?: string; method?: 'POST' | 'DELETE' | 'GET' } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const answer = await fetch(`${sandboxUrl()}/_sandbox/${path}`, {
    method: options.method ?? 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return json<T>(answer, `sandbox control ${path}`);
}

/** Changes the site data (geo, SSO link, mirrors, mirror move) for every visitor. */
export const setSite = (site: Partial<typeof SITE>) => control('site', { body: site });

/** Puts the suite's site data back. */
export const restoreSite = () => setSite(SITE);

/** Makes `operation` ("GET /profile/user") fail (`error`: 500), wait (`slow`) or answer broken JSON (`malformed`). */
export const setFault = (
  operation: string,
  kind: 'error' | 'slow' | 'malformed',
  options: { ms?: number; times?: number } = {},
) => control('faults', { body: { operation, kind, ...options } });

/** Every operation answers normally again. */
export const clearFaults = () => control('faults', { method: 'DELETE' });

/**
 * Deposits `amount` by card in `currency` (less the method's commission),
 * declining the welcome bonus (the specs that use it are not about bonuses:
 * bonus.spec.ts takes one through the UI), and has the sandbox pay the
 * invoice, as the provider would; returns the balance.
 */
export async function deposit(player: Player, currency: string, amount: number): Promise<number> {
  await callApi(player.token, 'POST', '/billing/payment', {
    method_hash: `card-${currency.toLowerCase()}`,
    amount,
    bonus: false,
  });
  await control('invoices/pay', { token: player.token });
  return (await callApi<{ balance: number }>(player.token, 'GET', '/profile/user')).balance;
}

/**
 * The balance the header shows, as a number (groups and the unit dropped):
 * English groups with commas (1,001.32), Russian and Kazakh with spaces and a
 * decimal comma (1 001,32).
 */
export async function headerBalance(page: Page): Promise<number> {
  const text = (await page.locator('.account__balance').textContent()) ?? '';
  const english = (await page.getAttribute('html', 'lang'))?.startsWith('en') ?? false;
  const digits = text.replace(/[^\d,.-]/g, '');
  return Number(english ? digits.replaceAll(',', '') : digits.replace(',', '.'));
}

/** An amount in minor units, for exact sums of balances. */
export const cents = (n: number) => Math.round(n * 100);

/** A round of an in-house game as the general service's history gives it (the fields the specs read). */
export interface PlayedRound {
  id: string;
  game: string;
  status: string;
  amount: number;
  payout: number;
  currency: string;
  serverSeed: string | null;
  moves?: { guesses: string[] } | null;
}

/** The player's latest rounds of a game, newest first, from the general service (through the proxy). */
export const playedRounds = (player: Player, game: string, limit = 100) =>
  callApi<{ rounds: PlayedRound[] }>(
    player.token,
    'GET',
    `/services/general/rounds?game=${game}&limit=${limit}`,
  ).then((a) => a.rounds);
