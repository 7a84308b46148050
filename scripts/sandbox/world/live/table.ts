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
  roomPause: 5000,
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

/** A refused outcome: `code` on `field`. */
export function refuse<T>(field: string, code: string): Outcome<T> {
  return { ok: false, errors: { [field]: [code] } };
}
