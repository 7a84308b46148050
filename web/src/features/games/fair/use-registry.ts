// The games' modules (registry.ts) loaded on first use and kept: a component
// that words rounds (My bets) renders with `useRegistry()`, null until the
// modules are there, and re-renders once they are; an action (placing a
// round) awaits `loadRegistry()`. Game pages load them right after hydration
// anyway (the demo's rounds share them), so a round's line rarely waits.
import { useSyncExternalStore } from 'react';

type Registry = typeof import('./registry.ts');

/** The games' modules could not be loaded (the network, a new deploy): nothing was played. */
export class RegistryUnavailableError extends Error {
  override readonly name = 'RegistryUnavailableError';
}

let loaded: Registry | null = null;
let loading: Promise<Registry> | null = null;
const listeners = new Set<() => void>();

/** The games' modules; a failed load is tried again next time. */
export function loadRegistry(): Promise<Registry> {
  loading ??= import('./registry.ts').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw new RegistryUnavailableError('the games did not load', { cause: error });
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!loaded) loadRegistry().catch((error: unknown) => console.error(error));
  return () => listeners.delete(listener);
};

/** The games' modules once loaded (null before, and while prerendering). */
export function useRegistry(): Registry | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
