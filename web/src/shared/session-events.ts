// "A player just signed in": the account feature announces it, others (the
// automatic PayIn) listen, without importing each other.

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
