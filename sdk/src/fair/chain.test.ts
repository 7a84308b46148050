// The shared rounds' fairness. The crash hash chain: a chain generated from a
// secret links every revealed round's hash back to the published terminating
// hash, a hash off the chain never does, and the crash points have the
// scheme's odds. A room draw mixes every player's client seed.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chainCrashPoint,
  chainFrom,
  GAME_HASH,
  INSTANT_CRASH_ONE_IN,
  previousGameHash,
  stepsToTerminating,
} from './chain.ts';
import { roomClientSeed, roomWinner } from './games.ts';

const SALT = '000000000000000007a9a31ff7f07463d91af6b5454241d5faf282e5e0fe1b3a';

/** The chain as the house makes it: from a secret, each hash the SHA-256 of the one before (its hex text). */
function houseChain(secret: string, length: number): string[] {
  const made = [createHash('sha256').update(secret).digest('hex')];
  while (made.length < length)
    made.push(
      createHash('sha256')
        .update(made.at(-1) as string)
        .digest('hex'),
    );
  // Play goes backwards: the last one made is published, the one before it is round 1.
  return made.reverse();
}

describe('the hash chain', () => {
  const chain = houseChain('the house secret', 2000);
  const terminating = chain[0] as string;

  it('each round’s hash hashes to the round before it, down to the published hash', () => {
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
  /** The scheme as published (bustabit, 2015), written again here with Node's crypto. */
  function published(seed: string, salt: string): number {
    const hash = createHmac('sha256', seed).update(salt).digest('hex');
    let val = 0;
    for (let i = 0; i < hash.length; i += 4)
      val = ((val << 16) + parseInt(hash.substring(i, i + 4), 16)) % 101;
    if (val === 0) return 1;
    const h = parseInt(hash.slice(0, 13), 16);
    const e = 2 ** 52;
    return Math.floor((100 * e - h) / (e - h)) / 100;
  }

  it('agree with the published formula on every round of a chain', () => {
    for (const hash of houseChain('another secret', 3000)) {
      expect(chainCrashPoint(hash, SALT)).toBe(published(hash, SALT));
    }
  });

  it('stop at ×1.00 about 2 rounds in 101 (1 at once, 1 below ×1.01) and reach ×x with 99 / (100x − 1) of the rest', () => {
    const points = houseChain('a long chain', 40_000).map((h) => chainCrashPoint(h, SALT));
    const rest = 1 - 1 / INSTANT_CRASH_ONE_IN;
    const share = (test: (p: number) => boolean) => points.filter(test).length / points.length;
    expect(share((p) => p === 1)).toBeCloseTo(1 / INSTANT_CRASH_ONE_IN + rest / 100, 2);
    for (const x of [1.5, 2, 10])
      expect(share((p) => p >= x)).toBeCloseTo((rest * 99) / (100 * x - 1), 2);
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
