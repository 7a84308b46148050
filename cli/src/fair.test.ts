// casino fair verify through main(argv): the published checks, the JSON
// shapes, the hash check's exit code, the miner game's alias and clear usage
// errors. No API involved.
import { hashSeed } from '@casino/sdk/fair';
import { describe, expect, it } from 'vitest';
import { casino } from './test-run.ts';

const seeds = ['--server-seed', 'server seed', '--client-seed', 'client seed'];
const verify = (...args: string[]) => casino('fair', 'verify', ...seeds, ...args);

describe('casino fair verify', () => {
  it.each([
    ['dice', '1', [], 74.67],
    ['roulette', '1', [], 27],
    ['crash', '1', [], 1.32],
    ['crash', '2', [], 1.83],
    ['crash', '3', [], 4.28],
    ['keno', '1', [], [30, 26, 10, 37, 22, 35, 25, 24, 39, 4]],
    ['mines', '1', ['--mines', '3'], [18, 15, 5]],
    ['hilo', '1', [], ['♠J', '♥10', '♥5', '♣K', '♥9']],
  ] as const)(
    '--json %s nonce %s prints the documented result',
    async (game, nonce, extra, result) => {
      const r = await verify('--game', game, '--nonce', nonce, ...extra, '--json');
      expect(r.code).toBe(0);
      expect(r.json()).toEqual({ game, result });
    },
  );

  it('verifies coinflip, cases and rooms the same way', async () => {
    const coin = await verify('--game', 'coinflip', '--nonce', '1', '--json');
    expect(coin.json()).toEqual({ game: 'coinflip', result: 'tails' });
    // The first float of nonce 1 is 0.7467...: in the ranges 60|25|10|5 it lands in the second item.
    const cases = await verify(
      '--game',
      'cases',
      '--nonce',
      '1',
      '--weights',
      '60,25,10,5',
      '--json',
    );
    expect(cases.json()).toEqual({ game: 'cases', result: 1 });
    const rooms = await verify('--game', 'rooms', '--nonce', '1', '--stakes', '10,30,60', '--json');
    expect(rooms.json()).toEqual({ game: 'rooms', result: 2 });
  });

  it('checks the revealed seed against the hash shown before play: exit 0 on a match, 1 on a mismatch', async () => {
    const ok = await verify(
      '--game',
      'dice',
      '--nonce',
      '1',
      '--server-seed-hash',
      hashSeed('server seed'),
      '--json',
    );
    expect([ok.code, ok.json()]).toEqual([0, { game: 'dice', result: 74.67, hashMatches: true }]);
    const bad = await verify(
      '--game',
      'dice',
      '--nonce',
      '1',
      '--server-seed-hash',
      hashSeed('other seed'),
    );
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('MISMATCH');
    expect(bad.stdout).toContain('result            74.67');
    expect(bad.stdout).toContain(`hash shown        ${hashSeed('other seed')}`);
  });

  it('prints the round for people without --json', async () => {
    const r = await verify('--game', 'keno', '--nonce', '1');
    expect(r.stdout).toContain('result            30 26 10 37 22 35 25 24 39 4');
    expect(r.stdout).toContain(`server seed hash  ${hashSeed('server seed')}`);
  });

  it.each([
    [['--game', 'poker', '--nonce', '1'], /--game must be one of dice, crash/],
    [
      ['--game', 'dice', '--nonce', '0'],
      /--nonce must be a whole number from 1 to 9007199254740991/,
    ],
    [
      ['--game', 'mines', '--nonce', '1'],
      /mines needs the number of mines[\s\S]*hint: pass --mines <k>/,
    ],
    [['--game', 'cases', '--nonce', '1'], /cases needs[\s\S]*hint: pass --weights/],
    [['--game', 'rooms', '--nonce', '1', '--stakes', '10,x'], /--stakes must be positive numbers/],
    [
      ['--game', 'dice', '--nonce', '1', '--server-seed-hash', 'abc'],
      /--server-seed-hash must be 64 hex/,
    ],
    [
      ['--game', 'dice', '--nonce', '1', '--mines', '3'],
      /--mines is for --game miner, not dice\nhint: drop --mines, or pass --game miner/,
    ],
    [['--game', 'keno', '--nonce', '1', '--weights', '1,2'], /--weights is for --game cases/],
  ])('%j exits 2 and says what is wrong', async (args, message) => {
    const r = await verify(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  it('--game miner and its alias mines verify the same round; the JSON names it mines, as it always has', async () => {
    const miner = await verify('--game', 'miner', '--nonce', '1', '--mines', '3', '--json');
    const mines = await verify('--game', 'mines', '--nonce', '1', '--mines', '3', '--json');
    expect([miner.code, miner.json()]).toEqual([0, { game: 'mines', result: [18, 15, 5] }]);
    expect([mines.code, mines.json()]).toEqual([0, { game: 'mines', result: [18, 15, 5] }]);
    expect((await verify('--game', 'mines', '--nonce', '1', '--mines', '3')).stdout).toContain(
      'game              miner',
    );
  });

  it('the hilo cards shown by default are the 5 --help says', async () => {
    const plain = await verify('--game', 'hilo', '--nonce', '1', '--json');
    const five = await verify('--game', 'hilo', '--nonce', '1', '--cards', '5', '--json');
    expect(plain.json().result).toHaveLength(5);
    expect(plain.json()).toEqual(five.json());
  });

  it('names a missing required option', async () => {
    const r = await casino('fair', 'verify', '--game', 'dice', '--nonce', '1');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--server-seed/);
  });
});
