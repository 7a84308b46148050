// The world's accounts: players (by id, e-mail and phone), their sessions
// and tokens, one-time codes and password-reset tokens, and the free-spin
// campaigns a new player is given. A module of the world (world.ts), which
// hands it its clock and settings.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { CurrencyCode, LocaleCode, Region } from '@casino/sdk';
import type { FreeSpinCampaign, Outcome, Player, SandboxSettings } from './model.ts';

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

const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Every new player gets this many free spins on the first game of the catalog. */
const WELCOME_SPINS = 10;
const WELCOME_SPINS_GAME_ID = 1;

export const hashPassword = (password: string) =>
  createHash('sha256').update(`sandbox:${password}`).digest('hex');

/** What the accounts need of the world: its clock and settings. */
interface AccountsCore {
  readonly settings: SandboxSettings;
  now(): number;
}

/** Players, sessions and codes of one world. */
export class Accounts {
  readonly players = new Map<number, Player>();
  private readonly byEmail = new Map<string, number>();
  private readonly byPhone = new Map<string, number>();
  private readonly sessions = new Map<string, Session>();
  private readonly codes = new Map<string, OneTimeCode>();
  private readonly resetTokens = new Map<string, { playerId: number; expiresAt: number }>();
  readonly freeSpins = new Map<number, FreeSpinCampaign>();
  private nextCampaignId = 700;
  private nextPlayerId = 1001;
  private readonly core: AccountsCore;

  constructor(core: AccountsCore) {
    this.core = core;
  }

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
      blocked: false,
      region: input.region ?? 'RU',
      balance: 0,
      bonus: 0,
    };
    this.players.set(player.id, player);
    this.grantFreeSpins(player, WELCOME_SPINS);
    if (player.email) this.byEmail.set(player.email, player.id);
    if (player.phone) this.byPhone.set(player.phone, player.id);
    this.core.settings.log(`player ${player.id} registered (${player.email ?? player.phone})`);
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
      played: 0,
      expiresAt: this.core.now() + 3 * 24 * 3600 * 1000,
      cancelled: false,
    };
    this.freeSpins.set(campaign.id, campaign);
    return campaign;
  }

  // Sessions

  /** Issues a new access token for the player: a login starts a session, a refresh carries its start on. */
  issueToken(playerId: number, startedAt = this.core.now()): string {
    const token = `sbx.${playerId}.${randomBytes(18).toString('base64url')}`;
    const now = this.core.now();
    this.sessions.set(token, {
      playerId,
      startedAt,
      expiresAt: now + this.core.settings.tokenLifetimeMs,
      refreshableUntil: now + this.core.settings.refreshWindowMs,
    });
    return token;
  }

  /** The player a valid (unexpired) token belongs to. */
  playerOf(token: string | null): Player | undefined {
    if (!token) return undefined;
    const session = this.sessions.get(token);
    if (!session || session.expiresAt <= this.core.now()) return undefined;
    return this.players.get(session.playerId);
  }

  /** Exchanges a token (expired or not, within the refresh window) for a new one; the old one stops working. */
  refresh(token: string | null): string | null {
    if (!token) return null;
    const session = this.sessions.get(token);
    if (!session || session.refreshableUntil <= this.core.now()) return null;
    this.sessions.delete(token);
    return this.issueToken(session.playerId, session.startedAt);
  }

  /** When the session of a valid token began (its login), or null. */
  sessionStart(token: string | null): number | null {
    const session = token ? this.sessions.get(token) : undefined;
    return session && session.expiresAt > this.core.now() ? session.startedAt : null;
  }

  /** When the player's latest login that can still be used or refreshed happened, or null. */
  latestSessionStart(playerId: number): number | null {
    const now = this.core.now();
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
    session.expiresAt = this.core.now();
    return true;
  }

  /** Makes every token expired now: the scenario from the shell. Returns how many. */
  expireAll(): number {
    const now = this.core.now();
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
      expiresAt: this.core.now() + CODE_LIFETIME_MS,
    });
    this.core.settings.log(`code for ${purpose} to ${target}: ${code}`);
  }

  /** Checks (and on success uses up) a code; the development code always passes. */
  useCode(purpose: string, target: string, code: string): boolean {
    const key = `${purpose}:${target.toLowerCase()}`;
    if (code === this.core.settings.developmentCode) {
      this.codes.delete(key);
      return true;
    }
    const sent = this.codes.get(key);
    if (!sent || sent.expiresAt <= this.core.now() || sent.code !== code) return false;
    this.codes.delete(key);
    return true;
  }

  /** A password-reset token for the player, valid like a code. */
  issueResetToken(playerId: number): string {
    const token = randomBytes(12).toString('hex');
    this.resetTokens.set(token, { playerId, expiresAt: this.core.now() + CODE_LIFETIME_MS });
    return token;
  }

  /** The player a reset token is for, when valid; `consume` uses it up. */
  resetTokenPlayer(token: string, consume = false): Player | undefined {
    const entry = this.resetTokens.get(token);
    if (!entry || entry.expiresAt <= this.core.now()) return undefined;
    if (consume) this.resetTokens.delete(token);
    return this.players.get(entry.playerId);
  }
}
