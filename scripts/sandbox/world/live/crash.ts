// The shared crash table (world/live.ts starts it at first use): betting,
// the round climbing to its crash point from the table's hash chain, the
// pause; real and simulated bets, cash-outs by hand or automatic, and the
// test's holds. The rules of the live tables are in world/live.ts.
import { randomBytes, randomInt } from 'node:crypto';
import { type CurrencyCode, currencyRules, fromMinor, timesMultiplier, toMinor } from '@casino/sdk';
import {
  CRASH_GROWTH,
  chainCrashPoint,
  crashMsToReach,
  crashMultiplierAt,
  previousGameHash,
} from '@casino/sdk/fair';
import type { Outcome, Player, WorldCore } from '../model.ts';
import {
  BOT_CURRENCIES,
  BOT_NAMES,
  CHAIN_LENGTH,
  CRASH_SNAPSHOT_HISTORY,
  type CrashEvent,
  Feed,
  HISTORY_KEPT,
  LIVE_TIMING,
  maskedName,
  pick,
  refuse,
  type Schemas,
  shuffled,
  Timers,
} from './table.ts';

/** A bet on a crash round: a real player's (playerId) or a simulated one's. */
interface CrashBetState {
  id: string;
  roundId: string;
  roundNumber: number;
  playerId: number | null;
  player: string;
  currency: CurrencyCode;
  amountMinor: number;
  autoCashOut: number | null;
  /** A simulated player's own moment to cash out by hand, if any. */
  botCashOut: number | null;
  status: 'open' | 'won' | 'lost';
  cashedOutAt: number | null;
  payoutMinor: number;
  createdAt: number;
  /** The round's crash point and hash, copied when it ends (the bet outlives the kept history). */
  crashPoint: number | null;
  hash: string | null;
}

interface CrashRoundState {
  id: string;
  /** Its place in its chain, from 1. */
  number: number;
  /** The terminating hash of its chain. */
  terminatingHash: string;
  phase: 'betting' | 'running' | 'ended';
  bettingEndsAt: number;
  startedAt: number | null;
  /** When its climb counts from: the start, moved on by the time a hold kept it still. */
  climbFrom: number | null;
  /** The multiplier a hold stops this running round at, if it gets there. */
  stopAt: number | null;
  /** The multiplier it stays at while a hold keeps it, or null while it climbs. */
  stoppedAt: number | null;
  endedAt: number | null;
  /** Secret until the round ends. */
  hash: string;
  crashPoint: number;
  bets: CrashBetState[];
}

/**
 * Where a test stops the crash table until it lets it go: 'ended' (the ended
 * round stays, no betting opens), 'betting' (the round taking bets does not
 * start), or a multiplier (a running round that gets there stays at it; one
 * that crashes below ends as usual). The table stops when it reaches the point.
 */
export type CrashHold = 'ended' | 'betting' | number;

/** The crash table as a test sees it (`GET /_sandbox/live/crash`). */
export interface CrashTableState {
  round: { id: string; number: number; phase: CrashRoundState['phase']; multiplier: number };
  hold: CrashHold | null;
  /** Whether the table is stopped at its hold now. */
  stopped: boolean;
}

/** The shared crash table. */
export class CrashTable {
  readonly feed = new Feed<CrashEvent>();
  private readonly world: WorldCore;
  private readonly speed: number;
  private readonly bots: boolean;
  /** The hashes of the rounds still to play, the next one last. */
  private chain: string[] = [];
  terminatingHash = '';
  salt = '';
  private round: CrashRoundState | null = null;
  private readonly history: CrashRoundState[] = [];
  /** Every real player's bet, oldest first. */
  private readonly playerBets: CrashBetState[] = [];
  private readonly timers = new Timers();
  private ticker: NodeJS.Timeout | null = null;
  private nextBetId = 1;
  /** Rounds played from the current chain, and chains made. */
  private roundsPlayed = 0;
  private chains = 0;
  /** A test's hold, and the phase change it stopped (run when it lets go). */
  private holdAt: CrashHold | null = null;
  private stopped: { at: 'ended' | 'betting'; go: () => void } | null = null;
  /** Counts the running round's schedules: a timer of an older one does nothing. */
  private climbs = 0;

  constructor(world: WorldCore, options: { speed: number; bots: boolean }) {
    this.world = world;
    this.speed = options.speed;
    this.bots = options.bots;
    this.newChain();
    this.openBetting();
  }

  /** The multiplier's growth per ms of real time. */
  get rate(): number {
    return CRASH_GROWTH * this.speed;
  }

  /**
   * A fresh chain: a random seed hashed CHAIN_LENGTH times; its last hash is
   * published. Round numbers start again at 1 (a round's number is its
   * distance from the terminating hash); the salt is the table's.
   */
  private newChain(): void {
    const hashes = [randomBytes(32).toString('hex')];
    for (let i = 1; i <= CHAIN_LENGTH; i++) hashes.push(previousGameHash(hashes[i - 1] as string));
    this.terminatingHash = hashes.pop() as string;
    this.chain = hashes;
    this.salt ||= randomBytes(32).toString('hex');
    this.roundsPlayed = 0;
    this.chains++;
    this.world.settings.log(
      `crash: chain published, terminating hash ${this.terminatingHash}, salt ${this.salt}`,
    );
  }

  private openBetting(): void {
    if (this.chain.length === 0) this.newChain();
    const hash = this.chain.pop() as string;
    const number = ++this.roundsPlayed;
    const now = Date.now();
    this.round = {
      id: `crash-${this.chains}-${number}`,
      number,
      terminatingHash: this.terminatingHash,
      phase: 'betting',
      bettingEndsAt: now + Math.round(LIVE_TIMING.crashBetting / this.speed),
      startedAt: null,
      climbFrom: null,
      stopAt: null,
      stoppedAt: null,
      endedAt: null,
      hash,
      crashPoint: chainCrashPoint(hash, this.salt),
      bets: [],
    };
    this.emitRound('betting');
    if (this.bots) this.scheduleBots(this.round);
    this.timers.at(this.round.bettingEndsAt - now, () =>
      this.unlessHeld('betting', () => this.start()),
    );
  }

  /** Runs `go` now, or when the test lets go if the table is held at `at`. */
  private unlessHeld(at: 'ended' | 'betting', go: () => void): void {
    if (this.holdAt === at) this.stopped = { at, go };
    else go();
  }

  private scheduleBots(round: CrashRoundState): void {
    const count = 3 + randomInt(4);
    const window = round.bettingEndsAt - Date.now();
    const names = shuffled(BOT_NAMES).slice(0, count);
    for (const name of names) {
      this.timers.at(randomInt(Math.max(1, window - 50)), () => {
        if (this.round !== round || round.phase !== 'betting') return;
        const currency = pick(BOT_CURRENCIES);
        const { min, max } = currencyRules(currency).bets.crash;
        const amount = Math.min(max ?? 1000, (min ?? 1) * pick([10, 20, 50, 100, 200, 500]));
        const target = pick([1.2, 1.5, 2, 2, 3, 5, 10]);
        const manual = randomInt(3) === 0;
        this.addBet(round, {
          playerId: null,
          player: `${name.slice(0, 3)}•••`,
          currency,
          amountMinor: toMinor(amount) ?? 100,
          autoCashOut: manual ? null : target,
          botCashOut: manual ? Math.round((1.1 + randomInt(300) / 100) * 100) / 100 : null,
        });
      });
    }
  }

  private addBet(
    round: CrashRoundState,
    bet: Pick<
      CrashBetState,
      'playerId' | 'player' | 'currency' | 'amountMinor' | 'autoCashOut' | 'botCashOut'
    >,
  ): CrashBetState {
    const state: CrashBetState = {
      ...bet,
      id: `cb-${this.nextBetId++}`,
      roundId: round.id,
      roundNumber: round.number,
      status: 'open',
      cashedOutAt: null,
      payoutMinor: 0,
      createdAt: Date.now(),
      crashPoint: null,
      hash: null,
    };
    round.bets.push(state);
    this.feed.emit({
      type: 'bet',
      serverTime: Date.now(),
      roundId: round.id,
      bet: publicCrashBet(state),
    });
    return state;
  }

  private start(): void {
    const round = this.round;
    if (!round) return;
    round.phase = 'running';
    round.startedAt = Date.now();
    round.climbFrom = round.startedAt;
    this.emitRound('start');
    this.scheduleClimb(round);
    this.ticker = setInterval(() => this.tick(round), LIVE_TIMING.tick);
    this.ticker.unref();
  }

  /**
   * The running round's next moment: its crash, or the multiplier a hold
   * stops it at when it has not got there yet and would (its crash point is higher).
   */
  private scheduleClimb(round: CrashRoundState): void {
    const climb = ++this.climbs;
    const elapsed = Date.now() - (round.climbFrom ?? Date.now());
    const hold = this.holdAt;
    round.stopAt =
      typeof hold === 'number' &&
      hold < round.crashPoint &&
      crashMultiplierAt(elapsed, this.rate) < hold
        ? hold
        : null;
    const stopAt = round.stopAt;
    if (stopAt !== null)
      this.timers.at(crashMsToReach(stopAt, this.rate) - elapsed, () => {
        if (climb === this.climbs) this.multiplierNow(round);
      });
    else
      this.timers.at(crashMsToReach(round.crashPoint, this.rate) - elapsed, () => {
        if (climb === this.climbs) this.end(round);
      });
  }

  /**
   * The multiplier of the running round now; a round that reaches the
   * multiplier its hold names stops there (whichever of the timer, a tick or
   * a cash-out sees it first).
   */
  private multiplierNow(round: CrashRoundState): number {
    if (round.stoppedAt !== null) return round.stoppedAt;
    const multiplier = crashMultiplierAt(Date.now() - (round.climbFrom ?? Date.now()), this.rate);
    if (round.stopAt === null || multiplier < round.stopAt) return multiplier;
    round.stoppedAt = round.stopAt;
    this.climbs++;
    return round.stoppedAt;
  }

  /**
   * Sets the test's hold (null: none), letting the table go on from a hold it
   * was stopped at that no longer applies: a phase change that waited happens
   * now, a round kept at a multiplier climbs on from it.
   */
  hold(at: CrashHold | null): void {
    this.holdAt = at;
    const stopped = this.stopped;
    if (stopped && stopped.at !== at) {
      this.stopped = null;
      stopped.go();
    }
    const round = this.round;
    if (round?.phase !== 'running') return;
    if (round.stoppedAt !== null) {
      if (round.stoppedAt === at) return;
      round.climbFrom = Date.now() - crashMsToReach(round.stoppedAt, this.rate);
      round.stoppedAt = null;
    }
    this.scheduleClimb(round);
  }

  /** The table as a test sees it. */
  state(): CrashTableState {
    const round = this.round as CrashRoundState;
    const multiplier =
      round.phase === 'running'
        ? this.multiplierNow(round)
        : round.phase === 'ended'
          ? round.crashPoint
          : 1;
    return {
      round: { id: round.id, number: round.number, phase: round.phase, multiplier },
      hold: this.holdAt,
      stopped: this.stopped !== null || (round.phase === 'running' && round.stoppedAt !== null),
    };
  }

  private tick(round: CrashRoundState): void {
    if (round.phase !== 'running') return;
    const multiplier = this.multiplierNow(round);
    if (multiplier >= round.crashPoint) return; // the end timer is about to fire
    for (const bet of round.bets) {
      if (bet.status !== 'open') continue;
      const target = bet.autoCashOut ?? bet.botCashOut;
      if (target !== null && target <= multiplier) this.cashOut(round, bet, target);
    }
    this.feed.emit({ type: 'tick', serverTime: Date.now(), roundId: round.id, multiplier });
  }

  private cashOut(round: CrashRoundState, bet: CrashBetState, multiplier: number): void {
    bet.status = 'won';
    bet.cashedOutAt = multiplier;
    bet.payoutMinor = timesMultiplier(bet.amountMinor, multiplier);
    const player = bet.playerId === null ? undefined : this.world.players.get(bet.playerId);
    if (player) this.world.move(player, 'win', bet.payoutMinor, `crash:${bet.id}`);
    this.announce(bet, player);
    this.feed.emit({
      type: 'cashout',
      serverTime: Date.now(),
      roundId: round.id,
      bet: publicCrashBet(bet),
    });
  }

  private end(round: CrashRoundState): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
    // Automatic cash-outs below the crash point count even between two ticks.
    for (const bet of round.bets) {
      const target = bet.autoCashOut ?? bet.botCashOut;
      if (bet.status === 'open' && target !== null && target < round.crashPoint)
        this.cashOut(round, bet, target);
    }
    for (const bet of round.bets) {
      if (bet.status === 'open') {
        bet.status = 'lost';
        this.announce(
          bet,
          bet.playerId === null ? undefined : this.world.players.get(bet.playerId),
        );
      }
      bet.crashPoint = round.crashPoint;
      bet.hash = round.hash;
    }
    round.phase = 'ended';
    round.endedAt = Date.now();
    this.history.unshift(round);
    this.history.length = Math.min(this.history.length, HISTORY_KEPT);
    this.emitRound('end');
    this.timers.at(Math.round(LIVE_TIMING.crashPause / this.speed), () =>
      this.unlessHeld('ended', () => this.openBetting()),
    );
  }

  /** Tells the live bets feed a bet settled (won at its cash-out, or lost in the crash). */
  private announce(bet: CrashBetState, player: Player | undefined): void {
    this.world.announce({
      id: bet.id,
      game: 'crash',
      player: player ?? bet.player,
      currency: bet.currency,
      stakeMinor: bet.amountMinor,
      payoutMinor: bet.payoutMinor,
    });
  }

  private emitRound(type: 'betting' | 'start' | 'end'): void {
    if (!this.round) return;
    this.feed.emit({
      type,
      serverTime: Date.now(),
      round: publicCrashRound(this.round, this.rate),
    });
  }

  /** The first event of every connection. */
  snapshot(): CrashEvent {
    const round = this.round as CrashRoundState;
    return {
      type: 'snapshot',
      serverTime: Date.now(),
      round: publicCrashRound(round, this.rate),
      bets: round.bets.map(publicCrashBet),
      history: this.history
        .slice(0, CRASH_SNAPSHOT_HISTORY)
        .map((r) => publicCrashRound(r, this.rate)),
      chain: this.chainInfo(),
    };
  }

  chainInfo(): Schemas['CrashChain'] {
    return { terminatingHash: this.terminatingHash, salt: this.salt };
  }

  /** Ended rounds, newest first. */
  endedRounds(limit: number): Schemas['CrashLiveRound'][] {
    return this.history.slice(0, limit).map((r) => publicCrashRound(r, this.rate));
  }

  /** A real player's bet on the round taking bets. */
  place(
    player: Player,
    body: { amount?: unknown; autoCashOut?: unknown } | undefined,
  ): Outcome<CrashBetState> {
    const round = this.round;
    if (round?.phase !== 'betting') return refuse('round', 'round.closed');
    if (round.bets.some((b) => b.playerId === player.id))
      return refuse('round', 'round.bet_placed');
    const amountMinor = typeof body?.amount === 'number' ? toMinor(body.amount) : null;
    if (amountMinor === null || amountMinor <= 0) return refuse('amount', 'bet.amount');
    const auto = body?.autoCashOut;
    if (
      auto !== undefined &&
      (typeof auto !== 'number' || !(auto >= 1.01) || toMinor(auto) === null || auto > 1_000_000)
    )
      return refuse('autoCashOut', 'round.target');
    const { min, max } = currencyRules(player.currency).bets.crash;
    if (min !== null && amountMinor < (toMinor(min) ?? 0)) return refuse('amount', 'bet.min');
    if (max !== null && amountMinor > (toMinor(max) ?? Number.POSITIVE_INFINITY))
      return refuse('amount', 'bet.max');
    const id = `cb-${this.nextBetId}`;
    const moved = this.world.move(player, 'bet', -amountMinor, `crash:${id}`, 'crash');
    if (!moved.ok) return moved;
    const bet = this.addBet(round, {
      playerId: player.id,
      player: maskedName(player),
      currency: player.currency,
      amountMinor,
      autoCashOut: typeof auto === 'number' ? auto : null,
      botCashOut: null,
    });
    this.playerBets.push(bet);
    return { ok: true, value: bet };
  }

  /** A real player's cash-out now; null when the bet is not theirs. */
  cashOutNow(player: Player, betId: string): Outcome<CrashBetState> | null {
    const bet = this.playerBets.find((b) => b.id === betId && b.playerId === player.id);
    if (!bet) return null;
    if (bet.status !== 'open') return refuse('bet', 'bet.settled');
    const round = this.round;
    if (!round || round.id !== bet.roundId || round.phase !== 'running')
      return refuse('round', 'round.not_running');
    const multiplier = this.multiplierNow(round);
    if (multiplier >= round.crashPoint) return refuse('round', 'round.not_running');
    this.cashOut(round, bet, multiplier);
    return { ok: true, value: bet };
  }

  /** A player's bets, newest first. */
  betsOf(player: Player, limit: number): CrashBetState[] {
    return this.playerBets
      .filter((b) => b.playerId === player.id)
      .slice(-limit)
      .reverse();
  }

  /** The bet as its player sees it (the round's point and hash once it ended). */
  ownBet(bet: CrashBetState): Schemas['CrashBet'] {
    return {
      id: bet.id,
      roundId: bet.roundId,
      roundNumber: bet.roundNumber,
      amount: fromMinor(bet.amountMinor),
      currency: bet.currency,
      autoCashOut: bet.autoCashOut,
      status: bet.status,
      cashedOutAt: bet.cashedOutAt,
      payout: fromMinor(bet.payoutMinor),
      crashPoint: bet.crashPoint,
      hash: bet.hash,
      createdAt: new Date(bet.createdAt).toISOString(),
    };
  }

  stop(): void {
    this.timers.stop();
    if (this.ticker) clearInterval(this.ticker);
    this.feed.close();
  }
}

function publicCrashRound(round: CrashRoundState, rate: number): Schemas['CrashLiveRound'] {
  const ended = round.phase === 'ended';
  return {
    id: round.id,
    number: round.number,
    terminatingHash: round.terminatingHash,
    phase: round.phase,
    bettingEndsAt: round.bettingEndsAt,
    startedAt: round.startedAt,
    endedAt: round.endedAt,
    rate,
    crashPoint: ended ? round.crashPoint : null,
    hash: ended ? round.hash : null,
  };
}

function publicCrashBet(bet: CrashBetState): Schemas['CrashPublicBet'] {
  return {
    id: bet.id,
    player: bet.player,
    amount: fromMinor(bet.amountMinor),
    currency: bet.currency,
    cashedOutAt: bet.cashedOutAt,
    payout: bet.status === 'won' ? fromMinor(bet.payoutMinor) : null,
  };
}
