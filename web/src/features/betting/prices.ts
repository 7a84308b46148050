// The book's prices as the page last saw them, for the bet slip: every list
// and event page notes the events it shows (from its call and its live
// stream), and the slip reads each selection's current price here, to show
// a move beside the price the player accepted and to say when its market is
// suspended or gone. A price the page has not seen is unknown (the slip then
// shows the kept one and the book decides).
import { useSyncExternalStore } from 'react';
import type { SportEvent } from './api.ts';

/** A selection's price now: its odds, or suspended, or closed (the event over, the market gone). */
export type PriceNow = { odds: number; suspended: boolean } | 'closed';

const key = (eventId: number, marketId: string, outcome: string) =>
  `${eventId}|${marketId}|${outcome}`;

let book = new Map<string, PriceNow>();
let version = 0;
const listeners = new Set<() => void>();

/** Notes the prices of `events` as shown; `allMarkets` when each carries every open market. */
export function notePrices(events: readonly SportEvent[], allMarkets = false): void {
  const next = new Map(book);
  for (const event of events) {
    const over = event.status === 'ended' || event.status === 'abandoned';
    // What an event's whole set of markets no longer has is closed.
    if (over || allMarkets)
      for (const k of next.keys()) if (k.startsWith(`${event.id}|`)) next.set(k, 'closed');
    if (over) continue;
    for (const market of event.markets)
      for (const outcome of market.outcomes)
        next.set(key(event.id, market.id, outcome.key), {
          odds: outcome.odds,
          suspended: market.suspended,
        });
  }
  book = next;
  version++;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The price of an outcome now (undefined: not seen). */
export function priceNow(eventId: number, marketId: string, outcome: string): PriceNow | undefined {
  return book.get(key(eventId, marketId, outcome));
}

/** Re-renders when the noted prices change; gives priceNow. */
export function usePrices(): typeof priceNow {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return priceNow;
}
