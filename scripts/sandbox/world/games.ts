// The game services' state in the sandbox world: each player's seed pair per
// game and every round played for money. The game logic is the SDK's engine
// (`@casino/sdk/fair`), never re-implemented here; this file only keeps
// seeds, applies the currency's bet limits and moves money through
// `World.move()`.
//
// Placing a round runs from the checks to the stake leaving the balance in
// one synchronous step, like every balance change of the world, so
// concurrent rounds can never overdraw it. Miner and hilo rounds are held
// here until they end. The unrevealed server seed and an active round's
// result stay inside: answers are built with `roundRecord`, which hides both.
import { type CurrencyCode, currencyRules, isBetGame, toMinor } from '@casino/sdk';
import {
  type EngineRound,
  type FairRound,
  gameModule,
  hashSeed,
  isClientSeed,
  type MoneyGame,
  moveRound,
  newClientSeed,
  newServerSeed,
  openRound,
  RoundInputError,
  type RoundMove,
  roundRecord,
  roundStake,
} from '@casino/sdk/fair';
import type { Outcome, Player, WorldCore } from './model.ts';

/** A player's seed pair in one game; `nonce` is the number of rounds played with it. */
export interface SeedPair {
  playerId: number;
  game: MoneyGame;
  /** Secret until the pair is rotated (`revealed`). */
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  revealed: boolean;
}

/** A round played for money. */
export interface GameRound {
  id: string;
  playerId: number;
  game: MoneyGame;
  currency: CurrencyCode;
  /** The pair it was played with (its seed shows once the pair is revealed). */
  pair: SeedPair;
  nonce: number;
  engine: EngineRound;
  createdAt: number;
  settledAt: number | null;
}

/** What `POST /{game}/rounds` sends: roulette and cases carry no amount. */
interface PlaceBody {
  amount?: unknown;
  inputs?: unknown;
}

/** The engine's refusal as field errors; anything else is a bug and thrown on. */
function refusal(error: unknown): { ok: false; errors: Record<string, string[]> } {
  if (error instanceof RoundInputError)
    return { ok: false, errors: { [error.field]: [error.code] } };
  throw error;
}

export class Games {
  private readonly world: WorldCore;
  /** The current pair by `playerId:game`. */
  private readonly current = new Map<string, SeedPair>();
  /** The active (miner, hilo) round by `playerId:game`. */
  private readonly active = new Map<string, GameRound>();
  /** Every pair ever used, oldest first. */
  readonly pairs: SeedPair[] = [];
  /** Every round, oldest first. */
  readonly rounds: GameRound[] = [];
  private readonly byId = new Map<string, GameRound>();
  private nextRoundId = 1;

  constructor(world: WorldCore) {
    this.world = world;
  }

  /** The player's current pair in `game`, created at first use. */
  seeds(player: Player, game: MoneyGame): SeedPair {
    const key = `${player.id}:${game}`;
    const found = this.current.get(key);
    if (found) return found;
    return this.startPair(player, game, newClientSeed());
  }

  private startPair(player: Player, game: MoneyGame, clientSeed: string): SeedPair {
    const serverSeed = newServerSeed();
    const pair: SeedPair = {
      playerId: player.id,
      game,
      serverSeed,
      serverSeedHash: hashSeed(serverSeed),
      clientSeed,
      nonce: 0,
      revealed: false,
    };
    this.current.set(`${player.id}:${game}`, pair);
    this.pairs.push(pair);
    return pair;
  }

  /** The player's active round in `game`, if any. */
  activeRound(player: Player, game: MoneyGame): GameRound | undefined {
    return this.active.get(`${player.id}:${game}`);
  }

  /**
   * Reveals the current pair (every round it played can then be verified) and
   * starts a new one; refused while a round of the game is active.
   */
  rotate(
    player: Player,
    game: MoneyGame,
    clientSeed: unknown,
  ): Outcome<{ revealed: SeedPair; current: SeedPair }> {
    if (this.activeRound(player, game)) return { ok: false, errors: { round: ['round.active'] } };
    if (clientSeed !== undefined && !isClientSeed(clientSeed))
      return { ok: false, errors: { clientSeed: ['round.client_seed'] } };
    const revealed = this.seeds(player, game);
    revealed.revealed = true;
    const current = this.startPair(player, game, clientSeed ?? newClientSeed());
    this.world.settings.log(`player ${player.id} rotated the ${game} seeds`);
    return { ok: true, value: { revealed, current } };
  }

  /**
   * Plays a round: inputs checked by the engine, the stake within the
   * currency's limits, then taken from the balance (refused, changing
   * nothing, when short); a one-step round's payout comes back at once.
   */
  place(player: Player, game: MoneyGame, body: PlaceBody | undefined): Outcome<GameRound> {
    if (this.activeRound(player, game)) return { ok: false, errors: { round: ['round.active'] } };
    const pair = this.seeds(player, game);
    const nonce = pair.nonce + 1;
    const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce };
    let stake: number;
    let engine: EngineRound;
    try {
      stake = roundStake(game, body?.inputs, body?.amount, player.currency);
      const limited = this.checkLimits(player.currency, game, stake);
      if (limited) return limited;
      engine = openRound(game, body?.inputs, stake, seeds, player.currency);
    } catch (error) {
      return refusal(error);
    }
    const id = `${game}-${this.nextRoundId}`;
    const bet = this.world.move(player, 'bet', -stake, `round:${id}`, game);
    if (!bet.ok) return bet;
    this.nextRoundId++;
    pair.nonce = nonce;
    const now = this.world.now();
    const round: GameRound = {
      id,
      playerId: player.id,
      game,
      currency: player.currency,
      pair,
      nonce,
      engine,
      createdAt: now,
      settledAt: null,
    };
    this.rounds.push(round);
    this.byId.set(id, round);
    if (engine.status === 'active') this.active.set(`${player.id}:${game}`, round);
    else this.settle(player, round);
    return { ok: true, value: round };
  }

  /**
   * The limits of the currency's table, on the field that carries the stake
   * (the amount; roulette: its chips). A game without a row in the table
   * has none (cases: the price is the stake).
   */
  private checkLimits(currency: CurrencyCode, game: MoneyGame, stake: number) {
    if (!isBetGame(game)) return null;
    const { min, max } = currencyRules(currency).bets[game];
    const field = gameModule(game).stake?.field ?? 'amount';
    if (min !== null && stake < (toMinor(min) ?? 0))
      return { ok: false as const, errors: { [field]: ['bet.min'] } };
    if (max !== null && stake > (toMinor(max) ?? Number.POSITIVE_INFINITY))
      return { ok: false as const, errors: { [field]: ['bet.max'] } };
    return null;
  }

  /**
   * A move in the player's active round of `game`: null when the round is
   * not the player's (or not that game's); the engine's refusal otherwise.
   */
  move(
    player: Player,
    game: MoneyGame,
    roundId: string,
    move: RoundMove,
  ): Outcome<GameRound> | null {
    const round = this.byId.get(roundId);
    if (!round || round.playerId !== player.id || round.game !== game) return null;
    const seeds = {
      serverSeed: round.pair.serverSeed,
      clientSeed: round.pair.clientSeed,
      nonce: round.nonce,
    };
    try {
      round.engine = moveRound(round.engine, move, seeds);
    } catch (error) {
      return refusal(error);
    }
    if (round.engine.status === 'settled') {
      this.active.delete(`${player.id}:${game}`);
      this.settle(player, round);
    }
    return { ok: true, value: round };
  }

  /** Marks a round settled and pays what it won. */
  private settle(player: Player, round: GameRound): void {
    round.settledAt = this.world.now();
    const { stakeMinor, payoutMinor } = round.engine;
    if (payoutMinor > 0) this.world.move(player, 'win', payoutMinor, `round:${round.id}`);
    this.world.announce({
      id: round.id,
      game: round.game,
      player,
      currency: round.currency,
      stakeMinor,
      payoutMinor,
    });
  }

  /** The player's rounds, newest first (active ones included), of one game or all. */
  history(player: Player, game: string | undefined, limit: number): GameRound[] {
    const mine: GameRound[] = [];
    for (let i = this.rounds.length - 1; i >= 0 && mine.length < limit; i--) {
      const round = this.rounds[i] as GameRound;
      if (round.playerId === player.id && (game === undefined || round.game === game))
        mine.push(round);
    }
    return mine;
  }

  /** The record the API sends: an active round's result and an unrevealed seed stay hidden. */
  record(round: GameRound): FairRound {
    return roundRecord(round.engine, {
      id: round.id,
      currency: round.currency,
      seeds: {
        serverSeed: round.pair.serverSeed,
        clientSeed: round.pair.clientSeed,
        nonce: round.nonce,
      },
      serverSeedHash: round.pair.serverSeedHash,
      revealed: round.pair.revealed,
      createdAt: new Date(round.createdAt).toISOString(),
      settledAt: round.settledAt === null ? null : new Date(round.settledAt).toISOString(),
    });
  }
}
