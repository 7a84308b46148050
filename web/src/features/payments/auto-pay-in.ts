// Automatic PayIn (SPEC.md section 4): 17 s after a login when the balance is
// 0, the currency is set and no other modal is showing; 17 s after a
// registration if still logged in. At most once per login, never over another modal.
import { TIMINGS } from '@casino/sdk';

/** What the rule looks at when the 17 s are up. */
export interface AutoPayInState {
  loggedIn: boolean;
  balance: number | null;
  currency: string | null;
  modalOpen: boolean;
}

/** Whether PayIn opens by itself, 17 s after a login or a registration. */
export function shouldAutoOpen(kind: 'login' | 'registration', state: AutoPayInState): boolean {
  if (!state.loggedIn || state.modalOpen) return false;
  if (kind === 'registration') return true;
  return state.balance === 0 && state.currency !== null;
}

/** Schedules the check after each sign-in; returns cancel(). */
export function scheduleAutoPayIn(
  kind: 'login' | 'registration',
  state: () => AutoPayInState,
  open: () => void,
): () => void {
  const timer = setTimeout(() => {
    if (shouldAutoOpen(kind, state())) open();
  }, TIMINGS.payInAutoOpen);
  return () => clearTimeout(timer);
}
