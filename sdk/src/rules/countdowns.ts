// The guest bonus countdown and the invoice life time (SPEC.md sections 4 and 9).
import { DEFAULT_INVOICE_LIFE_SECONDS, TIMINGS } from './timings.ts';

/** Which guest bonus is counting down. */
export type GuestBonusKind = 'promo' | 'welcomePack';

/** The countdown length: 3 days for a promo bonus, 7 for a welcome pack. */
export function guestBonusDuration(kind: GuestBonusKind): number {
  return kind === 'promo' ? TIMINGS.promoBonusCountdown : TIMINGS.welcomePackCountdown;
}

/**
 * The deadline to show (epoch ms): the stored one while it is in the future,
 * else a new one from `now` (renewed when expired, or when nothing valid is stored).
 */
export function guestBonusDeadline(
  kind: GuestBonusKind,
  stored: number | string | null | undefined,
  now: number,
): number {
  const value = typeof stored === 'string' ? Number(stored) : stored;
  if (typeof value === 'number' && Number.isFinite(value) && value > now) return value;
  return now + guestBonusDuration(kind);
}

/** Whole seconds left until `deadline` (never negative). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** When an invoice created at `createdAt` expires; a missing or bad life time is 1200 s. */
export function invoiceExpiresAt(createdAt: number, lifeTimeSeconds?: number | null): number {
  const life =
    typeof lifeTimeSeconds === 'number' && Number.isFinite(lifeTimeSeconds) && lifeTimeSeconds > 0
      ? lifeTimeSeconds
      : DEFAULT_INVOICE_LIFE_SECONDS;
  return createdAt + life * 1000;
}

/** Splits seconds into `mm:ss` (or `h:mm:ss`, `Nd hh:mm:ss`, with the language's day unit) for a countdown. */
export function formatCountdown(totalSeconds: number, dayUnit = 'd'): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  const seconds = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days}${dayUnit} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(seconds)}`;
  return `${pad(minutes)}:${pad(seconds)}`;
}
