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
// client seed at the draw (live/rooms.ts, roomDrawWinner).
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
//
// Its modules: live/table.ts (what the tables share: timing, timers, the
// feed of events), live/crash.ts (the crash table), live/rooms.ts (the
// rooms' tables), live/feed.ts (the live bets feed: every settled bet, the
// tables' and the in-house games'); like every module of the world they
// import only its model.
import type { CurrencyCode, Room } from '@casino/sdk';
import { type CrashHold, CrashTable, type CrashTableState } from './live/crash.ts';
import { BetFeed } from './live/feed.ts';
import { ownRoomBet, type RoomBetState, RoomTable } from './live/rooms.ts';
import type { Schemas } from './live/table.ts';
import type { Player, WorldCore } from './model.ts';

export { Feed } from './live/table.ts';
export type { CrashHold, CrashTableState };
export { ownRoomBet };

/** Every live table of a world, started at first use. */
export class Live {
  private readonly world: WorldCore;
  private crashTable: CrashTable | null = null;
  private betFeed: BetFeed | null = null;
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

  /** The live bets feed, started at first use (its first subscriber or settled bet). */
  get bets(): BetFeed {
    this.betFeed ??= new BetFeed({ bots: this.world.settings.liveBots });
    return this.betFeed;
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
    this.betFeed?.stop();
    for (const table of this.rooms.values()) table.stop();
  }
}
