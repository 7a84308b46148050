// The rooms' tables, one per room and currency (world/live.ts starts each at
// its first use): open until two players have joined, a countdown, the
// draw, a pause; real and simulated entries, and the held draws. The rules
// of the live tables are in world/live.ts.
import { randomInt } from 'node:crypto';
import { type CurrencyCode, fromMinor, type Room, roomLimits, toMinor } from '@casino/sdk';
import {
  hashSeed,
  isClientSeed,
  newClientSeed,
  newServerSeed,
  roomDrawWinner,
  roomPayout,
} from '@casino/sdk/fair';
import type { Outcome, Player, WorldCore } from '../model.ts';
import {
  BOT_NAMES,
  Feed,
  HISTORY_KEPT,
  LIVE_TIMING,
  maskedName,
  pick,
  ROOM_SNAPSHOT_HISTORY,
  type RoomEvent,
  refuse,
  type Schemas,
  Timers,
} from './table.ts';

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
export interface RoomBetState {
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
    for (const [index, each] of round.entries.entries()) {
      this.world.announce({
        id: each.id,
        game: 'rooms',
        player:
          (each.playerId === null ? undefined : this.world.players.get(each.playerId)) ??
          each.player,
        currency: this.currency,
        stakeMinor: each.amountMinor,
        payoutMinor: index === winner ? round.payoutMinor : 0,
      });
    }
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
    const moved = this.world.move(player, 'bet', -amountMinor, `room:${round.id}`, 'rooms');
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
