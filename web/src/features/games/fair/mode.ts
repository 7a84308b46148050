// Real or demo play. A guest plays the demo; a logged-in player plays for
// money by default when the balance has money on it, for fun otherwise, and
// switches with the Real / Demo switch. The choice is kept in local storage
// (`gameMode`) for every game page and the next visit; a round played for
// money keeps "real" (a balance spent to zero then offers the deposit rather
// than falling back to demo play).
import { LOCAL_STORAGE_KEYS } from '@casino/sdk';
import { useSyncExternalStore } from 'react';
import { usePlayer } from '../../../shared/domain/player.tsx';

/** How a game is played. */
export type PlayMode = 'real' | 'demo';

/** The local-storage key of the player's choice. */
export const MODE_KEY = LOCAL_STORAGE_KEYS.playMode;

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const stored = (): PlayMode | null => {
  try {
    const value = localStorage.getItem(MODE_KEY);
    return value === 'real' || value === 'demo' ? value : null;
  } catch {
    return null;
  }
};

/** The mode in force, the switch (which does nothing for a guest) and whether the player chose one. */
export function usePlayMode(): [PlayMode, (mode: PlayMode) => void, boolean] {
  const { loggedIn, balance } = usePlayer();
  const choice = useSyncExternalStore(subscribe, stored, () => null);
  const mode: PlayMode = !loggedIn ? 'demo' : (choice ?? ((balance ?? 0) > 0 ? 'real' : 'demo'));
  const set = (next: PlayMode) => {
    if (!loggedIn) return;
    try {
      localStorage.setItem(MODE_KEY, next);
    } catch {
      // kept for this page only
    }
    for (const listener of listeners) listener();
  };
  return [mode, set, choice !== null];
}
