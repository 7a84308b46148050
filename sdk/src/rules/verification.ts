// Verification status mapping (SPEC.md section 4).

/** A raw verification status from the profile. */
export type VerificationStatus =
  | 'init'
  | 'waiting'
  | 'user_pending'
  | 'pending'
  | 'failed'
  | 'unverified'
  | 'success'
  | 'verified';

/** What a status means to the player. */
export type VerificationState = 'pending' | 'failed' | 'success';

/** Every raw status and what it means. */
export const VERIFICATION_STATES: Readonly<Record<VerificationStatus, VerificationState>> = {
  init: 'pending',
  waiting: 'pending',
  user_pending: 'pending',
  pending: 'pending',
  failed: 'failed',
  unverified: 'failed',
  success: 'success',
  verified: 'success',
};

/** What the player is told: a state, or `notStarted` for a verification nothing was sent to yet. */
export type VerificationShown = VerificationState | 'notStarted';

/**
 * What to tell the player of a raw status: its state (pending while a
 * status the spec does not list arrives), except `init`, which the mapping
 * counts as pending but which a new account has before the player sent
 * anything: "not started", not "under review" (inferred wording; the
 * mapping itself is unchanged).
 */
export function verificationShown(status: string | null | undefined): VerificationShown {
  return status === 'init' ? 'notStarted' : (verificationState(status) ?? 'pending');
}

/** The state of a raw status; null for a status the spec does not list. */
export function verificationState(status: string | null | undefined): VerificationState | null {
  if (!status || !Object.hasOwn(VERIFICATION_STATES, status)) return null;
  return VERIFICATION_STATES[status as VerificationStatus];
}
