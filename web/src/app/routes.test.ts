import { describe, expect, it } from 'vitest';
import { href, ROUTES } from './routes.ts';

describe('route table', () => {
  it('has every route of SPEC.md section 2', () => {
    const paths = Object.values(ROUTES).map((r) => r.path);
    for (const path of [
      '/',
      '/betting',
      '/bonuses',
      '/error',
      '/faq',
      '/games/cases',
      '/games/cases/:slug',
      '/games/coinflip',
      '/games/crash',
      '/games/dice',
      '/games/hilo',
      '/games/keno',
      '/games/roulette',
      '/games/rooms',
      '/games/rooms/purple',
      '/games/rooms/red',
      '/games/rooms/yellow',
      '/games/live-casino',
      '/games/live-casino/:slot/demo',
      '/games/live-casino/:slot/play',
      '/games/slots',
      '/games/slots/:slot/demo',
      '/games/slots/:slot/play',
      '/no-access',
      '/password/reset',
      '/reset-password/:token',
      '/policy/en/kyc',
      '/policy/en/user-agreement',
      '/policy/ru/confidential',
      '/policy/ru/user-agreement',
      '/profile',
      '/profile/access',
      '/profile/bonuses',
      '/profile/history',
      '/profile/setting',
      '/top',
      '/tournament/:id',
      '/tournaments',
      '/tournaments/:status',
      '/vip-club',
      '/welcome-pack',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('flags game pages, full-width pages and the no-access layout', () => {
    expect(ROUTES.crash).toMatchObject({ game: true });
    expect(ROUTES.slotPlay).toMatchObject({ game: true, fullWidth: true });
    expect(ROUTES.home.fullWidth).toBe(true);
    expect(ROUTES.faq.game).toBeUndefined();
    expect(ROUTES.noAccess.layout).toBe('no-access');
    expect(Object.values(ROUTES).filter((r) => r.layout === 'no-access')).toHaveLength(1);
  });

  it('builds localized paths with encoded parameters', () => {
    expect(href('slotDemo', 'ru', { slot: 'book-of-dead' })).toBe('/games/slots/book-of-dead/demo');
    expect(href('tournament', 'en', { id: 17 })).toBe('/en/tournament/17');
    expect(href('case', 'kz', { slug: 'a b/c' })).toBe('/kz/games/cases/a%20b%2Fc');
    expect(href('home', 'en')).toBe('/en');
    expect(() => href('tournament', 'ru')).toThrow('href(tournament) needs id');
  });
});
