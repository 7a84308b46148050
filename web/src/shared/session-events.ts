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

/** Listens for the end of a session (logout, or a local logout after a failed profile load). */
export function onSignedOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Announces the end of a session. */
export function announceSignOut(): void {
  for (const listener of signOutListeners) listener();
}
