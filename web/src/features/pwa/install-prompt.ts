// The install prompt (SPEC.md section 4): available, shown, then accepted or
// dismissed; a dismissal stores the hide flag in local storage for good.
import { LOCAL_STORAGE_KEYS } from '@casino/sdk';
import type { InstallPromptEvent } from '../../shared/lib/install-event.ts';

/** Where the prompt stands. */
export type InstallState = 'unavailable' | 'available' | 'shown' | 'accepted' | 'dismissed';

/** True when the player dismissed the prompt before (never shown again). */
export function installHidden(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(LOCAL_STORAGE_KEYS.hideInstall) === '1';
  } catch {
    return false;
  }
}

/** Stores the hide flag (a dismissal), permanently. */
export function hideInstall(storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(LOCAL_STORAGE_KEYS.hideInstall, '1');
  } catch (error) {
    console.error('could not store the install hide flag', error);
  }
}

/** The state before any action: available when the browser offered it and it was not hidden. */
export function initialInstallState(
  event: InstallPromptEvent | null,
  storage: Pick<Storage, 'getItem'>,
): InstallState {
  if (!event || installHidden(storage)) return 'unavailable';
  return 'available';
}

/** Shows the browser's prompt; resolves with the outcome, storing the hide flag on a dismissal. */
export async function showInstallPrompt(
  event: InstallPromptEvent,
  storage: Pick<Storage, 'setItem'>,
  onShown: () => void,
): Promise<'accepted' | 'dismissed'> {
  try {
    await event.prompt();
    onShown();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') hideInstall(storage);
    return outcome;
  } catch (error) {
    console.error('install prompt failed', error);
    return 'dismissed';
  }
}
