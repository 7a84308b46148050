// The world's bonuses: the welcome pack's deposit bonuses, their wagering by
// real bets, conversion to real money and forfeiture. A module of the world
// (world.ts), which hands it its clock, settings and the ledger's two accounts.
//
// Inferred: SPEC.md names a bonus, a welcome pack, free spins and the
// profile's bonus, bonus_balance and total_balance, but shows no mechanics.
// The model is the bonus account of the casinos this product's players know
// (Pin-Up's and 1win's bonus account, BC.Game's locked balance):
//   - a bonus is credited to the bonus account, apart from the real balance;
//     it is not staked itself;
//   - every real-money bet while it is active moves its wagering by the
//     stake times the game's share (roulette 20 %, every other game 100 %),
//     a stake over the bonus's maximum bet counting as the maximum;
//   - when the bets reach its requirement (35 times the bonus), the bonus
//     becomes real money: one movement off the bonus account, one onto the
//     balance, the same amount;
//   - it is forfeited when it expires (7 days after it was credited), when
//     the player cancels it, or when they confirm a withdrawal while it is
//     active;
//   - several bonuses wager one after another: a bet counts toward the
//     oldest active one;
//   - free spins' winnings (free-spin-play.ts) are bonus money too: one
//     bonus per campaign, growing by each win and its requirement with it
//     (35 times the winnings), its 7 days from the first win.
// The welcome pack: +100 % on the first paid deposit, +75 % and 50 free spins
// on the second, +50 % and 50 free spins on the third, +75 % and 50 free
// spins on the fourth ("up to 300 % and 150 free spins"), each up to 30,000
// RUB by the currency table's scale, on a deposit whose player took the bonus.
import { type CurrencyCode, type InHouseGame, percentBonusMinor, rubInMinor } from '@casino/sdk';
import type { Invoice, MovementKind, Player, SandboxSettings } from './model.ts';

/** What gave a bonus: a step of the welcome pack, a promo code, or a free-spin campaign's winnings. */
type BonusKind = 'welcome' | 'promo' | 'free_spins';

/** Where a bonus stands. */
type BonusStatus = 'active' | 'converted' | 'forfeited' | 'expired';

/** A bonus of a player; amounts in minor units of the player's currency. */
export interface Bonus {
  id: number;
  playerId: number;
  kind: BonusKind;
  /** The welcome pack's step, 1 to 4; null for a promo code's. */
  step: number | null;
  /** The promo code that gave it; null for the welcome pack's. */
  code: string | null;
  currency: CurrencyCode;
  /** What was credited to the bonus account. */
  amountMinor: number;
  /** The bets it takes to convert. */
  wagerMinor: number;
  /** The bets counted so far. */
  wageredMinor: number;
  /** The largest stake counted whole. */
  maxBetMinor: number;
  /** What gave it: `invoice:<id>`, `promo:<code>` or `free-spins:<campaign id>`. */
  reference: string;
  createdAt: number;
  expiresAt: number;
  status: BonusStatus;
  endedAt: number | null;
}

/** A step of the welcome pack: the share of the deposit and the free spins it gives. */
export interface WelcomeStep {
  step: number;
  percent: number;
  freeSpins: number;
}

export const WELCOME_PACK: readonly WelcomeStep[] = [
  { step: 1, percent: 100, freeSpins: 0 },
  { step: 2, percent: 75, freeSpins: 50 },
  { step: 3, percent: 50, freeSpins: 50 },
  { step: 4, percent: 75, freeSpins: 50 },
];

/** How much of a stake counts toward wagering, per cent, by game. */
export const WAGER_SHARE: Readonly<Record<InHouseGame, number>> = {
  crash: 100,
  dice: 100,
  coinflip: 100,
  hilo: 100,
  keno: 100,
  miner: 100,
  cases: 100,
  rooms: 100,
  roulette: 20,
};

/**
 * The promo codes a player can enter on /profile/bonuses (once each): a
 * no-deposit bonus in RUB (scaled to the account currency) under the same
 * wagering, or free spins.
 */
const PROMO_CODES: Readonly<Record<string, { bonusRub: number; freeSpins: number }>> = {
  BONUS500: { bonusRub: 500, freeSpins: 0 },
  SPINS50: { bonusRub: 0, freeSpins: 50 },
};

/** A bonus's limits in RUB, scaled to the other currencies like the bet limits. */
const MAX_BONUS_RUB = 30_000;
const MAX_BET_RUB = 500;
const BONUS_DAYS = 7;

/** The terms a bonus of `step` has in `currency` (the billing data and the list show them). */
export function welcomeTerms(step: WelcomeStep, currency: CurrencyCode, wagerTimes: number) {
  return {
    step: step.step,
    percent: step.percent,
    freeSpins: step.freeSpins,
    maxAmountMinor: rubInMinor(MAX_BONUS_RUB, currency),
    maxBetMinor: rubInMinor(MAX_BET_RUB, currency),
    wagerTimes,
    days: BONUS_DAYS,
  };
}

/** What the bonuses need of the world. */
interface BonusesCore {
  readonly settings: SandboxSettings;
  readonly players: ReadonlyMap<number, Player>;
  now(): number;
  /** Records a movement of the bonus account (payments.ts). */
  moveBonus(player: Player, kind: MovementKind, amount: number, reference: string): void;
  /** Records a movement of the real balance (payments.ts); a credit is never refused. */
  credit(player: Player, kind: MovementKind, amount: number, reference: string): void;
  /** Gives the player free spins (accounts.ts). */
  grantFreeSpins(player: Player, spins: number): void;
  /** How many of the player's deposits are paid, this one included (payments.ts). */
  paidDeposits(playerId: number): number;
}

/** The bonuses of one world. */
export class Bonuses {
  readonly all = new Map<number, Bonus>();
  /** The promo codes each player used. */
  private readonly redeemed = new Map<number, Set<string>>();
  private nextId = 300;
  private readonly core: BonusesCore;

  constructor(core: BonusesCore) {
    this.core = core;
  }

  /** The player's bonuses, newest first. */
  of(playerId: number): Bonus[] {
    return [...this.all.values()].filter((b) => b.playerId === playerId).reverse();
  }

  /** The player's active bonuses, oldest first (the order they wager in). */
  active(playerId: number): Bonus[] {
    return [...this.all.values()].filter((b) => b.playerId === playerId && b.status === 'active');
  }

  /** The welcome pack's step the player's next paid deposit would get, or null when it is spent. */
  nextStep(playerId: number): WelcomeStep | null {
    return WELCOME_PACK[this.core.paidDeposits(playerId)] ?? null;
  }

  /**
   * A deposit was paid (its movement is recorded): when the player took the
   * bonus and the pack has a step for this deposit, the step's bonus is
   * credited to the bonus account and its free spins given.
   */
  depositPaid(player: Player, invoice: Invoice): Bonus | null {
    if (!invoice.bonus) return null;
    const step = WELCOME_PACK[this.core.paidDeposits(player.id) - 1];
    if (!step) return null;
    const terms = welcomeTerms(step, player.currency, this.core.settings.bonusWagerTimes);
    const amountMinor = percentBonusMinor(invoice.shopAmount, step.percent, terms.maxAmountMinor);
    if (step.freeSpins > 0) this.core.grantFreeSpins(player, step.freeSpins);
    if (amountMinor <= 0) return null;
    const now = this.core.now();
    const bonus: Bonus = {
      id: this.nextId++,
      playerId: player.id,
      kind: 'welcome',
      step: step.step,
      code: null,
      currency: player.currency,
      amountMinor,
      wagerMinor: amountMinor * terms.wagerTimes,
      wageredMinor: 0,
      maxBetMinor: terms.maxBetMinor,
      reference: `invoice:${invoice.id}`,
      createdAt: now,
      expiresAt: now + terms.days * 24 * 3600 * 1000,
      status: 'active',
      endedAt: null,
    };
    this.all.set(bonus.id, bonus);
    invoice.bonusMinor = amountMinor;
    this.core.moveBonus(player, 'bonus', amountMinor, `bonus:${bonus.id}`);
    this.core.settings.log(
      `bonus ${bonus.id}: player ${player.id} +${(amountMinor / 100).toFixed(2)} ${player.currency} (welcome step ${step.step})`,
    );
    return bonus;
  }

  /**
   * Applies a promo code for the player: its bonus credited to the bonus
   * account (wagered like any other) and its free spins given; refused for
   * an unknown code or one the player used.
   */
  redeem(
    player: Player,
    text: string,
  ): { ok: true; bonus: Bonus | null; freeSpins: number } | { ok: false; error: string } {
    const code = text.trim().toUpperCase();
    const promo = PROMO_CODES[code];
    if (!promo) return { ok: false, error: 'promo.unknown' };
    const used = this.redeemed.get(player.id) ?? new Set<string>();
    if (used.has(code)) return { ok: false, error: 'promo.used' };
    used.add(code);
    this.redeemed.set(player.id, used);
    if (promo.freeSpins > 0) this.core.grantFreeSpins(player, promo.freeSpins);
    if (promo.bonusRub <= 0) return { ok: true, bonus: null, freeSpins: promo.freeSpins };
    const amountMinor = rubInMinor(promo.bonusRub, player.currency);
    const wagerTimes = this.core.settings.bonusWagerTimes;
    const now = this.core.now();
    const bonus: Bonus = {
      id: this.nextId++,
      playerId: player.id,
      kind: 'promo',
      step: null,
      code,
      currency: player.currency,
      amountMinor,
      wagerMinor: amountMinor * wagerTimes,
      wageredMinor: 0,
      maxBetMinor: rubInMinor(MAX_BET_RUB, player.currency),
      reference: `promo:${code}`,
      createdAt: now,
      expiresAt: now + BONUS_DAYS * 24 * 3600 * 1000,
      status: 'active',
      endedAt: null,
    };
    this.all.set(bonus.id, bonus);
    this.core.moveBonus(player, 'bonus', amountMinor, `bonus:${bonus.id}`);
    return { ok: true, bonus, freeSpins: promo.freeSpins };
  }

  /**
   * A free spin of `campaignId` won `winMinor`: added to that campaign's
   * active bonus (made at its first win), its requirement growing with it.
   */
  freeSpinWon(player: Player, campaignId: number, winMinor: number): Bonus | null {
    if (winMinor <= 0) return null;
    const reference = `free-spins:${campaignId}`;
    const wagerTimes = this.core.settings.bonusWagerTimes;
    let bonus = this.active(player.id).find((b) => b.reference === reference);
    if (!bonus) {
      const now = this.core.now();
      bonus = {
        id: this.nextId++,
        playerId: player.id,
        kind: 'free_spins',
        step: null,
        code: null,
        currency: player.currency,
        amountMinor: 0,
        wagerMinor: 0,
        wageredMinor: 0,
        maxBetMinor: rubInMinor(MAX_BET_RUB, player.currency),
        reference,
        createdAt: now,
        expiresAt: now + BONUS_DAYS * 24 * 3600 * 1000,
        status: 'active',
        endedAt: null,
      };
      this.all.set(bonus.id, bonus);
    }
    bonus.amountMinor += winMinor;
    bonus.wagerMinor += winMinor * wagerTimes;
    this.core.moveBonus(player, 'bonus', winMinor, `bonus:${bonus.id}`);
    return bonus;
  }

  /**
   * A real-money bet of `stakeMinor` in `game` was taken: the game's share of
   * it (of the maximum bet at most) counts toward the oldest active bonus,
   * which converts to real money when its requirement is met.
   */
  wagered(player: Player, stakeMinor: number, game: InHouseGame): void {
    const [bonus] = this.active(player.id);
    if (!bonus) return;
    const counted = Math.floor((Math.min(stakeMinor, bonus.maxBetMinor) * WAGER_SHARE[game]) / 100);
    bonus.wageredMinor = Math.min(bonus.wagerMinor, bonus.wageredMinor + counted);
    if (bonus.wageredMinor >= bonus.wagerMinor) this.convert(player, bonus);
  }

  /** Ends an active bonus by the player's choice (a cancel, or a withdrawal they confirmed). */
  forfeit(player: Player, bonus: Bonus): void {
    this.end(player, bonus, 'forfeited');
  }

  /** Brings time-driven state up to now: bonuses past their expiry expire. Run before each request. */
  settle(): void {
    const now = this.core.now();
    for (const bonus of this.all.values()) {
      if (bonus.status !== 'active' || bonus.expiresAt > now) continue;
      const player = this.core.players.get(bonus.playerId);
      if (player) this.end(player, bonus, 'expired');
    }
  }

  private convert(player: Player, bonus: Bonus): void {
    bonus.status = 'converted';
    bonus.endedAt = this.core.now();
    this.core.moveBonus(player, 'bonus-convert', -bonus.amountMinor, `bonus:${bonus.id}`);
    this.core.credit(player, 'bonus-convert', bonus.amountMinor, `bonus:${bonus.id}`);
    this.core.settings.log(
      `bonus ${bonus.id} converted: player ${player.id} +${(bonus.amountMinor / 100).toFixed(2)} ${player.currency}`,
    );
  }

  private end(player: Player, bonus: Bonus, status: 'forfeited' | 'expired'): void {
    if (bonus.status !== 'active') return;
    bonus.status = status;
    bonus.endedAt = this.core.now();
    this.core.moveBonus(player, 'bonus-forfeit', -bonus.amountMinor, `bonus:${bonus.id}`);
  }
}
