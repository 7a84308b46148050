// What the live tables share (world/live/): the events' types, the phases'
// timing at normal speed, the simulated players' names, the timers that
// never keep the process alive, and the feed of a table's events to its
// subscribers (the SSE streams).
import { randomInt } from 'node:crypto';
import type { CurrencyCode, components } from '@casino/sdk';
import type { Outcome, Player } from '../model.ts';

export type Schemas = components['schemas'];
export type CrashEvent = Schemas['CrashEvent'];
export type RoomEvent = Schemas['RoomEvent'];

/** Phase lengths at normal speed, ms. */
export const LIVE_TIMING = {
  crashBetting: 6000,
  crashPause: 3000,
  roomCountdown: 20_000,
  // The boards turn the wheel to the winner for 3.5 s, then show the draw:
  // the next round opens with the result on screen some 5 s.
  roomPause: 9000,
  tick: 100,
} as const;

/** Rounds a crash chain holds before the table makes the next one. */
export const CHAIN_LENGTH = 10_000;
/** Ended rounds kept per table. */
export const HISTORY_KEPT = 100;
/** Ended rounds in a snapshot. */
export const CRASH_SNAPSHOT_HISTORY = 20;
export const ROOM_SNAPSHOT_HISTORY = 10;

/** The simulated players' names (shown masked, like everyone's). */
export const BOT_NAMES = [
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
export const BOT_CURRENCIES: readonly CurrencyCode[] = ['RUB', 'RUB', 'RUB', 'KZT', 'KZT', 'USD'];

/** How a name is shown to other players: its first three letters and dots. */
export function maskedName(player: Pick<Player, 'id' | 'name'>): string {
  const name = player.name?.trim();
  if (name) return `${[...name].slice(0, 3).join('')}•••`;
  return `Player •••${String(player.id).slice(-2).padStart(2, '0')}`;
}

export const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;

/** A copy of `list` in random order (Fisher–Yates). */
export function shuffled<T>(list: readonly T[]): T[] {
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
export class Timers {
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

/** How many of a table's latest events a reconnecting client can resume from. */
const RESUMABLE = 600;

/** Tells the feeds of one process apart: a resumed id names its table. */
let feeds = 0;

/**
 * A set of subscribers to one table's events, each event with its id:
 * `{table}.{sequence}` (the table: this feed in this run of the sandbox), so
 * a client that reconnects with the last id it saw (SSE's Last-Event-ID) can
 * be sent what it missed, while the latest RESUMABLE events are kept.
 */
export class Feed<E> {
  private readonly listeners = new Set<(event: E, id: string) => void>();
  private readonly closers = new Set<() => void>();
  private readonly table = `${Date.now().toString(36)}${(feeds++).toString(36)}`;
  private sequence = 0;
  private readonly recent: { sequence: number; id: string; event: E }[] = [];
  get size(): number {
    return this.listeners.size;
  }
  /** The id of the latest event (the table as a snapshot shows it is as of this id). */
  get lastId(): string {
    return `${this.table}.${this.sequence}`;
  }
  /**
   * The events after the one `lastId` names, in order; null when they cannot
   * be told (an id of another table or run, malformed, or older than the
   * events kept): the client then needs a snapshot.
   */
  since(lastId: string): { id: string; event: E }[] | null {
    const [table, text] = lastId.split('.');
    const sequence = Number(text);
    if (table !== this.table || !Number.isSafeInteger(sequence) || sequence < 0) return null;
    if (sequence > this.sequence) return null;
    const oldest = this.recent[0]?.sequence ?? this.sequence + 1;
    if (sequence + 1 < oldest) return null;
    return this.recent.filter((e) => e.sequence > sequence);
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
  subscribe(listener: (event: E, id: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(event: E): void {
    const sequence = ++this.sequence;
    const id = `${this.table}.${sequence}`;
    this.recent.push({ sequence, id, event });
    if (this.recent.length > RESUMABLE) this.recent.shift();
    for (const listener of this.listeners) listener(event, id);
  }
}

/** A refused outcome: `code` on `field`. */
export function refuse<T>(field: string, code: string): Outcome<T> {
  return { ok: false, errors: { [field]: [code] } };
}
