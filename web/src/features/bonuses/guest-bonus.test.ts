// The guest bonus countdown's rules: 3 days for a promo bonus, 7 for a welcome
// pack, kept while running, renewed when expired, restarted for the other kind.
import { describe, expect, it } from 'vitest';
import {
  formatCountdownCookie,
  guestBonusKind,
  guestCountdown,
  parseCountdown,
  withoutPromo,
} from './guest-bonus.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = 86_400_000;

describe('guest bonus countdown', () => {
  it('starts 3 days for a promo bonus and 7 for a welcome pack', () => {
    expect(guestCountdown('promo', undefined, NOW)).toEqual({
      kind: 'promo',
      deadline: NOW + 3 * DAY,
      renewed: true,
    });
    expect(guestCountdown('welcomePack', undefined, NOW)).toEqual({
      kind: 'welcomePack',
      deadline: NOW + 7 * DAY,
      renewed: true,
    });
  });

  it('keeps a running countdown of the same kind', () => {
    const stored = formatCountdownCookie({ kind: 'promo', deadline: NOW + 1_000 });
    expect(guestCountdown('promo', stored, NOW)).toEqual({
      kind: 'promo',
      deadline: NOW + 1_000,
      renewed: false,
    });
  });

  it('renews an expired countdown', () => {
    const stored = formatCountdownCookie({ kind: 'welcomePack', deadline: NOW });
    expect(guestCountdown('welcomePack', stored, NOW)).toMatchObject({
      deadline: NOW + 7 * DAY,
      renewed: true,
    });
  });

  it('restarts for the other kind (a promo arriving during a welcome-pack countdown)', () => {
    const stored = formatCountdownCookie({ kind: 'welcomePack', deadline: NOW + 5 * DAY });
    expect(guestCountdown('promo', stored, NOW)).toMatchObject({
      kind: 'promo',
      deadline: NOW + 3 * DAY,
      renewed: true,
    });
  });

  it('reads only well-formed cookie values', () => {
    expect(parseCountdown('promo:1700000000000')).toEqual({
      kind: 'promo',
      deadline: 1_700_000_000_000,
    });
    for (const bad of [
      undefined,
      '',
      '1700000000000',
      'vip:1',
      'promo:',
      'promo:-5',
      'promo:1e9',
    ]) {
      expect(parseCountdown(bad)).toBeNull();
    }
  });

  it('is a promo countdown only while the promo bonus is known', () => {
    expect([guestBonusKind(true), guestBonusKind(false)]).toEqual(['promo', 'welcomePack']);
  });
});

describe('withoutPromo', () => {
  it('removes promo and keeps every other parameter', () => {
    expect(withoutPromo('?promo=BAD&utm_source=g&subH=1')).toBe('?utm_source=g&subH=1');
    expect(withoutPromo('?promo=BAD')).toBe('');
  });
});
