// The browser offers installation once, early (`beforeinstallprompt`), often
// before the lazily loaded install banner exists: this tiny listener, started
// by main.tsx, keeps the event until the banner takes it.

/** The install prompt event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let pending: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Starts listening (once, at start-up). */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // the app shows its own banner
    pending = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    installed = true;
    pending = null;
    changed();
  });
}

/** The kept event, if the browser offered installation and it was not used yet. */
export function installPromptEvent(): InstallPromptEvent | null {
  return pending;
}

/** True once the browser reported the app installed. */
export function appInstalled(): boolean {
  return installed;
}

/** Forgets the event (a prompt can be shown only once). */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const event = pending;
  pending = null;
  changed();
  return event;
}

/** Subscribes to changes; returns the unsubscribe. */
export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
