// The live bets feed of the sandbox (openapi/src/paths/live.yaml,
// `/rounds/live`): every bet that settles, anyone's, in the in-house games
// (world/games.ts) and on the live tables (crash.ts, rooms.ts), told here
// through `WorldCore.announce`, and sent to the feed's subscribers (the SSE
// stream) with the player masked as on the live tables.
//
// Simulated players keep the feed alive for a developer: while anyone
// watches, one of them plays a round of an in-house game every 0.6–2.5 s
// (real time, not `liveSpeed`: the feed's pace changes nothing a test waits
// for), through the SDK's engine with fresh seeds, so their multipliers
// follow the games' real odds; the feed starts with their recent past (big
// wins among it). With `liveBots` off (the tests) only real bets appear.
//
// The cuts the contract names: `highRoller` (a stake worth at least 1,000
// RUB by the currency table's scale against RUB) and `bigWin` (10× the stake
// or more, or a payout worth at least 10,000 RUB); the snapshot carries the
// latest of each so a page that opens has them at once.
import { randomInt } from 'node:crypto';
import { type CurrencyCode, currencyRules, fromMinor, isBetGame, rubInMinor } from '@casino/sdk';
import {
  type EngineRound,
  gameModule,
  type MoneyGame,
  moveRound,
  newClientSeed,
  newServerSeed,
  openRound,
  type RoundSeeds,
  roundStake,
} from '@casino/sdk/fair';
import type { SettledBet } from '../model.ts';
import {
  BOT_CURRENCIES,
  BOT_NAMES,
  Feed,
  maskedName,
  pick,
  type Schemas,
  Timers,
} from './table.ts';

export type BetFeedEvent = Schemas['BetFeedEvent'];
type FeedBet = Schemas['FeedBet'];

/** How many of each list the feed keeps and a snapshot carries (the contract's maxItems). */
const KEPT = { bets: 30, highRollers: 30, bigWins: 20 } as const;
/** A high roller's stake and a big win's payout, in RUB (scaled to each currency). */
const HIGH_ROLLER_RUB = 1000;
const BIG_WIN_RUB = 10_000;
/** A big win's multiplier. */
const BIG_WIN_TIMES = 10;
/** The simulated players' pace, ms between two of their rounds. */
const BOT_PAUSE = { min: 600, max: 2500 } as const;
/**
 * A new feed starts with the simulated players' recent past: at least this
 * many rounds, and enough for this many big wins (up to a bound), so its
 * lists are not empty when the site opens.
 */
const BOT_PAST = { rounds: 24, bigWins: 8, most: 400 } as const;

/** The games simulated players play, by weight (the live tables have players of their own). */
const BOT_GAMES: readonly MoneyGame[] = [
  'dice',
  'dice',
  'dice',
  'roulette',
  'roulette',
  'coinflip',
  'coinflip',
  'keno',
  'keno',
  'miner',
  'miner',
  'hilo',
  'cases',
  'crash',
];
/** Stakes as multiples of the game's minimum bet. */
const BOT_STAKES = [10, 10, 20, 50, 50, 100, 200, 500, 1000, 5000];

/** A settled bet as the feed shows it. */
export function feedBet(bet: SettledBet, at: number): FeedBet {
  const { stakeMinor, payoutMinor, currency } = bet;
  return {
    id: bet.id,
    game: bet.game,
    player: typeof bet.player === 'string' ? bet.player : maskedName(bet.player),
    at,
    currency,
    amount: fromMinor(stakeMinor),
    multiplier: Math.round((payoutMinor * 100) / stakeMinor) / 100,
    payout: fromMinor(payoutMinor),
    highRoller: stakeMinor >= rubInMinor(HIGH_ROLLER_RUB, currency),
    bigWin:
      payoutMinor > 0 &&
      (payoutMinor >= stakeMinor * BIG_WIN_TIMES ||
        payoutMinor >= rubInMinor(BIG_WIN_RUB, currency)),
  };
}

/** A uniform number in [0, 1) from the crypto source, as the simulated players draw. */
const random = () => randomInt(2 ** 47) / 2 ** 47;

/** The inputs and stake (major units) a simulated player picks for a round of `game` (its module's sample). */
function botInputs(game: MoneyGame, currency: CurrencyCode): { inputs: unknown; amount: number } {
  const limits = isBetGame(game) ? currencyRules(currency).bets[game] : { min: null, max: null };
  const min = limits.min ?? 0.01;
  const amount = Math.min(limits.max ?? Number.POSITIVE_INFINITY, min * pick(BOT_STAKES));
  return gameModule(game).sample(random, Math.round(amount * 100) / 100);
}

/** Plays a stepped round on as a simulated player would: a few of its module's sample moves, then cash out. */
function playOn(game: MoneyGame, round: EngineRound, seeds: RoundSeeds): EngineRound {
  const moves = gameModule(game).moves;
  let played = round;
  const steps = 1 + randomInt(5);
  for (let step = 0; moves && step < steps && played.status === 'active'; step++)
    played = moveRound(played, moves.sample(played as never, random), seeds);
  return played.status === 'active' ? moveRound(played, { kind: 'cashout' }, seeds) : played;
}

/** A round of a simulated player, played through the engine with fresh seeds. */
export function botRound(id: string): SettledBet {
  const game = pick(BOT_GAMES);
  const currency = pick(BOT_CURRENCIES);
  const { inputs, amount } = botInputs(game, currency);
  const seeds = { serverSeed: newServerSeed(), clientSeed: newClientSeed(), nonce: 1 };
  const stakeMinor = roundStake(game, inputs, amount, currency);
  let round = openRound(game, inputs, stakeMinor, seeds, currency);
  if (round.status === 'active') round = playOn(game, round, seeds);
  const name = pick(BOT_NAMES);
  return {
    id,
    game,
    player: `${name.slice(0, 3)}•••`,
    currency,
    stakeMinor: round.stakeMinor,
    payoutMinor: round.payoutMinor,
  };
}

/** The feed: its latest bets by cut, its subscribers and its simulated players. */
export class BetFeed {
  readonly feed = new Feed<BetFeedEvent>();
  private readonly lists: Record<keyof typeof KEPT, FeedBet[]> = {
    bets: [],
    highRollers: [],
    bigWins: [],
  };
  private readonly timers = new Timers();
  private nextBotId = 1;

  constructor(options: { bots: boolean }) {
    if (!options.bots) return;
    const past: SettledBet[] = [];
    let bigWins = 0;
    while (
      past.length < BOT_PAST.most &&
      (past.length < BOT_PAST.rounds || bigWins < BOT_PAST.bigWins)
    ) {
      const round = botRound(this.botId());
      past.push(round);
      if (feedBet(round, 0).bigWin) bigWins++;
    }
    const now = Date.now();
    for (const [i, round] of past.entries())
      this.add(round, now - (past.length - i) * BOT_PAUSE.max);
    this.nextBot();
  }

  private botId(): string {
    return `bot-${this.nextBotId++}`;
  }

  private nextBot(): void {
    this.timers.at(BOT_PAUSE.min + randomInt(BOT_PAUSE.max - BOT_PAUSE.min), () => {
      // Nobody watching: nothing to show, the simulated players wait.
      if (this.feed.size > 0) this.announce(botRound(this.botId()));
      this.nextBot();
    });
  }

  private add(bet: SettledBet, at: number): FeedBet {
    const shown = feedBet(bet, at);
    const keep = (list: keyof typeof KEPT) => {
      this.lists[list].unshift(shown);
      this.lists[list].length = Math.min(this.lists[list].length, KEPT[list]);
    };
    keep('bets');
    if (shown.highRoller) keep('highRollers');
    if (shown.bigWin) keep('bigWins');
    return shown;
  }

  /** A bet settled: kept and sent to every subscriber. */
  announce(bet: SettledBet): void {
    const now = Date.now();
    this.feed.emit({ type: 'bet', serverTime: now, bet: this.add(bet, now) });
  }

  snapshot(): BetFeedEvent {
    return {
      type: 'snapshot',
      serverTime: Date.now(),
      bets: [...this.lists.bets],
      highRollers: [...this.lists.highRollers],
      bigWins: [...this.lists.bigWins],
    };
  }

  stop(): void {
    this.timers.stop();
    this.feed.close();
  }
}
