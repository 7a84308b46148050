// "Check the mirrors now": the service worker's periodic syncMirrors reaches
// the page (features/pwa) and the mirror checks (features/mirrors) run,
// without the two features importing each other.

const listeners = new Set<() => void>();

/** Listens for requests; returns the unsubscribe. */
export function onMirrorSyncRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks for a mirror check now. */
export function requestMirrorSync(): void {
  for (const listener of listeners) listener();
}
