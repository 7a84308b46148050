// The sandbox's world: players, sessions, one-time codes, invoices, the
// ledger of every money movement and the game services' seeds and rounds
// (games-state.ts), in memory for one run (a restart resets it).
// Time comes from an injectable clock, so tests move it instead of waiting.
//
// Money is integer minor units (the SDK's rules/money.ts). Every balance change goes
// through `move()`, which checks and applies it in one synchronous step: Node
// runs one handler at a time between awaits, so two concurrent requests can
// never both pass the check and overdraw the balance.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { CurrencyCode, LocaleCode, Region } from '@casino/sdk';
import { Games } from './games-state.ts';
import { Live } from './live.ts';
import { type Refusal, Responsible } from './responsible.ts';

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
}

const DEFAULT_SETTINGS: SandboxSettings = {
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
}

/** Kinds of money movement (`bet` and `win`: a game round's stake and payout). */
export type MovementKind = 'deposit' | 'withdrawal' | 'withdrawal-returned' | 'bet' | 'win';

/** One line of the ledger: every balance change is one. */
export interface Movement {
  id: number;
  playerId: number;
  kind: MovementKind;
  /** Signed, minor units. */
  amount: number;
  /** The balance after the movement, minor units. */
  balanceAfter: number;
  currency: CurrencyCode;
  /** What caused it: `invoice:<id>`, `payout:<id>`, `round:<id>`. */
  reference: string;
  at: number;
}

/** Invoice states: 1 waiting for payment, 3 paid (SPEC.md), 4 failed (inferred). */
export const INVOICE_WAITING = 1;
const INVOICE_PAID = 3;
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
  lifeTimeS: number;
  status: typeof INVOICE_WAITING | typeof INVOICE_PAID | typeof INVOICE_FAILED;
  createdAt: number;
  /** When it turns paid by itself. */
  paysAt: number;
}

interface Session {
  playerId: number;
  /** When the login that began it happened (kept across refreshes): the session's start. */
  startedAt: number;
  expiresAt: number;
  /** Refreshable until then. */
  refreshableUntil: number;
}

interface OneTimeCode {
  code: string;
  expiresAt: number;
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
  spins: number;
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

const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Every new player gets this many free spins on the first game of the catalog. */
const WELCOME_SPINS = 10;
const WELCOME_SPINS_GAME_ID = 1;

export const hashPassword = (password: string) =>
  createHash('sha256').update(`sandbox:${password}`).digest('hex');

/** The whole state of one sandbox run. */
export class World {
  readonly settings: SandboxSettings;
  readonly players = new Map<number, Player>();
  private readonly byEmail = new Map<string, number>();
  private readonly byPhone = new Map<string, number>();
  private readonly sessions = new Map<string, Session>();
  private readonly codes = new Map<string, OneTimeCode>();
  private readonly resetTokens = new Map<string, { playerId: number; expiresAt: number }>();
  readonly invoices = new Map<number, Invoice>();
  readonly ledger: Movement[] = [];
  readonly freeSpins = new Map<number, FreeSpinCampaign>();
  readonly payouts = new Map<number, Payout>();
  /** The game services' seed pairs and rounds (games-state.ts). */
  readonly games: Games = new Games(this);
  /** The shared live tables (crash, rooms), started at first use. */
  readonly live: Live = new Live(this);
  /** Responsible play: limits, restrictions and the checks of every movement (responsible.ts). */
  readonly responsible: Responsible = new Responsible(this);
  private nextPayoutId = 9000;
  site: Site = {
    ip: '127.0.0.1',
    countryCode: 'RU',
    blocked: false,
    sso: null,
    mirrors: [],
    newLink: null,
  };
  private nextCampaignId = 700;
  private nextPlayerId = 1001;
  private nextInvoiceId = 58_000;
  private nextMovementId = 1;

  constructor(settings: Partial<SandboxSettings> = {}) {
    this.settings = { ...DEFAULT_SETTINGS, ...settings };
  }

  now(): number {
    return this.settings.now();
  }

  // Players

  findByEmail(email: string): Player | undefined {
    const id = this.byEmail.get(email.toLowerCase());
    return id === undefined ? undefined : this.players.get(id);
  }

  findByPhone(phone: string): Player | undefined {
    const id = this.byPhone.get(phone);
    return id === undefined ? undefined : this.players.get(id);
  }

  /** Creates a player; refuses an e-mail or phone already taken. */
  register(input: {
    email?: string;
    phone?: string;
    password: string | null;
    currency?: CurrencyCode;
    locale?: LocaleCode | null;
    /** The Region header of the registration (RU without one). */
    region?: Region;
    method: Player['registerMethod'];
  }): Outcome<Player> {
    if (input.email && this.findByEmail(input.email))
      return { ok: false, errors: { email: ['validation.unique'] } };
    if (input.phone && this.findByPhone(input.phone))
      return { ok: false, errors: { phone: ['validation.unique'] } };
    const player: Player = {
      id: this.nextPlayerId++,
      name: null,
      email: input.email?.toLowerCase() ?? null,
      phone: input.phone ?? null,
      passwordHash: input.password === null ? null : hashPassword(input.password),
      currency: input.currency ?? 'RUB',
      locale: input.locale ?? null,
      timezone: null,
      registerMethod: input.method,
      phoneVerified: false,
      emailVerified: false,
      avatarHidden: false,
      statisticsHidden: false,
      premium: false,
      region: input.region ?? 'RU',
      balance: 0,
      bonus: 0,
    };
    this.players.set(player.id, player);
    this.grantFreeSpins(player, WELCOME_SPINS);
    if (player.email) this.byEmail.set(player.email, player.id);
    if (player.phone) this.byPhone.set(player.phone, player.id);
    this.settings.log(`player ${player.id} registered (${player.email ?? player.phone})`);
    return { ok: true, value: player };
  }

  /** Gives the player a (verified) phone, moving the index. */
  setPhone(player: Player, phone: string): void {
    if (player.phone) this.byPhone.delete(player.phone);
    player.phone = phone;
    this.byPhone.set(phone, player.id);
  }

  /** Gives the player a (verified) e-mail, moving the index. */
  setEmail(player: Player, email: string): void {
    if (player.email) this.byEmail.delete(player.email);
    player.email = email.toLowerCase();
    this.byEmail.set(player.email, player.id);
  }

  /** Gives the player a free-spin campaign on the welcome game, valid for three days. */
  grantFreeSpins(player: Player, spins: number): FreeSpinCampaign {
    const campaign: FreeSpinCampaign = {
      id: this.nextCampaignId++,
      playerId: player.id,
      gameId: WELCOME_SPINS_GAME_ID,
      spins,
      expiresAt: this.now() + 3 * 24 * 3600 * 1000,
      cancelled: false,
    };
    this.freeSpins.set(campaign.id, campaign);
    return campaign;
  }

  // Sessions

  /** Issues a new access token for the player: a login starts a session, a refresh carries its start on. */
  issueToken(playerId: number, startedAt = this.now()): string {
    const token = `sbx.${playerId}.${randomBytes(18).toString('base64url')}`;
    const now = this.now();
    this.sessions.set(token, {
      playerId,
      startedAt,
      expiresAt: now + this.settings.tokenLifetimeMs,
      refreshableUntil: now + this.settings.refreshWindowMs,
    });
    return token;
  }

  /** The player a valid (unexpired) token belongs to. */
  playerOf(token: string | null): Player | undefined {
    if (!token) return undefined;
    const session = this.sessions.get(token);
    if (!session || session.expiresAt <= this.now()) return undefined;
    return this.players.get(session.playerId);
  }

  /** Exchanges a token (expired or not, within the refresh window) for a new one; the old one stops working. */
  refresh(token: string | null): string | null {
    if (!token) return null;
    const session = this.sessions.get(token);
    if (!session || session.refreshableUntil <= this.now()) return null;
    this.sessions.delete(token);
    return this.issueToken(session.playerId, session.startedAt);
  }

  /** When the session of a valid token began (its login), or null. */
  sessionStart(token: string | null): number | null {
    const session = token ? this.sessions.get(token) : undefined;
    return session && session.expiresAt > this.now() ? session.startedAt : null;
  }

  /** When the player's latest login that can still be used or refreshed happened, or null. */
  latestSessionStart(playerId: number): number | null {
    const now = this.now();
    let latest: number | null = null;
    for (const session of this.sessions.values())
      if (session.playerId === playerId && session.refreshableUntil > now)
        latest = Math.max(latest ?? session.startedAt, session.startedAt);
    return latest;
  }

  /** Ends a session (expired or not): the token stops working and cannot be refreshed. False for an unknown token. */
  revoke(token: string): boolean {
    return this.sessions.delete(token);
  }

  /** Makes a token expired now (it can still be refreshed): the scenario "expire the token". */
  expire(token: string): boolean {
    const session = this.sessions.get(token);
    if (!session) return false;
    session.expiresAt = this.now();
    return true;
  }

  /** Makes every token expired now: the scenario from the shell. Returns how many. */
  expireAll(): number {
    const now = this.now();
    for (const session of this.sessions.values())
      session.expiresAt = Math.min(session.expiresAt, now);
    return this.sessions.size;
  }

  // One-time codes (login, verification, password recovery)

  /** Creates and logs a code for `purpose` and `target` (an e-mail or phone). */
  sendCode(purpose: string, target: string): void {
    const code = String(randomInt(100_000, 1_000_000));
    this.codes.set(`${purpose}:${target.toLowerCase()}`, {
      code,
      expiresAt: this.now() + CODE_LIFETIME_MS,
    });
    this.settings.log(`code for ${purpose} to ${target}: ${code}`);
  }

  /** Checks (and on success uses up) a code; the development code always passes. */
  useCode(purpose: string, target: string, code: string): boolean {
    const key = `${purpose}:${target.toLowerCase()}`;
    if (code === this.settings.developmentCode) {
      this.codes.delete(key);
      return true;
    }
    const sent = this.codes.get(key);
    if (!sent || sent.expiresAt <= this.now() || sent.code !== code) return false;
    this.codes.delete(key);
    return true;
  }

  /** A password-reset token for the player, valid like a code. */
  issueResetToken(playerId: number): string {
    const token = randomBytes(12).toString('hex');
    this.resetTokens.set(token, { playerId, expiresAt: this.now() + CODE_LIFETIME_MS });
    return token;
  }

  /** The player a reset token is for, when valid; `consume` uses it up. */
  resetTokenPlayer(token: string, consume = false): Player | undefined {
    const entry = this.resetTokens.get(token);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    if (consume) this.resetTokens.delete(token);
    return this.players.get(entry.playerId);
  }

  // Money

  /**
   * Applies a signed movement to the player's balance and records it, or
   * refuses it (and changes nothing) when the balance would go below zero or,
   * for a stake, when a responsible-play limit or restriction forbids it.
   */
  move(player: Player, kind: MovementKind, amount: number, reference: string): Outcome<Movement> {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`not minor units: ${amount}`);
    if (kind === 'bet') {
      const refused = this.responsible.refuseStake(player, -amount);
      if (refused) return refused;
    }
    const after = player.balance + amount;
    if (after < 0) return { ok: false, errors: { amount: ['balance.insufficient'] } };
    player.balance = after;
    const movement: Movement = {
      id: this.nextMovementId++,
      playerId: player.id,
      kind,
      amount,
      balanceAfter: after,
      currency: player.currency,
      reference,
      at: this.now(),
    };
    this.ledger.push(movement);
    return { ok: true, value: movement };
  }

  /** Opens an invoice; it turns paid by itself after the configured delay. */
  openInvoice(
    player: Player,
    input: Pick<Invoice, 'methodHash' | 'type' | 'amount' | 'shopAmount' | 'commission'>,
  ): Invoice {
    const now = this.now();
    const invoice: Invoice = {
      ...input,
      id: this.nextInvoiceId++,
      hash: `inv-${randomBytes(4).toString('hex')}`,
      playerId: player.id,
      lifeTimeS: 1200,
      status: INVOICE_WAITING,
      createdAt: now,
      paysAt: now + this.settings.invoicePaidAfterMs,
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** Marks an invoice paid and credits its shop amount, once. */
  payInvoice(invoice: Invoice): void {
    if (invoice.status !== INVOICE_WAITING) return;
    const player = this.players.get(invoice.playerId);
    if (!player) return;
    invoice.status = INVOICE_PAID;
    this.move(player, 'deposit', invoice.shopAmount, `invoice:${invoice.id}`);
    this.settings.log(
      `invoice ${invoice.id} paid: player ${player.id} +${(invoice.shopAmount / 100).toFixed(2)} ${player.currency}`,
    );
  }

  /** Marks a waiting invoice failed (nothing is credited). */
  failInvoice(invoice: Invoice): void {
    if (invoice.status === INVOICE_WAITING) invoice.status = INVOICE_FAILED;
  }

  /**
   * Requests a payout: the amount leaves the balance in the same step as the
   * check (refused, changing nothing, when the balance is short).
   */
  requestPayout(
    player: Player,
    input: Pick<Payout, 'method' | 'amount' | 'destination'>,
  ): Outcome<Payout> {
    const id = this.nextPayoutId;
    const moved = this.move(player, 'withdrawal', -input.amount, `payout:${id}`);
    if (!moved.ok) return moved;
    this.nextPayoutId++;
    const now = this.now();
    const payout: Payout = {
      ...input,
      id,
      playerId: player.id,
      currency: player.currency,
      status: 'pending',
      createdAt: now,
      paysAt: now + this.settings.payoutPaidAfterMs,
    };
    this.payouts.set(id, payout);
    return { ok: true, value: payout };
  }

  /** Fails a pending payout: its amount returns to the balance, recorded. */
  failPayout(payout: Payout): void {
    const player = this.players.get(payout.playerId);
    if (payout.status !== 'pending' || !player) return;
    payout.status = 'failed';
    this.move(player, 'withdrawal-returned', payout.amount, `payout:${payout.id}`);
  }

  /** Brings time-driven state up to now: invoices whose time has come turn paid. Run before each request. */
  settle(): void {
    const now = this.now();
    for (const invoice of this.invoices.values()) {
      if (invoice.status === INVOICE_WAITING && invoice.paysAt <= now) this.payInvoice(invoice);
    }
    for (const payout of this.payouts.values()) {
      if (payout.status === 'pending' && payout.paysAt <= now) payout.status = 'paid';
    }
  }
}
