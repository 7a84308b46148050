// The shared live rounds of the sandbox (openapi/src/paths/live.yaml):
// one crash table and a table per room and currency, each run by its own
// timers, with a handful of simulated players so a developer sees a living
// table. Real players bet through the world's balance like every other game:
// a stake leaves the balance when placed (`World.move`, one synchronous step,
// so concurrent bets never overdraw), winnings arrive at the cash-out or the
// draw. Every event goes to the table's subscribers (the SSE streams).
//
// Fairness: crash points come from a salted SHA-256 hash chain made when the
// table starts (its terminating hash and salt published from the first
// event on; @casino/sdk/fair chain.ts); a room round's server seed is
// committed by its hash when the round opens and mixed with every entry's
// client seed at the draw (live.ts, roomDrawWinner).
//
// Time: the sandbox's real clock (Date.now), sped up by `liveSpeed` for tests
// (phases shorter, the multiplier faster); ticks stay every 100 ms. Tables
// start at their first use and stop with `stop()` (the sandbox's reset and
// shutdown); their timers never keep the process alive.
//
// Holds (the `/_sandbox/live/...` controls): a test stops a table at a point
// of its round and lets it go when it is ready, so that what it does there
// (bet, join, cash out) never races the table's clock, however busy the
// machine. The crash table stops once its round has ended (no new betting),
// while it takes bets (the round does not start), or when a running round
// reaches a multiplier (it stays there: ticks and cash-outs at that
// multiplier); the rooms' draws wait. Released, a table goes on from there.
import { randomBytes, randomInt } from 'node:crypto';
import {
  type CurrencyCode,
  type components,
  currencyRules,
  fromMinor,
  type Room,
  roomLimits,
  timesMultiplier,
  toMinor,
} from '@casino/sdk';
import {
  CRASH_GROWTH,
  chainCrashPoint,
  crashMsToReach,
  crashMultiplierAt,
  hashSeed,
  isClientSeed,
  newClientSeed,
  newServerSeed,
  previousGameHash,
  roomDrawWinner,
  roomPayout,
} from '@casino/sdk/fair';
import type { Outcome, Player, WorldCore } from './model.ts';

type Schemas = components['schemas'];
export type CrashEvent = Schemas['CrashEvent'];
export type RoomEvent = Schemas['RoomEvent'];

/** Phase lengths at normal speed, ms. */
const LIVE_TIMING = {
  crashBetting: 6000,
  crashPause: 3000,
  roomCountdown: 20_000,
  roomPause: 5000,
  tick: 100,
} as const;

/** Rounds a crash chain holds before the table makes the next one. */
const CHAIN_LENGTH = 10_000;
/** Ended rounds kept per table. */
const HISTORY_KEPT = 100;
/** Ended rounds in a snapshot. */
const CRASH_SNAPSHOT_HISTORY = 20;
const ROOM_SNAPSHOT_HISTORY = 10;

/** The simulated players' names (shown masked, like everyone's). */
const BOT_NAMES = [
  'Aruzhan',
  'Dmitry',
  'Olzhas',
  'Marina',
  'Timur',
  'Saule',
  'Ivan',
  'Madina',
  'Yerlan',
  'Olga',
  'Nurlan',
  'Alina',
];
const BOT_CURRENCIES: readonly CurrencyCode[] = ['RUB', 'RUB', 'RUB', 'KZT', 'KZT', 'USD'];

/** How a name is shown to other players: its first three letters and dots. */
function maskedName(player: Pick<Player, 'id' | 'name'>): string {
  const name = player.name?.trim();
  if (name) return `${[...name].slice(0, 3).join('')}•••`;
  return `Player •••${String(player.id).slice(-2).padStart(2, '0')}`;
}

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;

/** A copy of `list` in random order (Fisher–Yates). */
function shuffled<T>(list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A timer that does not keep the process alive. */
function later(ms: number, run: () => void): NodeJS.Timeout {
  const timer = setTimeout(run, Math.max(0, ms));
  timer.unref();
  return timer;
}

/** A table's timers: each runs unless the table stopped first; `stop()` clears them all. */
class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();
  private stopped = false;
  at(ms: number, run: () => void): void {
    const timer = later(ms, () => {
      this.pending.delete(timer);
      if (!this.stopped) run();
    });
    this.pending.add(timer);
  }
  stop(): void {
    this.stopped = true;
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}

/** A set of subscribers to one table's events. */
export class Feed<E> {
  private readonly listeners = new Set<(event: E) => void>();
  private readonly closers = new Set<() => void>();
  get size(): number {
    return this.listeners.size;
  }
  /** Called once when the table stops (its streams end: clients reconnect to the new table). */
  onClose(close: () => void): () => void {
    this.closers.add(close);
    return () => {
      this.closers.delete(close);
    };
  }
  close(): void {
    for (const close of this.closers) close();
    this.closers.clear();
    this.listeners.clear();
  }
  subscribe(listener: (event: E) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(event: E): void {
    for (const listener of this.listeners) listener(event);
  }
}

// ---- Crash ---------------------------------------------------------------------

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
      if (bet.status === 'open') bet.status = 'lost';
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
    const moved = this.world.move(player, 'bet', -amountMinor, `crash:${id}`);
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

function refuse<T>(field: string, code: string): Outcome<T> {
  return { ok: false, errors: { [field]: [code] } };
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

// ---- Rooms ---------------------------------------------------------------------

interface RoomEntryState {
  id: string;
  playerId: number | null;
  player: string;
  amountMinor: number;
  clientSeed: string;
  joinedAt: number;
}

interface RoomRoundState {
  id: string;
  number: number;
  phase: 'open' | 'ended';
  serverSeed: string;
  serverSeedHash: string;
  endsAt: number | null;
  entries: RoomEntryState[];
  winner: number | null;
  payoutMinor: number | null;
  createdAt: number;
}

/** A real player's stake in a room round. */
interface RoomBetState {
  entry: RoomEntryState;
  round: RoomRoundState;
  room: Room;
  currency: CurrencyCode;
}

/** The simulated players of a room round at most. */
const ROOM_BOTS = 3;

/** One room's table in one currency. */
export class RoomTable {
  readonly feed = new Feed<RoomEvent>();
  readonly room: Room;
  readonly currency: CurrencyCode;
  private readonly world: WorldCore;
  private readonly speed: number;
  private readonly bots: boolean;
  private readonly playerBets: RoomBetState[];
  private round!: RoomRoundState;
  private readonly history: RoomRoundState[] = [];
  private readonly timers = new Timers();
  private roundsPlayed = 0;
  private readonly nextId: () => string;
  /** Whether a test holds the draws, and the draw that waits for it to let go. */
  private readonly held: () => boolean;
  private waitingDraw: (() => void) | null = null;

  constructor(
    world: WorldCore,
    room: Room,
    currency: CurrencyCode,
    options: {
      speed: number;
      bots: boolean;
      playerBets: RoomBetState[];
      nextId: () => string;
      held: () => boolean;
    },
  ) {
    this.world = world;
    this.room = room;
    this.currency = currency;
    this.speed = options.speed;
    this.bots = options.bots;
    this.playerBets = options.playerBets;
    this.nextId = options.nextId;
    this.held = options.held;
    this.open();
  }

  /** Draws the round whose countdown ran out while the draws were held. */
  release(): void {
    const draw = this.waitingDraw;
    this.waitingDraw = null;
    draw?.();
  }

  /** The room's minimum stake in the table's currency, minor units. */
  get minStakeMinor(): number {
    return toMinor(roomLimits(this.currency, this.room).min ?? 1) ?? 100;
  }

  private scaled(ms: number): number {
    return Math.round(ms / this.speed);
  }

  private open(): void {
    const serverSeed = newServerSeed();
    const number = ++this.roundsPlayed;
    this.round = {
      id: `${this.room}-${this.currency}-${number}`,
      number,
      phase: 'open',
      serverSeed,
      serverSeedHash: hashSeed(serverSeed),
      endsAt: null,
      entries: [],
      winner: null,
      payoutMinor: null,
      createdAt: Date.now(),
    };
    this.emit('opened');
    if (this.bots) this.nextBot(this.round, 1500 + randomInt(4000));
  }

  private nextBot(round: RoomRoundState, ms: number): void {
    this.timers.at(this.scaled(ms), () => {
      if (this.round !== round || round.phase !== 'open') return;
      if (round.entries.filter((e) => e.playerId === null).length >= ROOM_BOTS) return;
      const name = pick(
        BOT_NAMES.filter((n) => !round.entries.some((e) => e.player.startsWith(n.slice(0, 3)))),
      );
      this.addEntry(round, {
        playerId: null,
        player: `${name.slice(0, 3)}•••`,
        amountMinor: this.minStakeMinor * pick([1, 1, 2, 3, 5, 10]),
        clientSeed: newClientSeed(),
      });
      this.nextBot(round, 2000 + randomInt(6000));
    });
  }

  private addEntry(
    round: RoomRoundState,
    entry: Pick<RoomEntryState, 'playerId' | 'player' | 'amountMinor' | 'clientSeed'>,
  ): RoomEntryState {
    const state: RoomEntryState = { ...entry, id: this.nextId(), joinedAt: Date.now() };
    round.entries.push(state);
    if (round.endsAt === null && round.entries.length >= 2) {
      round.endsAt = Date.now() + this.scaled(LIVE_TIMING.roomCountdown);
      this.timers.at(round.endsAt - Date.now(), () => {
        if (this.held()) this.waitingDraw = () => this.draw(round);
        else this.draw(round);
      });
    }
    this.emit('join');
    return state;
  }

  private draw(round: RoomRoundState): void {
    const winner = roomDrawWinner(
      round.serverSeed,
      round.entries.map((e) => ({ amount: fromMinor(e.amountMinor), clientSeed: e.clientSeed })),
    );
    const pot = round.entries.reduce((sum, e) => sum + e.amountMinor, 0);
    round.winner = winner;
    round.payoutMinor = roomPayout(pot);
    round.phase = 'ended';
    const entry = round.entries[winner] as RoomEntryState;
    const player = entry.playerId === null ? undefined : this.world.players.get(entry.playerId);
    if (player) this.world.move(player, 'win', round.payoutMinor, `room:${entry.id}`);
    this.history.unshift(round);
    this.history.length = Math.min(this.history.length, HISTORY_KEPT);
    this.emit('end');
    this.timers.at(this.scaled(LIVE_TIMING.roomPause), () => this.open());
  }

  private emit(type: 'opened' | 'join' | 'end'): void {
    this.feed.emit({ type, serverTime: Date.now(), round: this.publicRound(this.round) });
  }

  publicRound(round: RoomRoundState): Schemas['RoomLiveRound'] {
    const ended = round.phase === 'ended';
    return {
      id: round.id,
      number: round.number,
      room: this.room,
      currency: this.currency,
      phase: round.phase,
      minStake: fromMinor(this.minStakeMinor),
      serverSeedHash: round.serverSeedHash,
      serverSeed: ended ? round.serverSeed : null,
      endsAt: round.endsAt,
      entries: round.entries.map((e) => ({
        id: e.id,
        player: e.player,
        amount: fromMinor(e.amountMinor),
        clientSeed: e.clientSeed,
        joinedAt: e.joinedAt,
      })),
      pot: fromMinor(round.entries.reduce((sum, e) => sum + e.amountMinor, 0)),
      winner: round.winner,
      payout: round.payoutMinor === null ? null : fromMinor(round.payoutMinor),
    };
  }

  snapshot(): RoomEvent {
    return {
      type: 'snapshot',
      serverTime: Date.now(),
      round: this.publicRound(this.round),
      history: this.history.slice(0, ROOM_SNAPSHOT_HISTORY).map((r) => this.publicRound(r)),
    };
  }

  endedRounds(limit: number): Schemas['RoomLiveRound'][] {
    return this.history.slice(0, limit).map((r) => this.publicRound(r));
  }

  /** A real player joins the open round. */
  join(
    player: Player,
    body: { amount?: unknown; clientSeed?: unknown } | undefined,
  ): Outcome<RoomBetState> {
    const round = this.round;
    if (round.phase !== 'open') return refuse('round', 'round.closed');
    if (round.entries.some((e) => e.playerId === player.id))
      return refuse('round', 'round.bet_placed');
    const amountMinor = typeof body?.amount === 'number' ? toMinor(body.amount) : null;
    if (amountMinor === null || amountMinor <= 0) return refuse('amount', 'bet.amount');
    if (amountMinor < this.minStakeMinor) return refuse('amount', 'bet.min');
    const seed = body?.clientSeed;
    if (seed !== undefined && !isClientSeed(seed)) return refuse('clientSeed', 'round.client_seed');
    const moved = this.world.move(player, 'bet', -amountMinor, `room:${round.id}`);
    if (!moved.ok) return moved;
    const entry = this.addEntry(round, {
      playerId: player.id,
      player: maskedName(player),
      amountMinor,
      clientSeed: typeof seed === 'string' ? seed : newClientSeed(),
    });
    const bet: RoomBetState = { entry, round, room: this.room, currency: this.currency };
    this.playerBets.push(bet);
    return { ok: true, value: bet };
  }

  stop(): void {
    this.timers.stop();
    this.feed.close();
  }
}

/** A stake as its player sees it. */
export function ownRoomBet(bet: RoomBetState): Schemas['RoomBet'] {
  const { entry, round } = bet;
  const index = round.entries.indexOf(entry);
  const status = round.phase === 'open' ? 'open' : round.winner === index ? 'won' : 'lost';
  return {
    id: entry.id,
    roundId: round.id,
    roundNumber: round.number,
    room: bet.room,
    amount: fromMinor(entry.amountMinor),
    currency: bet.currency,
    clientSeed: entry.clientSeed,
    status,
    payout: status === 'won' ? fromMinor(round.payoutMinor ?? 0) : 0,
    createdAt: new Date(entry.joinedAt).toISOString(),
  };
}

/** Every live table of a world, started at first use. */
export class Live {
  private readonly world: WorldCore;
  private crashTable: CrashTable | null = null;
  private readonly rooms = new Map<string, RoomTable>();
  private readonly roomBets: RoomBetState[] = [];
  private nextRoomBetId = 1;
  private drawsHeld = false;

  constructor(world: WorldCore) {
    this.world = world;
  }

  /**
   * Holds the rooms' draws (a countdown that runs out waits), or lets them
   * happen: the rounds that waited draw now.
   */
  holdDraws(held: boolean): void {
    this.drawsHeld = held;
    if (!held) for (const table of this.rooms.values()) table.release();
  }

  private get options() {
    return { speed: this.world.settings.liveSpeed, bots: this.world.settings.liveBots };
  }

  get crash(): CrashTable {
    this.crashTable ??= new CrashTable(this.world, this.options);
    return this.crashTable;
  }

  room(room: Room, currency: CurrencyCode): RoomTable {
    const key = `${room}:${currency}`;
    let table = this.rooms.get(key);
    if (!table) {
      table = new RoomTable(this.world, room, currency, {
        ...this.options,
        playerBets: this.roomBets,
        nextId: () => `rb-${this.nextRoomBetId++}`,
        held: () => this.drawsHeld,
      });
      this.rooms.set(key, table);
    }
    return table;
  }

  /** A player's room stakes, newest first. */
  roomBetsOf(player: Player, limit: number): Schemas['RoomBet'][] {
    return this.roomBets
      .filter((b) => b.entry.playerId === player.id)
      .slice(-limit)
      .reverse()
      .map(ownRoomBet);
  }

  stop(): void {
    this.crashTable?.stop();
    for (const table of this.rooms.values()) table.stop();
  }
}
