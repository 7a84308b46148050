// Automatic PayIn (SPEC.md section 4): 17 s after a login when the balance is
// 0, the currency is set and no other modal is showing; 17 s after a
// registration if still logged in. At most once per login, never over another modal.
// Responsible play: when the rest of the rule holds, the player's
// limits are asked at that moment, and PayIn stays shut during a time-out or
// self-exclusion, with a deposit limit used up, when the player turned it off,
// or when the limits cannot be had (a deposit prompt nobody asked for is not
// pushed on a player whose restrictions could not be read; the player can
// still open PayIn by hand).
import { TIMINGS } from '@casino/sdk';
import { autoPayInAllowed, type ResponsibleLimits } from '../../shared/domain/responsible.ts';

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

/**
 * Schedules the check after each sign-in; returns cancel(). `limits` asks the
 * player's responsible-play limits when the 17 s are up (a failure keeps
 * PayIn shut); once they allow it,
 * `prepare` loads what PayIn shows first (its methods and code), so it opens
 * with its form, not a loading line (nothing is loaded for a player the
 * limits keep from depositing). The rule is checked again at the end, since
 * a modal may have opened meanwhile.
 */
export function scheduleAutoPayIn(
  kind: 'login' | 'registration',
  state: () => AutoPayInState,
  open: () => void,
  limits: () => Promise<ResponsibleLimits>,
  prepare: () => Promise<unknown> = async () => undefined,
): () => void {
  let cancelled = false;
  const timer = setTimeout(async () => {
    if (!shouldAutoOpen(kind, state())) return;
    const answer = await limits().catch(() => null);
    if (cancelled || answer === null || !autoPayInAllowed(answer, Date.now())) return;
    await prepare().catch(() => undefined);
    if (cancelled) return;
    if (shouldAutoOpen(kind, state())) open();
  }, TIMINGS.payInAutoOpen);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
