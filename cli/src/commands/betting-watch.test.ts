// `casino betting watch`'s line for people, sport by sport: the match minute
// and goals for football and ice hockey, the minute, points and quarter for
// basketball, the set or map with sets and games or maps and rounds for
// tennis and esports; the main market's prices (1X2, or the winner).
import type { components } from '@casino/sdk';
import { zSportEvent } from '@casino/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { describeSportEvent } from './betting-watch.ts';

type SportEvent = components['schemas']['SportEvent'];

const market = (kind: '1x2' | 'winner', odds: number[], suspended = false) => ({
  id: kind,
  kind,
  line: null,
  suspended,
  outcomes: odds.map((o, i) => ({
    key: (kind === '1x2' ? ['1', 'X', '2'] : ['1', '2'])[i] as '1' | 'X' | '2',
    odds: o,
  })),
});

/** An event in play, checked against the contract. */
function event(fields: Partial<SportEvent>): SportEvent {
  const whole: SportEvent = {
    id: 180123,
    sport: 'football',
    league: { id: 'kz-premier', name: 'Kazakhstan. Premier League' },
    home: 'Altyn Astana',
    away: 'Irtysh Pavlodar',
    starts_at: '2026-11-28T12:06:00Z',
    status: 'live',
    period: 1,
    minute: 34,
    score: [1, 0],
    period_score: null,
    markets: [market('1x2', [1.52, 3.9, 6.1])],
    ...fields,
  };
  expect(zSportEvent.safeParse(whole).success).toBe(true);
  return whole;
}

describe('describeSportEvent', () => {
  it('gives football and ice hockey their minute and goals', () => {
    expect(describeSportEvent(event({}))).toBe(
      " 34' #180123 Altyn Astana – Irtysh Pavlodar 1:0  1 1.52  X 3.90  2 6.10",
    );
    expect(
      describeSportEvent(
        event({
          sport: 'ice-hockey',
          period: 3,
          minute: 60,
          score: [2, 3],
          status: 'ended',
          markets: [],
        }),
      ),
    ).toBe(" 60' #180123 Altyn Astana – Irtysh Pavlodar 2:3 ended");
  });

  it('gives basketball its game minute, points and quarter, overtimes as OT', () => {
    const base = { sport: 'basketball' as const, home: 'Tulpar Astana', away: 'Neva Lions' };
    expect(
      describeSportEvent(
        event({
          ...base,
          period: 4,
          minute: 34,
          score: [71, 64],
          markets: [market('winner', [1.3, 3.4])],
        }),
      ),
    ).toBe(" 34' #180123 Tulpar Astana – Neva Lions 71:64 Q4  1 1.30  2 3.40");
    expect(
      describeSportEvent(event({ ...base, period: 5, minute: 42, score: [80, 80], markets: [] })),
    ).toBe(" 42' #180123 Tulpar Astana – Neva Lions 80:80 OT");
    expect(
      describeSportEvent(event({ ...base, period: 6, minute: 45, score: [90, 88], markets: [] })),
    ).toBe(" 45' #180123 Tulpar Astana – Neva Lions 90:88 OT2");
  });

  it('gives tennis the set in play, sets won and the set’s games', () => {
    expect(
      describeSportEvent(
        event({
          sport: 'tennis',
          home: 'T. Zhaksylykov',
          away: 'L. Meier',
          period: 2,
          minute: null,
          score: [1, 0],
          period_score: [3, 2],
          markets: [market('winner', [1.4, 2.8], true)],
        }),
      ),
    ).toBe('  S2 #180123 T. Zhaksylykov – L. Meier 1:0 sets, 3:2 games  suspended 1 1.40  2 2.80');
  });

  it('gives esports the map in play, maps won and the map’s rounds', () => {
    expect(
      describeSportEvent(
        event({
          sport: 'esports',
          home: 'Steppe Wolves',
          away: 'Altyn Qyran',
          period: 3,
          minute: null,
          score: [1, 2],
          period_score: [11, 13],
          status: 'ended',
          markets: [],
        }),
      ),
    ).toBe('  M3 #180123 Steppe Wolves – Altyn Qyran 1:2 maps, 11:13 rounds ended');
  });
});
