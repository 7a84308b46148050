// The guest bonus countdown (SPEC.md sections 4 and 9): 3 days for a promo
// bonus, 7 for a welcome pack, stored in a cookie and renewed when expired.
// The cookie (regDepBonusExpireDate) holds `kind:deadline`, so a countdown of
// one kind is never shown as the other: a promo arriving, or the promo cookie
// becoming empty, starts the other kind's countdown afresh.
import { type GuestBonusKind, guestBonusDeadline } from '@casino/sdk';

/** A countdown as stored. */
export interface StoredCountdown {
  kind: GuestBonusKind;
  /** Epoch ms. */
  deadline: number;
}

/** Reads the cookie's value; anything malformed is null. */
export function parseCountdown(value: string | undefined): StoredCountdown | null {
  const match = /^(promo|welcomePack):(\d{1,16})$/.exec(value ?? '');
  if (!match) return null;
  return { kind: match[1] as GuestBonusKind, deadline: Number(match[2]) };
}

/** The cookie's value for a countdown. */
export function formatCountdownCookie(countdown: StoredCountdown): string {
  return `${countdown.kind}:${countdown.deadline}`;
}

/**
 * The countdown to show for `kind` at `now`: the stored one while it is of the
 * same kind and running, else a new one (`renewed`: write it back).
 */
export function guestCountdown(
  kind: GuestBonusKind,
  stored: string | undefined,
  now: number,
): StoredCountdown & { renewed: boolean } {
  const current = parseCountdown(stored);
  const same = current?.kind === kind ? current.deadline : null;
  const deadline = guestBonusDeadline(kind, same, now);
  return { kind, deadline, renewed: deadline !== same };
}

/** The guest bonus kind: a promo bonus while a promo's bonus is known, else the welcome pack. */
export function guestBonusKind(promoBonusKnown: boolean): GuestBonusKind {
  return promoBonusKnown ? 'promo' : 'welcomePack';
}

/** The query without `promo` (SPEC.md section 8: a failed promo lookup removes it). */
export function withoutPromo(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('promo');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
