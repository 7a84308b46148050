// The world's model: the shapes every part of the sandbox's world shares
// (players, the ledger's movements, invoices, payouts, the site, free
// spins, outcomes and refusals), its settings, and `WorldCore`: what the
// world offers its parts (responsible.ts, games.ts, live.ts). This module
// imports no part of the world, and the parts import only it, so the world
// (world.ts) composes them without an import circle.
import type { CurrencyCode, InHouseGame, LocaleCode, Region } from '@casino/sdk';

/** What the sandbox can be tuned with (all optional). */
export interface SandboxSettings {
  /** How long an access token is valid, ms (default 120 000: a session of a few minutes refreshes). */
  tokenLifetimeMs: number;
  /** How long an expired token can still be refreshed, ms (default 30 days, the token cookie's lifetime). */
  refreshWindowMs: number;
  /** How long after its creation an invoice turns paid, ms (default 15 000). */
  invoicePaidAfterMs: number;
  /** How long after its request a payout turns paid, ms (default 30 000). */
  payoutPaidAfterMs: number;
  /** The code that every code check accepts, besides the one sent (default 1234). */
  developmentCode: string;
  /** The sandbox's own address, for pages it serves itself (the social login stand-in). */
  publicUrl: string;
  /**
   * The address game covers and stand-in game pages are named on: the API's
   * front, which passes them through to the sandbox (startSandboxStack sets
   * it); publicUrl when unset.
   */
  mediaUrl?: string;
  /** The clock (ms since the epoch). */
  now: () => number;
  /** Where codes and notable events are written (default: stderr with a prefix). */
  log: (line: string) => void;
  /** How much faster than normal the live rounds run (default 1; tests speed them up). */
  liveSpeed: number;
  /** Whether simulated players bet on the live tables (default true). */
  liveBots: boolean;
  /** How many times its amount a bonus must be wagered to convert (default 35; tests make it small). */
  bonusWagerTimes: number;
}

export const DEFAULT_SETTINGS: SandboxSettings = {
  tokenLifetimeMs: 120_000,
  refreshWindowMs: 30 * 24 * 3600 * 1000,
  invoicePaidAfterMs: 15_000,
  payoutPaidAfterMs: 30_000,
  developmentCode: '1234',
  publicUrl: 'http://127.0.0.1:4011',
  now: () => Date.now(),
  log: (line) => console.error(`sandbox: ${line}`),
  liveSpeed: 1,
  liveBots: true,
  bonusWagerTimes: 35,
};

/** A player account. */
export interface Player {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** SHA-256 of the password, or null for an account without one (social, code-only). */
  passwordHash: string | null;
  currency: CurrencyCode;
  locale: LocaleCode | null;
  timezone: string | null;
  registerMethod: 'email' | 'phone' | 'social';
  phoneVerified: boolean;
  emailVerified: boolean;
  avatarHidden: boolean;
  statisticsHidden: boolean;
  premium: boolean;
  region: Region;
  /** Real money, minor units. */
  balance: number;
  /** Bonus money, minor units. */
  bonus: number;
  /** Closed by the operator (the `blockPlayer` control): the profile answers 403. */
  blocked: boolean;
}

/**
 * Kinds of money movement (`bet` and `win`: a game round's stake and payout;
 * `bonus`, `bonus-convert` and `bonus-forfeit`: a bonus credited, turned into
 * real money, or lost: bonuses.ts).
 */
export type MovementKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal-returned'
  | 'bet'
  | 'win'
  | 'bonus'
  | 'bonus-convert'
  | 'bonus-forfeit';

/** One line of the ledger: every balance change is one. */
export interface Movement {
  id: number;
  playerId: number;
  kind: MovementKind;
  /** Which balance it changed: the real one or the bonus account. */
  account: 'real' | 'bonus';
  /** Signed, minor units. */
  amount: number;
  /** That balance after the movement, minor units. */
  balanceAfter: number;
  currency: CurrencyCode;
  /** What caused it: `invoice:<id>`, `payout:<id>`, `round:<id>`, `bonus:<id>`. */
  reference: string;
  at: number;
}

/** Invoice states: 1 waiting for payment, 3 paid (SPEC.md), 4 failed (inferred). */
export const INVOICE_WAITING = 1;
export const INVOICE_PAID = 3;
export const INVOICE_FAILED = 4;

/** A deposit invoice (the deposit process config). */
export interface Invoice {
  id: number;
  hash: string;
  playerId: number;
  methodHash: string;
  type: 'card' | 'phone';
  /** What the player transfers, minor units. */
  amount: number;
  /** What is credited to the balance, minor units. */
  shopAmount: number;
  commission: number;
  /** Whether the player takes the welcome pack's bonus with it. */
  bonus: boolean;
  /** The bonus credited when it was paid, minor units; null for none. */
  bonusMinor: number | null;
  lifeTimeS: number;
  status: typeof INVOICE_WAITING | typeof INVOICE_PAID | typeof INVOICE_FAILED;
  createdAt: number;
  /** When it turns paid by itself. */
  paysAt: number;
}

/** A withdrawal: the amount left the balance when it was requested. */
export interface Payout {
  id: number;
  playerId: number;
  method: string;
  /** Minor units. */
  amount: number;
  currency: CurrencyCode;
  destination: string;
  status: 'pending' | 'paid' | 'failed';
  createdAt: number;
  paysAt: number;
}

/** Site-wide answers the scenarios switch: the visitor's geo, the mirror list, SSO and the mirror redirect. */
export interface Site {
  ip: string;
  countryCode: string;
  /** Geo answers 451 (blocked region). */
  blocked: boolean;
  /** The mirror's SSO link (`/middleware/mirror`), null for none. */
  sso: string | null;
  /** Domains `GET /api/getMirrorsToCheck` gives. */
  mirrors: string[];
  /** `GET /mirror`'s redirect.newLink, null for none. */
  newLink: string | null;
}

/** A free-spin campaign of a player. */
export interface FreeSpinCampaign {
  id: number;
  playerId: number;
  gameId: number;
  /** The spins left. */
  spins: number;
  /** The spins played so far (free-spin-play.ts). */
  played: number;
  expiresAt: number;
  cancelled: boolean;
}

/**
 * A result that is either a value or a business-rule failure (field →
 * message codes); a refusal by a responsible-play limit or restriction also
 * carries its code and when it lifts (responsible.ts).
 */
export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; errors: Record<string, string[]>; refusal?: Refusal };

/** Why a movement is refused: the 422's `code`, message and `resets_at` (ms, or null). */
export interface Refusal {
  code: string;
  message: string;
  resetsAt: number | null;
  /** The `errors` field it is reported on. */
  field: string;
}

/**
 * A bet that has settled, for the live bets feed (live/feed.ts): anyone's, in
 * any in-house game or live table. `player` is a real player (the feed masks
 * the name) or a simulated one's name as shown.
 */
export interface SettledBet {
  id: string;
  game: InHouseGame;
  player: Player | string;
  currency: CurrencyCode;
  stakeMinor: number;
  payoutMinor: number;
}

/**
 * What the world offers its parts: the clock, the settings, the players, the
 * invoices and the ledger to read, `move()`, the one way a balance changes,
 * and `announce()`, which tells the live bets feed a bet settled. The World
 * class (world.ts) is one.
 */
export interface WorldCore {
  readonly settings: SandboxSettings;
  readonly players: ReadonlyMap<number, Player>;
  readonly invoices: ReadonlyMap<number, Invoice>;
  readonly ledger: readonly Movement[];
  now(): number;
  /**
   * Applies a signed movement to the player's balance, or refuses it
   * (payments.ts); a stake names its game, for the bonuses' wagering.
   */
  move(
    player: Player,
    kind: MovementKind,
    amount: number,
    reference: string,
    game?: InHouseGame,
  ): Outcome<Movement>;
  /** Tells the live bets feed that a bet settled (live/feed.ts). */
  announce(bet: SettledBet): void;
  /** When the player's latest usable login happened, or null (accounts.ts). */
  latestSessionStart(playerId: number): number | null;
}
