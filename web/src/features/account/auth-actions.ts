// What happens around a login or registration answer: the token is stored and
// the profile loaded; a `sso` value sends the player to that SSO address
// (SPEC.md section 8); failures go to analytics (SPEC.md section 8).
import type { ApiError } from '@casino/sdk';
import { track } from '../../shared/lib/analytics.ts';
import { redirectToSso } from './sso.ts';

/** Sends the analytics event of a failed login or registration, and the promo one. */
export function trackAuthFailure(
  kind: 'login' | 'registration',
  text: string,
  error: unknown,
): void {
  track(`${kind}_error`, { error: text || 'error 500' });
  const lines = (error as ApiError | undefined)?.lines ?? [];
  const promo = lines.filter((l) => l.field === 'promo').map((l) => l.message);
  if (promo.length > 0) track('promocode_error', { error: promo.join(', ') });
}

/** After a successful login answer: follow its `sso` value when there is one. */
export function followSso(answer: { sso?: string | null }): void {
  if (answer.sso) redirectToSso(answer.sso, 'login');
}
