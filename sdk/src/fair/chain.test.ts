// The shared rounds' fairness. The crash hash chain: rounds of bustabit's
// live site come out to the cent and link to each other; a chain generated
// from a secret links every revealed round's hash back to the published
// terminating hash, a hash off the chain never does; the points have the
// scheme's odds. A room draw mixes every player's client seed.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chainCrashPoint,
  chainFrom,
  GAME_HASH,
  previousGameHash,
  stepsToTerminating,
} from './chain.ts';
import { roomWinner } from './draws.ts';
import { roomClientSeed } from './games.ts';

/**
 * bustabit's current salt (github.com/bustabit/verifier, src/constants.ts) and
 * rounds of its live site (games 12,635,125 to 13,303,000: the busts the site
 * showed, as collected in deduzzo/bustabit-scripts and sabari245/bustabit-tracker,
 * recomputed here before they were written down).
 */
const BUSTABIT_SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
const PUBLISHED: [game: number, hash: string, bust: number][] = [
  [13_303_000, 'df5d54b8ca42cb40ea80e8ba74b3281f7b9d49bc27fecbe104847de1e91e4929', 38.65],
  [12_637_740, 'd26c986212300ffad503e361b905e4a42b02b7f51f3ffdaf39bfb907490fe44a', 1.18],
  [12_637_700, 'd0785199cf1b22de6438bad23e64eb0d7fa0056fb1d2f809ac8c6b5f32b34a81', 185.04],
  [12_635_125, '227e1e9972aede11ce94c64a652fd84c80175db40e08c54de6dabeb715fa5eda', 10.91],
];

/** The chain as the house makes it: from a secret, each hash the SHA-256 of the one before (its bytes). */
function houseChain(secret: string, length: number): string[] {
  const made = [createHash('sha256').update(secret).digest('hex')];
  while (made.length < length)
    made.push(
      createHash('sha256')
        .update(Buffer.from(made.at(-1) as string, 'hex'))
        .digest('hex'),
    );
  // Play goes backwards: the last one made is published, the one before it is round 1.
  return made.reverse();
}

describe('published rounds', () => {
  it('reproduces bustabit\u2019s busts to the cent', () => {
    for (const [, hash, bust] of PUBLISHED) expect(chainCrashPoint(hash, BUSTABIT_SALT)).toBe(bust);
  });

  it('links each published round to the earlier ones by hashing (one step a game)', () => {
    const hashOf = (game: number) => PUBLISHED.find(([g]) => g === game)?.[1] as string;
    expect(stepsToTerminating(hashOf(12_637_740), hashOf(12_637_700), 100)).toBe(40);
    expect(stepsToTerminating(hashOf(12_637_700), hashOf(12_635_125), 5000)).toBe(2575);
  });
});

describe('the hash chain', () => {
  const chain = houseChain('the house secret', 2000);
  const terminating = chain[0] as string;

  it('each round\u2019s hash hashes to the round before it, down to the published hash', () => {
    for (let round = 1; round < chain.length; round += 97) {
      const hash = chain[round] as string;
      expect(hash).toMatch(GAME_HASH);
      expect(previousGameHash(hash)).toBe(chain[round - 1]);
      expect(stepsToTerminating(hash, terminating, 5000)).toBe(round);
    }
    expect(chainFrom(chain[5] as string, 6)).toEqual(chain.slice(0, 6).reverse());
  });

  it('a hash off the chain never reaches the published one', () => {
    const forged = createHash('sha256').update('not the house secret').digest('hex');
    expect(stepsToTerminating(forged, terminating, 3000)).toBeNull();
  });
});

describe('crash points', () => {
  /** The scheme as bustabit's verifier runs it, written again here with Node's crypto. */
  function reference(hash: string, salt: string): number {
    const hmac = createHmac('sha256', salt).update(Buffer.from(hash, 'hex')).digest('hex');
    const x = parseInt(hmac.slice(0, 13), 16) / 2 ** 52;
    return Math.max(1, Math.floor(99 / (1 - x)) / 100);
  }

  it('agree with the reference on every round of a chain', () => {
    for (const hash of houseChain('another secret', 3000)) {
      expect(chainCrashPoint(hash, BUSTABIT_SALT)).toBe(reference(hash, BUSTABIT_SALT));
    }
  });

  it('reach ×x with probability 0.99 / x (the 1% edge), never below ×1.00', () => {
    const points = houseChain('a long chain', 40_000).map((h) => chainCrashPoint(h, BUSTABIT_SALT));
    const share = (test: (p: number) => boolean) => points.filter(test).length / points.length;
    for (const x of [1.01, 1.5, 2, 10]) expect(share((p) => p >= x)).toBeCloseTo(0.99 / x, 2);
    expect(points.every((p) => p >= 1 && Number.isFinite(p))).toBe(true);
  });
});

describe('a shared room draw', () => {
  it('mixes every player’s client seed in joining order, and refuses a seed no player could send', () => {
    expect(roomClientSeed(['alice', 'bob'])).toBe('alice\nbob');
    expect(() => roomClientSeed([])).toThrow(RangeError);
    expect(() => roomClientSeed(['a\nb'])).toThrow(RangeError);
    expect(() => roomClientSeed(['x'.repeat(65)])).toThrow(RangeError);
    // The last player to join changes the draw without knowing the server seed.
    const stakes = [10, 10, 10, 10];
    const draws = (last: string) =>
      Array.from({ length: 40 }, (_, i) =>
        roomWinner(
          { serverSeed: 'secret', clientSeed: roomClientSeed(['a', 'b', 'c', last]), nonce: i + 1 },
          stakes,
        ),
      );
    expect(draws('d')).not.toEqual(draws('e'));
  });
});
