// The sandbox's control API, described once: every `/_sandbox/...` control
// (not part of the contract: served on the sandbox's own port, never through
// the proxy) with its method, path, body schema and answer shape. The
// sandbox's control routes (controls/routes.ts) check bodies with it, and
// its two clients build their requests from it: the web app's development
// panel (web/src/features/sandbox-panel/controls.ts, which only a
// development build loads) and `casino sandbox ...`
// (cli/src/commands/sandbox-*.ts). It imports nothing of the sandbox, only
// zod and the SDK, so both can import it.
//
// A body the control does not take is answered 400 `{"message": ...}`, the
// message being the first issue's: each body schema's messages are the
// sandbox's explanations. Values a control ignores (a site field of the wrong
// type, a fault's `ms` that is not a positive whole number) are dropped by
// the schema (`.catch(undefined)`), not refused. A refusal (no invoice
// waiting, an unknown token) is 404 `{"message": ...}`.
//
// With an `Authorization: Bearer <token>` header the invoice, payout and
// token controls act on that player; without it on the newest one (tokens:
// all of them).
import { toMinor } from '@casino/sdk';
import { z } from 'zod';

/** Where the controls are mounted on the sandbox's address. */
export const CONTROL_PREFIX = '/_sandbox';

/** A fault's kinds: `error` answers 500, `slow` waits `ms` then answers, `malformed` is a 200 that is not JSON. */
const FAULT_KINDS = ['error', 'slow', 'malformed'] as const;
/** The sandbox holds a slow answer at most this long, ms. */
export const MAX_SLOW_MS = 120_000;
/** The clock moves at most this far in one call, ms (400 days). */
const MAX_ADVANCE_MS = 400 * 86_400_000;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

// The answers' shapes.

/** What the sandbox answers site-wide: the visitor's geo, the mirror list, SSO and the mirror redirect. */
const site = z.object({
  ip: z.string(),
  countryCode: z.string(),
  /** Geo answers 451 (blocked region). */
  blocked: z.boolean(),
  /** The mirror's SSO link (`/middleware/mirror`), null for none. */
  sso: z.string().nullable(),
  /** Domains `GET /api/getMirrorsToCheck` gives. */
  mirrors: z.array(z.string()),
  /** `GET /mirror`'s redirect.newLink, null for none. */
  newLink: z.string().nullable(),
});

/** A fault an operation answers with until cleared (or for `times` calls). */
const fault = z.object({
  kind: z.enum(FAULT_KINDS),
  /** slow: the delay, ms (3000 when absent). */
  ms: z.number().int().optional(),
  /** How many calls it applies to; every call when absent. */
  times: z.number().int().optional(),
});

const clock = z.object({
  /** The world's time, ISO 8601. */
  now: z.string(),
  /** How far the clock runs ahead of real time, ms. */
  offsetMs: z.number(),
});

/** A player as the state shows it (no password hash); money in minor units. */
const player = z.object({
  id: z.number(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  currency: z.string(),
  locale: z.string().nullable(),
  timezone: z.string().nullable(),
  registerMethod: z.enum(['email', 'phone', 'social']),
  phoneVerified: z.boolean(),
  emailVerified: z.boolean(),
  avatarHidden: z.boolean(),
  statisticsHidden: z.boolean(),
  premium: z.boolean(),
  region: z.string(),
  balance: z.number(),
  bonus: z.number(),
  blocked: z.boolean(),
});

/** A deposit invoice: status 1 waiting, 3 paid, 4 failed; amounts in minor units, times in ms. */
const invoice = z.object({
  id: z.number(),
  hash: z.string(),
  playerId: z.number(),
  methodHash: z.string(),
  type: z.enum(['card', 'phone']),
  amount: z.number(),
  shopAmount: z.number(),
  commission: z.number(),
  bonus: z.boolean(),
  bonusMinor: z.number().nullable(),
  lifeTimeS: z.number(),
  status: z.number(),
  createdAt: z.number(),
  paysAt: z.number(),
});

/** A withdrawal; amount in minor units, times in ms. */
const payout = z.object({
  id: z.number(),
  playerId: z.number(),
  method: z.string(),
  amount: z.number(),
  currency: z.string(),
  destination: z.string(),
  status: z.enum(['pending', 'paid', 'failed']),
  createdAt: z.number(),
  paysAt: z.number(),
});

/** One line of the ledger: a signed amount in minor units and the balance (real or bonus) after it. */
const movement = z.object({
  id: z.number(),
  playerId: z.number(),
  kind: z.enum([
    'deposit',
    'withdrawal',
    'withdrawal-returned',
    'bet',
    'win',
    'bonus',
    'bonus-convert',
    'bonus-forfeit',
  ]),
  account: z.enum(['real', 'bonus']),
  amount: z.number(),
  balanceAfter: z.number(),
  currency: z.string(),
  reference: z.string(),
  at: z.number(),
});

/** A game service's seed pair: the server seed null until revealed. */
const seedPair = z.object({
  playerId: z.number(),
  game: z.string(),
  serverSeed: z.string().nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  revealed: z.boolean(),
});

const crashHold = z.union([z.literal('ended'), z.literal('betting'), z.number()]);

const crashTable = z.object({
  round: z.object({
    id: z.string(),
    number: z.number(),
    phase: z.enum(['betting', 'running', 'ended']),
    multiplier: z.number(),
  }),
  hold: crashHold.nullable(),
  /** Whether the table is stopped at its hold now. */
  stopped: z.boolean(),
});

/** The sportsbook: whether it is held, and its time (the world's, or the instant it is held at). */
const book = z.object({
  held: z.boolean(),
  /** The book's time, ISO 8601. */
  now: z.string(),
});

// The bodies.

/** Ignored when not what the field takes. */
const ignoredUnless = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const SEND_OBJECT = 'Send a JSON object.';
/**
 * `POST /site`: the fields to change, each ignored when not what it takes (a
 * country is two capital letters). A JSON array changes nothing.
 */
const siteChanges = z.object({
  countryCode: ignoredUnless(z.string().regex(/^[A-Z]{2}$/)),
  blocked: ignoredUnless(z.boolean()),
  ip: ignoredUnless(z.string()),
  sso: ignoredUnless(z.string().nullable()),
  newLink: ignoredUnless(z.string().nullable()),
  mirrors: ignoredUnless(z.array(z.string())),
});
const siteBody = z.union([siteChanges, z.array(z.unknown()).transform(() => ({}))], {
  error: SEND_OBJECT,
});

const SEND_CLOCK =
  'Send {"advance": "24h"} (s, m, h or d) or {"ms": 86400000}: forward, at most 400 days.';
/** `POST /clock`: `{"advance": "24h"}` (s, m, h or d) or `{"ms": N}`; forward, at most 400 days. Parses to ms. */
const clockBody = z
  .object(
    {
      advance: ignoredUnless(z.string()),
      ms: ignoredUnless(z.number()),
    },
    { error: SEND_CLOCK },
  )
  .transform((body, ctx) => {
    const text = body.advance === undefined ? null : /^(\d+)([smhd])$/.exec(body.advance);
    const ms = text ? Number(text[1]) * UNIT_MS[text[2] as keyof typeof UNIT_MS] : body.ms;
    if (ms === undefined || !Number.isSafeInteger(ms) || ms <= 0 || ms > MAX_ADVANCE_MS) {
      ctx.addIssue({ code: 'custom', message: SEND_CLOCK });
      return z.NEVER;
    }
    return ms;
  });

const SEND_HOLD =
  'Send {"at": "ended"}, {"at": "betting"} or {"at": 1.5} (a multiplier from 1.01, in cents).';
/** `POST /live/crash/hold`: where the crash table stops. */
const crashHoldBody = z.object(
  {
    at: z.union(
      [
        z.literal('ended'),
        z.literal('betting'),
        z.number().refine((at) => at >= 1.01 && at <= 1_000_000 && toMinor(at) !== null, SEND_HOLD),
      ],
      { error: SEND_HOLD },
    ),
  },
  { error: SEND_HOLD },
);

const SEND_FAULT =
  'Send {"operation": "GET /profile/user", "kind": "error" | "slow" | "malformed"}.';
/** `POST /faults`: which operation fails and how; `ms` (capped) and `times` are ignored unless positive whole numbers. */
const faultBody = z.object(
  {
    /** The operation as the contract writes it: `GET /profile/user`. */
    operation: z.string({ error: SEND_FAULT }).regex(/^(GET|PUT|POST|DELETE|PATCH) \//, SEND_FAULT),
    kind: z.enum(FAULT_KINDS, { error: 'kind must be error, slow or malformed.' }),
    ms: ignoredUnless(
      z
        .number()
        .int()
        .positive()
        .transform((ms) => Math.min(ms, MAX_SLOW_MS)),
    ),
    times: ignoredUnless(z.number().int().positive()),
  },
  { error: SEND_FAULT },
);

const SEND_CRYPTO =
  'Send {"to": "<a deposit address>", "currency": "USDT" | "BTC", "network": "TRC20" | "ERC20" | "BTC", "amount": "10.5"}.';
/** `POST /crypto/send`: a wallet's transfer to a deposit address (the coin's network may differ from the address's). */
const cryptoSendBody = z.object(
  {
    to: z.string({ error: SEND_CRYPTO }).min(1, SEND_CRYPTO),
    currency: z.enum(['USDT', 'BTC'], { error: SEND_CRYPTO }),
    network: z.enum(['TRC20', 'ERC20', 'BTC'], { error: SEND_CRYPTO }),
    amount: z.string({ error: SEND_CRYPTO }).regex(/^\d{1,12}(\.\d{1,8})?$/, SEND_CRYPTO),
  },
  { error: SEND_CRYPTO },
);

// The controls.

type Method = 'GET' | 'POST' | 'DELETE';

/** One control: its method and path (under CONTROL_PREFIX), its body schema when it takes one, its answer. */
interface Control {
  method: Method;
  path: string;
  /** What it does, in a few words. */
  summary: string;
  body?: z.ZodType;
  answer: z.ZodType;
}

const invoiceAnswer = z.object({ id: z.number(), status: z.number() });
const payoutAnswer = z.object({ id: z.number(), status: z.enum(['pending', 'paid', 'failed']) });

/** Every control of the sandbox. */
export const CONTROLS = {
  state: {
    method: 'GET',
    path: '/state',
    summary:
      'players, invoices, payouts, the ledger, site settings, faults, game seeds (hashes) and rounds',
    answer: z.object({
      players: z.array(player),
      invoices: z.array(invoice),
      payouts: z.array(payout),
      ledger: z.array(movement),
      site,
      faults: z.record(z.string(), fault),
      seeds: z.array(seedPair),
      /** The rounds as the API records them (an active round's result hidden), with their player. */
      rounds: z.array(z.looseObject({ playerId: z.number(), id: z.string(), game: z.string() })),
    }),
  },
  reset: {
    method: 'POST',
    path: '/reset',
    summary: 'start over: every player, session, invoice, payout and fault gone, the clock back',
    answer: z.object({ reset: z.literal(true) }),
  },
  site: {
    method: 'POST',
    path: '/site',
    summary: 'geo, the 451, the IP, SSO, the mirror list and the new link',
    body: siteBody,
    answer: site,
  },
  clock: {
    method: 'GET',
    path: '/clock',
    summary: "the world's time and how far ahead of real time it runs",
    answer: clock,
  },
  advanceClock: {
    method: 'POST',
    path: '/clock',
    summary: "moves the world's time forward",
    body: clockBody,
    answer: clock,
  },
  resetClock: {
    method: 'DELETE',
    path: '/clock',
    summary:
      "the world's time back to real time (a test that ran it ahead leaves the others as it found them)",
    answer: clock,
  },
  crash: {
    method: 'GET',
    path: '/live/crash',
    summary: "the crash table's round, its hold and whether it is stopped at it",
    answer: crashTable,
  },
  holdCrash: {
    method: 'POST',
    path: '/live/crash/hold',
    summary:
      'the crash table stops once its round has ended, while it takes bets, or at a multiplier',
    body: crashHoldBody,
    answer: crashTable,
  },
  releaseCrash: {
    method: 'DELETE',
    path: '/live/crash/hold',
    summary: 'the crash table goes on',
    answer: crashTable,
  },
  holdRooms: {
    method: 'POST',
    path: '/live/rooms/hold',
    summary: "the rooms' draws wait",
    answer: z.object({ held: z.literal(true) }),
  },
  releaseRooms: {
    method: 'DELETE',
    path: '/live/rooms/hold',
    summary: "the rooms' draws happen",
    answer: z.object({ held: z.literal(false) }),
  },
  book: {
    method: 'GET',
    path: '/betting',
    summary: 'whether the sportsbook is held, and its time',
    answer: book,
  },
  holdBook: {
    method: 'POST',
    path: '/betting/hold',
    summary:
      "the sportsbook stands still at the clock's now (held again: at the clock's new now): matches, prices and offers stay as they are",
    answer: book,
  },
  releaseBook: {
    method: 'DELETE',
    path: '/betting/hold',
    summary: "the sportsbook follows the clock again (its matches jump to the clock's now)",
    answer: book,
  },
  payInvoice: {
    method: 'POST',
    path: '/invoices/pay',
    summary: 'the open invoice paid now',
    answer: invoiceAnswer,
  },
  failInvoice: {
    method: 'POST',
    path: '/invoices/fail',
    summary: 'the open invoice failed now',
    answer: invoiceAnswer,
  },
  sendCrypto: {
    method: 'POST',
    path: '/crypto/send',
    summary: 'a transfer reaches a deposit address: it confirms over the clock, or is rejected',
    body: cryptoSendBody,
    answer: z.object({
      id: z.number(),
      status: z.enum(['confirming', 'credited', 'rejected']),
      reason: z.enum(['underpaid', 'wrong_network']).nullable(),
    }),
  },
  payPayout: {
    method: 'POST',
    path: '/payouts/pay',
    summary: 'the pending payout paid now',
    answer: payoutAnswer,
  },
  failPayout: {
    method: 'POST',
    path: '/payouts/fail',
    summary: 'the pending payout failed now: the money returns',
    answer: payoutAnswer,
  },
  blockPlayer: {
    method: 'POST',
    path: '/players/block',
    summary:
      "the bearer's account, or the newest player's, closed by the operator: its profile answers 403",
    answer: z.object({ id: z.number(), blocked: z.literal(true) }),
  },
  expireTokens: {
    method: 'POST',
    path: '/tokens/expire',
    summary: "the bearer's token, or every token, expired now",
    answer: z.object({ expired: z.number() }),
  },
  setFault: {
    method: 'POST',
    path: '/faults',
    summary: 'an operation fails until the faults are cleared (or for `times` calls)',
    body: faultBody,
    answer: fault.extend({ operation: z.string() }),
  },
  clearFaults: {
    method: 'DELETE',
    path: '/faults',
    summary: 'every operation answers normally again',
    answer: z.object({ cleared: z.literal(true) }),
  },
} as const satisfies Record<string, Control>;

/** The name of a control (`payInvoice`). */
export type ControlName = keyof typeof CONTROLS;
type Defined = typeof CONTROLS;
/** What a control's body takes (the JSON sent), or undefined for one without a body. */
export type ControlBody<N extends ControlName> = Defined[N] extends { body: z.ZodType }
  ? z.input<Defined[N]['body']>
  : undefined;
/** A control's body as checked: what the sandbox acts on. */
export type ControlInput<N extends ControlName> = Defined[N] extends { body: z.ZodType }
  ? z.output<Defined[N]['body']>
  : undefined;
/** What a control answers (2xx). */
export type ControlAnswer<N extends ControlName> = z.output<Defined[N]['answer']>;
/** What every control answers when it refuses (400 a body, 404 nothing to act on). */
export type ControlRefusal = { message: string };

/** A fault as the sandbox keeps it. */
export type Fault = z.output<typeof fault>;
/** What a `POST /site` may change. */
export type SiteChanges = z.input<typeof siteChanges>;

/** The arguments of a control's call: its body when it takes one. */
export type ControlArgs<N extends ControlName> =
  ControlBody<N> extends undefined ? [] : [body: ControlBody<N>];

/**
 * The request of a control: its method, its path under CONTROL_PREFIX and,
 * when it takes one, its body as JSON text.
 */
export function controlRequest<N extends ControlName>(
  name: N,
  ...args: ControlArgs<N>
): { method: Method; path: string; body?: string } {
  const { method, path } = CONTROLS[name];
  return args.length === 0 ? { method, path } : { method, path, body: JSON.stringify(args[0]) };
}
