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

/** The state of a raw status; null for a status the spec does not list. */
export function verificationState(status: string | null | undefined): VerificationState | null {
  if (!status || !Object.hasOwn(VERIFICATION_STATES, status)) return null;
  return VERIFICATION_STATES[status as VerificationStatus];
}
