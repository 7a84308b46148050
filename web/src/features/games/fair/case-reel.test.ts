// A case's reel (components/case-reel.tsx): forty prizes, the won one where
// the reel stops, the same reel for the same round on every screen.
import { HOUSE_CASES } from '@casino/sdk/fair';
import { describe, expect, it } from 'vitest';
import { reelOf } from './components/case-reel.tsx';

const gold = HOUSE_CASES.find((c) => c.slug === 'gold');

describe('a case reel', () => {
  it('puts the won prize at its stop, and is the same for the same round', () => {
    if (!gold) throw new Error('no gold case');
    for (const won of [0, 1, 2, 3]) {
      const reel = reelOf(gold.prizes, won, `cases-${won}`);
      expect(reel).toHaveLength(40);
      expect(reel[32]).toBe(gold.prizes[won]);
      expect(reelOf(gold.prizes, won, `cases-${won}`)).toEqual(reel);
    }
    // Another round, another reel (its prizes drawn from another number).
    const keys = (id: string) => reelOf(gold.prizes, 0, id).map((p) => p.key);
    expect(keys('cases-10')).not.toEqual(keys('cases-11'));
  });

  it('draws the other places by the chances: the common prize most often', () => {
    if (!gold) throw new Error('no gold case');
    const counts = new Map<string, number>();
    for (let i = 0; i < 200; i++)
      for (const p of reelOf(gold.prizes, 3, `r-${i}`))
        counts.set(p.key, (counts.get(p.key) ?? 0) + 1);
    // 60 % coins, 3 % crowns (besides the 200 won crowns at the stop).
    expect(counts.get('coin') ?? 0).toBeGreaterThan(4000);
    expect((counts.get('crown') ?? 0) - 200).toBeLessThan(600);
  });
});
