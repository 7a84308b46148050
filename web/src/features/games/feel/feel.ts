// How the in-house games feel on this device: the sound (volume, mute),
// instant play (no animations) and hotkeys, chosen in a board's settings and kept in
// local storage (`gameFeel`). Sounds are synthesised (sounds.ts, loaded with
// the first one played): nothing sounds until the player has played a round,
// which is the page's first interaction with the games. A visitor who asked
// the system for reduced motion starts muted and instant.
import { LOCAL_STORAGE_KEYS } from '@casino/sdk';
import { useSyncExternalStore } from 'react';

/** The sounds a game makes. */
export type SoundKind = 'bet' | 'win' | 'loss' | 'tick' | 'cashout' | 'crash';

/** The player's choices. */
export interface GameFeel {
  /** 0–1. */
  volume: number;
  muted: boolean;
  /** Results at once, no animation. */
  instant: boolean;
  /** Keys play the board (hotkeys.ts); off unless chosen. */
  hotkeys: boolean;
}

const KEY = LOCAL_STORAGE_KEYS.gameFeel;

/** True where the visitor asked the system for less motion. */
export const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What a device starts with. */
function defaults(): GameFeel {
  const reduced = reducedMotion();
  return { volume: 0.5, muted: reduced, instant: reduced, hotkeys: false };
}

/** The stored choices, each checked (a bad value falls back to its default). */
function read(): GameFeel {
  const base = defaults();
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return base;
    const { volume, muted, instant, hotkeys } = raw as Record<string, unknown>;
    return {
      volume: typeof volume === 'number' && volume >= 0 && volume <= 1 ? volume : base.volume,
      muted: typeof muted === 'boolean' ? muted : base.muted,
      instant: typeof instant === 'boolean' ? instant : base.instant,
      hotkeys: typeof hotkeys === 'boolean' ? hotkeys : base.hotkeys,
    };
  } catch {
    return base;
  }
}

let current: GameFeel | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/**
 * What the prerendered page shows: a device's defaults without reduced
 * motion. A device whose choices are these gets this very object, so the
 * page hydrates without a second, blocking render of every board.
 */
const SERVER: GameFeel = { volume: 0.5, muted: false, instant: false, hotkeys: false };
const canonical = (feel: GameFeel): GameFeel =>
  (Object.keys(SERVER) as (keyof GameFeel)[]).every((key) => feel[key] === SERVER[key])
    ? SERVER
    : feel;
const snapshot = (): GameFeel => {
  current ??= canonical(read());
  return current;
};

/** The choices now (outside React: sounds). */
export function gameFeel(): GameFeel {
  return snapshot();
}

/** Changes some of the choices, keeps them, and tells every board. */
export function setGameFeel(change: Partial<GameFeel>): void {
  current = canonical({ ...snapshot(), ...change });
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // kept for this page only
  }
  for (const listener of listeners) listener();
}

/** The choices, re-rendering when they change. */
export function useGameFeel(): GameFeel {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER);
}

/** Plays a game's sound at the chosen volume, unless muted (its synthesis loads with the first). */
export function playSound(kind: SoundKind): void {
  const { muted, volume } = snapshot();
  if (muted || volume === 0) return;
  void import('./sounds.ts').then((sounds) => sounds.play(kind, volume)).catch(() => undefined);
}
