import { IN_HOUSE_GAMES, type InHouseGame } from '@casino/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { href, ROUTES, type StaticRouteName } from '../shared/lib/paths.ts';
import { PAGES } from './routes.ts';

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
    // @ts-expect-error: a route with parameters needs them (checked by tsc, and at run time).
    expect(() => href('tournament', 'ru')).toThrow("requires param 'id'");
  });

  it('types href() parameters from the path template', () => {
    // @ts-expect-error: the tournament route needs its id.
    expect(() => href('tournament', 'en', {})).toThrow("requires param 'id'");
    // @ts-expect-error: a route without parameters takes none.
    expect(href('home', 'en', { id: 1 })).toBe('/en');
    // @ts-expect-error: slot pages need `slot`, not `slug`.
    expect(() => href('slotPlay', 'ru', { slug: 'x' })).toThrow("requires param 'slot'");
    // @ts-expect-error: only route names are accepted.
    expect(() => href('nowhere', 'ru')).toThrow();
  });

  it('has a page for every in-house game, named as the game', () => {
    expectTypeOf<InHouseGame>().toExtend<StaticRouteName>();
    expect(IN_HOUSE_GAMES.map((game) => ROUTES[game].game)).toEqual(IN_HOUSE_GAMES.map(() => true));
  });

  it('has a page module for every route and nothing else', () => {
    expect(Object.keys(PAGES).sort()).toEqual(Object.keys(ROUTES).sort());
  });
});
