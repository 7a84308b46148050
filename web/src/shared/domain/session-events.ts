// "A player just signed in" and "the session ended": the account feature
// announces them, others (the automatic PayIn, tracking, the bonus state)
// listen, without importing each other.

/** How the player signed in. */
export type SignInKind = 'login' | 'registration';

const listeners = new Set<(kind: SignInKind) => void>();

/** Listens for sign-ins; returns the unsubscribe. */
export function onSignedIn(listener: (kind: SignInKind) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces a sign-in. */
export function announceSignIn(kind: SignInKind): void {
  for (const listener of listeners) listener(kind);
}

const signOutListeners = new Set<() => void>();

/**
 * Listens for the end of a session: a logout here or in another tab, a failed
 * token refresh, a profile refused with a 401 the refresh could not cure, or
 * a switch to another account. Per-player state (the invoice, the bonus
 * state) is dropped here.
 */
export function onSignedOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Announces the end of a session. */
export function announceSignOut(): void {
  for (const listener of signOutListeners) listener();
}
