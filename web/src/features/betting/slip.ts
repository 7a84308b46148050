// The bet slip: the selections the player picked (an outcome of an event's
// market at the price the slip showed), the stake as typed, singles or an
// accumulator, and what may happen when a price moves (none / higher only /
// any: the API's `odds_change`). Kept in local storage (`betSlip`), so it
// survives a reload and follows the player from list to event page; every
// odds button and the slip read one store.
//
// One selection per event: picking another outcome of an event replaces its
// selection (an accumulator's legs are different events, as the API
// requires); picking a selected outcome again takes it off. At most 20
// (MAX_SELECTIONS). The price kept is the one the player accepted: when the
// book's price moves the slip shows the new one beside it, and the bet asks
// for the kept price under the player's preference.
import { LOCAL_STORAGE_KEYS, MAX_SELECTIONS } from '@casino/sdk';
import { useSyncExternalStore } from 'react';
import type { Market, OddsChange, SportEvent, SportKey } from './api.ts';

/** A selection of the slip. */
export interface SlipPick {
  eventId: number;
  sport: SportKey;
  home: string;
  away: string;
  marketId: string;
  kind: Market['kind'];
  line: number | null;
  outcome: string;
  /** The price the player accepted (decimal). */
  odds: number;
}

/** Singles (one bet per selection, each at the stake) or one accumulator. */
export type SlipMode = 'singles' | 'accumulator';

export interface Slip {
  picks: readonly SlipPick[];
  /** The stake as typed (a field's text). */
  stake: string;
  mode: SlipMode;
  oddsChange: OddsChange;
}

const EMPTY: Slip = { picks: [], stake: '', mode: 'accumulator', oddsChange: 'none' };
const KEY = LOCAL_STORAGE_KEYS.betSlip;
const ODDS_CHANGES: readonly OddsChange[] = ['none', 'higher', 'any'];

const isPick = (value: unknown): value is SlipPick => {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return (
    Number.isInteger(p.eventId) &&
    typeof p.sport === 'string' &&
    typeof p.home === 'string' &&
    typeof p.away === 'string' &&
    typeof p.marketId === 'string' &&
    typeof p.kind === 'string' &&
    (p.line === null || typeof p.line === 'number') &&
    typeof p.outcome === 'string' &&
    typeof p.odds === 'number' &&
    p.odds >= 1.01
  );
};

/** The stored slip, each part checked (anything else is dropped). */
function read(): Slip {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return EMPTY;
    const { picks, stake, mode, oddsChange } = raw as Record<string, unknown>;
    const kept = Array.isArray(picks) ? picks.filter(isPick) : [];
    return {
      picks: kept
        .filter((p, i) => kept.findIndex((q) => q.eventId === p.eventId) === i)
        .slice(0, MAX_SELECTIONS),
      stake: typeof stake === 'string' ? stake.slice(0, 20) : '',
      mode: mode === 'singles' ? 'singles' : 'accumulator',
      oddsChange: ODDS_CHANGES.includes(oddsChange as OddsChange)
        ? (oddsChange as OddsChange)
        : 'none',
    };
  } catch {
    return EMPTY;
  }
}

let current: Slip | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab's slip is this one's too.
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    current = read();
    listener();
  };
  addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', fromOtherTab);
  };
};
const snapshot = (): Slip => {
  current ??= read();
  return current;
};
const prerendered = () => EMPTY;

function commit(next: Slip): void {
  current = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // kept for this page only
  }
  for (const listener of listeners) listener();
}

/** A selection's kept price in hundredths, as the SDK's rules count odds. */
export const hundredths = (pick: SlipPick) => Math.round(pick.odds * 100);

/** The pick of `outcome` of `market` of `event` at its shown price. */
export function pickOf(event: SportEvent, market: Market, outcome: string, odds: number): SlipPick {
  return {
    eventId: event.id,
    sport: event.sport,
    home: event.home,
    away: event.away,
    marketId: market.id,
    kind: market.kind,
    line: market.line,
    outcome,
    odds,
  };
}

/** Whether `pick` names the same outcome as `other`. */
export const samePick = (pick: SlipPick, other: SlipPick) =>
  pick.eventId === other.eventId &&
  pick.marketId === other.marketId &&
  pick.outcome === other.outcome;

/** The slip's actions. */
export const slip = {
  /** Picks an outcome, replaces its event's pick, or (picked already) takes it off. */
  toggle(pick: SlipPick): void {
    const now = snapshot();
    if (now.picks.some((p) => samePick(p, pick))) {
      commit({ ...now, picks: now.picks.filter((p) => !samePick(p, pick)) });
      return;
    }
    const at = now.picks.findIndex((p) => p.eventId === pick.eventId);
    if (at >= 0) {
      commit({ ...now, picks: now.picks.map((p, i) => (i === at ? pick : p)) });
      return;
    }
    if (now.picks.length >= MAX_SELECTIONS) return;
    commit({ ...now, picks: [...now.picks, pick] });
  },
  remove(pick: SlipPick): void {
    const now = snapshot();
    commit({ ...now, picks: now.picks.filter((p) => !samePick(p, pick)) });
  },
  /** Takes every pick off (the stake and the choices stay). */
  clear(picks?: readonly SlipPick[]): void {
    const now = snapshot();
    commit({
      ...now,
      picks: picks ? now.picks.filter((p) => !picks.some((q) => samePick(p, q))) : [],
    });
  },
  /** Accepts the book's prices now (`prices`: by pick, the current decimal odds). */
  accept(prices: ReadonlyMap<SlipPick, number>): void {
    const now = snapshot();
    commit({ ...now, picks: now.picks.map((p) => ({ ...p, odds: prices.get(p) ?? p.odds })) });
  },
  setStake(stake: string): void {
    commit({ ...snapshot(), stake });
  },
  setMode(mode: SlipMode): void {
    commit({ ...snapshot(), mode });
  },
  setOddsChange(oddsChange: OddsChange): void {
    commit({ ...snapshot(), oddsChange });
  },
};

/** The slip now; re-renders on every change (from any tab). */
export function useSlip(): Slip {
  return useSyncExternalStore(subscribe, snapshot, prerendered);
}

/** Forgets the slip held in memory (tests start each from local storage). */
export function resetSlipForTests(): void {
  current = null;
}
