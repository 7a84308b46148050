// The world's sport bets: placed at the book's current prices as the player
// allows, their stakes and winnings on the same ledger as every bet, settled
// as their matches decide them, cashed out at the book's offer. A module of
// the world (world.ts), which hands it its clock, settings and `move()`
// (one synchronous step: concurrent bets never overdraw). The book itself
// is sportsbook.ts; the arithmetic is the SDK's rules/betting.ts.
import {
  acceptsPrice,
  cashOutOfferMinor,
  combinedOdds,
  type LegResult,
  MAX_SELECTIONS,
  type OddsChangePolicy,
  type OddsHundredths,
  payoutMinor,
  settlementMinor,
  sportLimitsMinor,
  toMinor,
} from '@casino/sdk';
import type { Movement, MovementKind, Outcome, Player, SandboxSettings } from './model.ts';
import { type Fixture, fixtureById, marketsAt, outcomeResult } from './sportsbook.ts';

/** A selection of a bet: the outcome and the price it was taken at. */
interface Leg {
  fixture: Fixture;
  marketId: string;
  outcome: string;
  odds: OddsHundredths;
}

/** A bet of a player's; money in minor units of its currency. */
export interface SportBet {
  id: number;
  playerId: number;
  currency: Player['currency'];
  stakeMinor: number;
  odds: OddsHundredths;
  legs: Leg[];
  status: 'open' | 'won' | 'lost' | 'void' | 'cashed_out';
  payoutMinor: number | null;
  placedAt: number;
  settledAt: number | null;
}

/** A selection as the slip sends it. */
export interface SlipSelection {
  event_id: number;
  market_id: string;
  outcome: string;
  odds: number;
}

/** What the sport bets need of the world. */
interface SportBetsCore {
  readonly settings: SandboxSettings;
  readonly players: ReadonlyMap<number, Player>;
  now(): number;
  move(player: Player, kind: MovementKind, amount: number, reference: string): Outcome<Movement>;
}

const refuse = (field: string, code: string): { ok: false; errors: Record<string, string[]> } => ({
  ok: false,
  errors: { [field]: [code] },
});

/** The sport bets of one world. */
export class SportBets {
  readonly all = new Map<number, SportBet>();
  private nextId = 7001;
  private readonly core: SportBetsCore;
  /** The instant the book stands still at (a test's hold), or null while it follows the clock. */
  private heldAt: number | null = null;

  constructor(core: SportBetsCore) {
    this.core = core;
  }

  private get speed(): number {
    return this.core.settings.liveSpeed;
  }

  /**
   * The book's time: the world's clock, or the instant it is held at. Every
   * match's clock, score, prices and suspensions, every bet's placement,
   * offer and settlement are read at it; the records (placed, settled) keep
   * the world's time.
   */
  now(): number {
    return this.heldAt ?? this.core.now();
  }

  /**
   * Holds the book at the world's now (held again: at the new now, so a test
   * steps the matches on with the clock), or lets it follow the clock again.
   * Held, nothing in the book moves: a test's bets and cash-outs never race
   * a match.
   */
  hold(held: boolean): void {
    this.heldAt = held ? this.core.now() : null;
  }

  /** Whether the book is held. */
  get held(): boolean {
    return this.heldAt !== null;
  }

  /** The player's bets, newest first. */
  of(playerId: number): SportBet[] {
    return [...this.all.values()].filter((b) => b.playerId === playerId).reverse();
  }

  /**
   * Places a bet: every selection of a different event, on an open market
   * at a price the player's policy takes (the current one), the stake within
   * the limits, then off the balance (responsible play may refuse it).
   */
  place(
    player: Player,
    selections: readonly SlipSelection[],
    stake: number,
    policy: OddsChangePolicy,
  ): Outcome<SportBet> {
    if (selections.length === 0 || selections.length > MAX_SELECTIONS)
      return refuse('selections', 'validation.between.array');
    const events = new Set(selections.map((s) => s.event_id));
    if (events.size !== selections.length) return refuse('selections', 'betting.same_event');
    const now = this.now();
    const legs: Leg[] = [];
    for (const selection of selections) {
      const fixture = fixtureById(selection.event_id);
      if (!fixture || fixture.startsAt > now + 7 * 24 * 3600 * 1000)
        return refuse('selections', 'betting.event_unknown');
      const market = marketsAt(fixture, now, this.speed).find((m) => m.id === selection.market_id);
      const outcome = market?.outcomes.find((o) => o.key === selection.outcome);
      if (!market || !outcome) return refuse('selections', 'betting.market_closed');
      if (market.suspended) return refuse('selections', 'betting.suspended');
      const asked = Math.round(selection.odds * 100);
      if (!acceptsPrice(asked, outcome.odds, policy))
        return refuse('selections', 'betting.odds_changed');
      legs.push({ fixture, marketId: market.id, outcome: outcome.key, odds: outcome.odds });
    }
    const stakeMinor = toMinor(stake);
    if (stakeMinor === null || stakeMinor <= 0) return refuse('stake', 'validation.numeric');
    const limits = sportLimitsMinor(player.currency);
    if (stakeMinor < limits.minStake) return refuse('stake', 'bet.min');
    const odds = combinedOdds(legs.map((leg) => leg.odds));
    if (payoutMinor(stakeMinor, odds) > limits.maxPayout)
      return refuse('stake', 'betting.payout_max');
    const id = this.nextId++;
    const taken = this.core.move(player, 'bet', -stakeMinor, `sportsbook:${id}`);
    if (!taken.ok) return taken;
    const bet: SportBet = {
      id,
      playerId: player.id,
      currency: player.currency,
      stakeMinor,
      odds,
      legs,
      status: 'open',
      payoutMinor: null,
      placedAt: this.core.now(),
      settledAt: null,
    };
    this.all.set(id, bet);
    this.core.settings.log(
      `sport bet ${id}: player ${player.id} ${(stakeMinor / 100).toFixed(2)} ${player.currency} at ${(odds / 100).toFixed(2)}, ${legs.length} selection(s)`,
    );
    return { ok: true, value: bet };
  }

  /** Each selection's result now: won, lost, void, or null while undecided. */
  results(bet: SportBet): (LegResult | null)[] {
    const now = this.now();
    return bet.legs.map((leg) =>
      outcomeResult(leg.fixture, leg.marketId, leg.outcome, now, this.speed),
    );
  }

  /** The book's cash-out offer for an open bet now, minor units, or null for none. */
  offer(bet: SportBet): number | null {
    if (bet.status !== 'open') return null;
    const now = this.now();
    const results = this.results(bet);
    return cashOutOfferMinor(
      bet.stakeMinor,
      bet.legs.map((leg, i) => {
        const market = marketsAt(leg.fixture, now, this.speed).find((m) => m.id === leg.marketId);
        const current = market?.suspended
          ? null
          : market?.outcomes.find((o) => o.key === leg.outcome)?.odds;
        return { odds: leg.odds, result: results[i] ?? null, current: current ?? null };
      }),
    );
  }

  /** Takes the offer `amount` (major units) for an open bet of the player's. */
  cashOut(player: Player, bet: SportBet, amount: number): Outcome<SportBet> {
    const offer = this.offer(bet);
    if (offer === null) return refuse('amount', 'betting.cashout_unavailable');
    if (toMinor(amount) !== offer) return refuse('amount', 'betting.cashout_changed');
    this.core.move(player, 'win', offer, `sportsbook:${bet.id}`);
    bet.status = 'cashed_out';
    bet.payoutMinor = offer;
    bet.settledAt = this.core.now();
    return { ok: true, value: bet };
  }

  /** Settles the open bets their matches have decided (a win credited). Run before each request. */
  settle(): void {
    for (const bet of this.all.values()) {
      if (bet.status !== 'open') continue;
      const results = this.results(bet);
      const lost = results.includes('lost');
      if (!lost && results.includes(null)) continue;
      const legs = bet.legs.map((leg, i) => ({ odds: leg.odds, result: results[i] as LegResult }));
      const payout = lost ? 0 : settlementMinor(bet.stakeMinor, legs);
      const player = this.core.players.get(bet.playerId);
      if (payout > 0 && player) this.core.move(player, 'win', payout, `sportsbook:${bet.id}`);
      bet.status = lost ? 'lost' : results.every((r) => r === 'void') ? 'void' : 'won';
      bet.payoutMinor = payout;
      bet.settledAt = this.core.now();
    }
  }
}
