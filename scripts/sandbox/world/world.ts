// The sandbox's world: players, sessions, one-time codes, invoices, the
// ledger of every money movement, the game services' seeds and rounds, the
// live tables and responsible play, in memory for one run (a restart resets
// it). Time comes from an injectable clock, so tests move it instead of waiting.
//
// The world composes its modules, each in its own file, none importing this
// one back (their shared shapes are model.ts, what the world offers them is
// `WorldCore`): accounts.ts (players, sessions, codes, free spins),
// payments.ts (the ledger, invoices, payouts), bonuses.ts (the welcome
// pack's bonuses and their wagering), crypto.ts (crypto deposit addresses
// and transfers), sport-bets.ts (sport bets on the book of sportsbook.ts),
// games.ts (the game services'
// seeds and rounds), live.ts (the live tables) and responsible.ts (limits,
// restrictions and the check of every stake). The HTTP layer (server.ts,
// routes/, controls/) reads and changes the world through this class.
//
// Money is integer minor units (the SDK's rules/money.ts). Every balance change goes
// through `move()`, which checks and applies it in one synchronous step: Node
// runs one handler at a time between awaits, so two concurrent requests can
// never both pass the check and overdraw the balance.
import { randomUUID } from 'node:crypto';
import { Accounts } from './accounts.ts';
import { Bonuses } from './bonuses.ts';
import { Crypto } from './crypto.ts';
import { drawFreeSpin, type FreeSpinResult } from './free-spin-play.ts';
import { Games } from './games.ts';
import { Live } from './live.ts';
import {
  DEFAULT_SETTINGS,
  type FreeSpinCampaign,
  type Invoice,
  type Movement,
  type Payout,
  type Player,
  type SandboxSettings,
  type SettledBet,
  type Site,
  type WorldCore,
} from './model.ts';
import { Payments } from './payments.ts';
import { Responsible } from './responsible.ts';
import { SportBets } from './sport-bets.ts';

export { hashPassword } from './accounts.ts';
export type { Invoice, Payout, Player, SandboxSettings } from './model.ts';
export { INVOICE_PAID, INVOICE_WAITING } from './model.ts';

/** The whole state of one sandbox run. */
export class World implements WorldCore {
  readonly settings: SandboxSettings;
  /** Players, sessions, codes and free spins (accounts.ts). */
  readonly accounts: Accounts;
  /** The ledger, invoices and payouts (payments.ts). */
  readonly payments: Payments;
  /** The welcome pack's bonuses and their wagering (bonuses.ts). */
  readonly bonuses: Bonuses;
  /** Crypto deposit addresses and the transfers to them (crypto.ts). */
  readonly crypto: Crypto;
  /** The game services' seed pairs and rounds (games.ts). */
  readonly games: Games;
  /** The shared live tables (crash, rooms), started at first use (live.ts). */
  readonly live: Live;
  /** Responsible play: limits, restrictions and the checks of every movement (responsible.ts). */
  readonly responsible: Responsible;
  /** The sport bets, on the sportsbook of sportsbook.ts (sport-bets.ts). */
  readonly sportBets: SportBets;
  /** Real-money launches of catalog games (the stand-in page's free spins): id → player, game, last spin. */
  private readonly launches = new Map<
    string,
    { playerId: number; gameId: number; last: FreeSpinResult | null }
  >();
  site: Site = {
    ip: '127.0.0.1',
    countryCode: 'RU',
    blocked: false,
    sso: null,
    mirrors: [],
    newLink: null,
  };

  constructor(settings: Partial<SandboxSettings> = {}) {
    this.settings = { ...DEFAULT_SETTINGS, ...settings };
    this.accounts = new Accounts(this);
    this.payments = new Payments({
      settings: this.settings,
      players: this.accounts.players,
      now: () => this.now(),
      refuseStake: (player, stake) => this.responsible.refuseStake(player, stake),
      staked: (player, stake, game) => this.bonuses.wagered(player, stake, game),
      depositPaid: (player, invoice) => void this.bonuses.depositPaid(player, invoice),
    });
    this.bonuses = new Bonuses({
      settings: this.settings,
      players: this.accounts.players,
      now: () => this.now(),
      moveBonus: (player, kind, amount, reference) =>
        void this.payments.moveBonus(player, kind, amount, reference),
      credit: (player, kind, amount, reference) =>
        void this.payments.move(player, kind, amount, reference),
      grantFreeSpins: (player, spins) => void this.accounts.grantFreeSpins(player, spins),
      paidDeposits: (playerId) => this.payments.paidDeposits(playerId),
    });
    this.crypto = new Crypto({
      settings: this.settings,
      players: this.accounts.players,
      now: () => this.now(),
      credit: (player, kind, amount, reference) =>
        void this.payments.move(player, kind, amount, reference),
    });
    this.sportBets = new SportBets({
      settings: this.settings,
      players: this.accounts.players,
      now: () => this.now(),
      move: (player, kind, amount, reference) =>
        this.payments.move(player, kind, amount, reference),
    });
    this.games = new Games(this);
    this.live = new Live(this);
    this.responsible = new Responsible(this);
  }

  now(): number {
    return this.settings.now();
  }

  get players(): Map<number, Player> {
    return this.accounts.players;
  }

  get freeSpins(): Map<number, FreeSpinCampaign> {
    return this.accounts.freeSpins;
  }

  get invoices(): Map<number, Invoice> {
    return this.payments.invoices;
  }

  get ledger(): Movement[] {
    return this.payments.ledger;
  }

  get payouts(): Map<number, Payout> {
    return this.payments.payouts;
  }

  // Accounts (accounts.ts)

  findByEmail(...args: Parameters<Accounts['findByEmail']>): ReturnType<Accounts['findByEmail']> {
    return this.accounts.findByEmail(...args);
  }

  findByPhone(...args: Parameters<Accounts['findByPhone']>): ReturnType<Accounts['findByPhone']> {
    return this.accounts.findByPhone(...args);
  }

  register(...args: Parameters<Accounts['register']>): ReturnType<Accounts['register']> {
    return this.accounts.register(...args);
  }

  setPhone(...args: Parameters<Accounts['setPhone']>): ReturnType<Accounts['setPhone']> {
    return this.accounts.setPhone(...args);
  }

  setEmail(...args: Parameters<Accounts['setEmail']>): ReturnType<Accounts['setEmail']> {
    return this.accounts.setEmail(...args);
  }

  grantFreeSpins(
    ...args: Parameters<Accounts['grantFreeSpins']>
  ): ReturnType<Accounts['grantFreeSpins']> {
    return this.accounts.grantFreeSpins(...args);
  }

  issueToken(...args: Parameters<Accounts['issueToken']>): ReturnType<Accounts['issueToken']> {
    return this.accounts.issueToken(...args);
  }

  playerOf(...args: Parameters<Accounts['playerOf']>): ReturnType<Accounts['playerOf']> {
    return this.accounts.playerOf(...args);
  }

  refresh(...args: Parameters<Accounts['refresh']>): ReturnType<Accounts['refresh']> {
    return this.accounts.refresh(...args);
  }

  sessionStart(
    ...args: Parameters<Accounts['sessionStart']>
  ): ReturnType<Accounts['sessionStart']> {
    return this.accounts.sessionStart(...args);
  }

  latestSessionStart(
    ...args: Parameters<Accounts['latestSessionStart']>
  ): ReturnType<Accounts['latestSessionStart']> {
    return this.accounts.latestSessionStart(...args);
  }

  revoke(...args: Parameters<Accounts['revoke']>): ReturnType<Accounts['revoke']> {
    return this.accounts.revoke(...args);
  }

  expire(...args: Parameters<Accounts['expire']>): ReturnType<Accounts['expire']> {
    return this.accounts.expire(...args);
  }

  expireAll(...args: Parameters<Accounts['expireAll']>): ReturnType<Accounts['expireAll']> {
    return this.accounts.expireAll(...args);
  }

  sendCode(...args: Parameters<Accounts['sendCode']>): ReturnType<Accounts['sendCode']> {
    return this.accounts.sendCode(...args);
  }

  useCode(...args: Parameters<Accounts['useCode']>): ReturnType<Accounts['useCode']> {
    return this.accounts.useCode(...args);
  }

  issueResetToken(
    ...args: Parameters<Accounts['issueResetToken']>
  ): ReturnType<Accounts['issueResetToken']> {
    return this.accounts.issueResetToken(...args);
  }

  resetTokenPlayer(
    ...args: Parameters<Accounts['resetTokenPlayer']>
  ): ReturnType<Accounts['resetTokenPlayer']> {
    return this.accounts.resetTokenPlayer(...args);
  }

  // Money (payments.ts)

  move(...args: Parameters<Payments['move']>): ReturnType<Payments['move']> {
    return this.payments.move(...args);
  }

  announce(bet: SettledBet): void {
    this.live.bets.announce(bet);
  }

  openInvoice(...args: Parameters<Payments['openInvoice']>): ReturnType<Payments['openInvoice']> {
    return this.payments.openInvoice(...args);
  }

  payInvoice(...args: Parameters<Payments['payInvoice']>): ReturnType<Payments['payInvoice']> {
    return this.payments.payInvoice(...args);
  }

  failInvoice(...args: Parameters<Payments['failInvoice']>): ReturnType<Payments['failInvoice']> {
    return this.payments.failInvoice(...args);
  }

  requestPayout(
    ...args: Parameters<Payments['requestPayout']>
  ): ReturnType<Payments['requestPayout']> {
    return this.payments.requestPayout(...args);
  }

  failPayout(...args: Parameters<Payments['failPayout']>): ReturnType<Payments['failPayout']> {
    return this.payments.failPayout(...args);
  }

  // Free spins (accounts.ts keeps the campaigns, free-spin-play.ts draws a spin, bonuses.ts keeps the winnings)

  /**
   * The player's campaigns that can be played now: not cancelled, spins
   * left, not expired; none during a time-out or self-exclusion (promotions
   * are closed then).
   */
  activeFreeSpins(player: Player): FreeSpinCampaign[] {
    if (this.responsible.isRestricted(player)) return [];
    const now = this.now();
    return [...this.accounts.freeSpins.values()].filter(
      (c) => c.playerId === player.id && !c.cancelled && c.spins > 0 && c.expiresAt > now,
    );
  }

  /** Plays the next spin of the player's oldest playable campaign on `gameId`; null when there is none. */
  playFreeSpin(player: Player, gameId: number): FreeSpinResult | null {
    const campaign = this.activeFreeSpins(player).find((c) => c.gameId === gameId);
    if (!campaign) return null;
    campaign.spins -= 1;
    campaign.played += 1;
    const result = drawFreeSpin(campaign.id, campaign.played, player.currency);
    this.bonuses.freeSpinWon(player, campaign.id, result.winMinor);
    return result;
  }

  /** Opens a real-money launch of catalog game `gameId` for the player; its id goes into the launch address. */
  openLaunch(playerId: number, gameId: number): string {
    const id = randomUUID();
    this.launches.set(id, { playerId, gameId, last: null });
    return id;
  }

  /**
   * What the stand-in page of launch `id` shows of free spins: the spins
   * left on its game (0 for none), the currency and the last spin played
   * there; null for an unknown launch.
   */
  launchSpins(
    id: string,
  ): { left: number; currency: Player['currency']; last: FreeSpinResult | null } | null {
    const launch = this.launches.get(id);
    const player = launch && this.accounts.players.get(launch.playerId);
    if (!launch || !player) return null;
    const left = this.activeFreeSpins(player)
      .filter((c) => c.gameId === launch.gameId)
      .reduce((sum, c) => sum + c.spins, 0);
    return { left, currency: player.currency, last: launch.last };
  }

  /** Plays a free spin in launch `id` (see playFreeSpin); null when there is nothing to play. */
  spinInLaunch(id: string): FreeSpinResult | null {
    const launch = this.launches.get(id);
    const player = launch && this.accounts.players.get(launch.playerId);
    if (!launch || !player) return null;
    const result = this.playFreeSpin(player, launch.gameId);
    if (result) launch.last = result;
    return result;
  }

  /** Brings time-driven state up to now: invoices paid, payouts settled, bonuses expired, crypto credited, sport bets settled. */
  settle(): void {
    this.payments.settle();
    this.bonuses.settle();
    this.crypto.settle();
    this.sportBets.settle();
  }
}
