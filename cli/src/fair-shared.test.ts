// The shared rounds' checks. Crash: casino fair verify --game crash
// --hash/--salt and casino fair chain, on a chain made here the way the house
// makes one (each hash the SHA-256 of the next one's bytes): it links back
// to its published hash, a forged hash does not (exit 1), and each round's
// crash point is the scheme's. Rooms: --client-seeds mixes every player's
// client seed, in joining order, with the server seed. Bad input exits 2.
import { createHash, createHmac } from 'node:crypto';
import { roomWinner } from '@casino/sdk/fair';
import { describe, expect, it } from 'vitest';
import { casino } from './test-run.ts';

/** bustabit's current salt (github.com/bustabit/verifier). */
const SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
/** The next hash of a chain: SHA-256 of the hash's bytes. */
const next = (hash: string) => createHash('sha256').update(Buffer.from(hash, 'hex')).digest('hex');

/** Rounds in play order: [published terminating hash, round 1, round 2, ...]. */
const made = [sha('house secret')];
while (made.length < 50) made.push(next(made.at(-1) as string));
const chain = made.reverse();

/** The scheme as bustabit's verifier runs it, with Node's crypto. */
function crashPoint(hash: string): number {
  const hmac = createHmac('sha256', SALT).update(Buffer.from(hash, 'hex')).digest('hex');
  const x = parseInt(hmac.slice(0, 13), 16) / 2 ** 52;
  return Math.max(1, Math.floor(99 / (1 - x)) / 100);
}

/** `casino fair verify --game crash --hash <hash> --salt <SALT>` with more options. */
const crash = (hash: string, ...more: string[]) =>
  casino('fair', 'verify', '--game', 'crash', '--hash', hash, '--salt', SALT, ...more);

describe('casino fair verify --game crash --hash --salt', () => {
  it('gives a round of bustabit\u2019s live site its bust (game 13,303,000: ×38.65)', async () => {
    const hash = 'df5d54b8ca42cb40ea80e8ba74b3281f7b9d49bc27fecbe104847de1e91e4929';
    const r = await crash(hash, '--json');
    expect(r.json().crashPoint).toBe(38.65);
  });

  it('recomputes a shared round from its revealed hash and the salt', async () => {
    const hash = chain[7] as string;
    const r = await crash(hash, '--json');
    expect(r.code).toBe(0);
    expect(r.json()).toEqual({ game: 'crash', hash, salt: SALT, crashPoint: crashPoint(hash) });
    const text = await crash(hash);
    expect(text.stdout).toContain(`crash point       ×${crashPoint(hash).toFixed(2)}`);
  });

  it('refuses another game, a hash that is not one, and the seed options with --hash', async () => {
    const hash = chain[1] as string;
    const dice = await casino('fair', 'verify', '--game', 'dice', '--hash', hash, '--salt', SALT);
    expect(dice.code).toBe(2);
    expect(dice.stderr).toContain('must be crash');
    const bad = await crash('xyz');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('must be 64 hex characters');
    const mixed = await crash(hash, '--nonce', '1');
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('the seed options are for single rounds');
  });
});

describe('casino fair chain', () => {
  it('walks back from a revealed hash to the published one, with each round’s point', async () => {
    const r = await casino(
      'fair',
      'chain',
      '--from',
      chain[12] as string,
      '--count',
      '20',
      '--salt',
      SALT,
      '--terminating',
      chain[0] as string,
      '--json',
    );
    expect(r.code).toBe(0);
    const out = r.json();
    expect(out.reachedAt).toBe(12);
    expect(out.rows.map((row: { hash: string }) => row.hash)).toEqual(chain.slice(0, 13).reverse());
    expect(out.rows[0].crashPoint).toBe(crashPoint(chain[12] as string));
    const text = await casino(
      'fair',
      'chain',
      '--from',
      chain[3] as string,
      '--count',
      '5',
      '--terminating',
      chain[0] as string,
    );
    expect(text.stdout).toContain(
      'chain check       ok: 3 steps back from the given hash reach the published hash',
    );
  });

  it('links round n to the published hash with --count n, and not with fewer steps', async () => {
    const round = (n: number, count: number) =>
      casino(
        'fair',
        'chain',
        '--from',
        chain[n] as string,
        '--count',
        String(count),
        '--terminating',
        chain[0] as string,
        '--json',
      );
    const linked = await round(2, 2);
    expect(linked.code).toBe(0);
    expect(linked.json().reachedAt).toBe(2);
    expect(linked.json().rows.map((row: { hash: string }) => row.hash)).toEqual([
      chain[2],
      chain[1],
      chain[0],
    ]);
    const first = await round(1, 1);
    expect(first.code).toBe(0);
    expect(first.json().reachedAt).toBe(1);
    const short = await round(3, 2);
    expect(short.code).toBe(1);
    expect(short.json().reachedAt).toBeNull();
    expect(short.json().rows).toHaveLength(2);
  });

  it('a hash that is not on the chain never reaches the published hash: exit 1', async () => {
    const r = await casino(
      'fair',
      'chain',
      '--from',
      sha('forged'),
      '--count',
      '100',
      '--terminating',
      chain[0] as string,
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('MISMATCH: 100 steps back');
  });

  it('says what is wrong with a missing or bad option', async () => {
    const noCount = await casino('fair', 'chain', '--from', chain[1] as string);
    expect(noCount.code).toBe(2);
    expect(noCount.stderr).toMatch(/--count/);
    const zero = await casino('fair', 'chain', '--from', chain[1] as string, '--count', '0');
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain('from 1 to 10000000');
  });
});

describe('casino fair verify --game rooms --client-seeds', () => {
  const args = (seeds: string) => [
    'fair',
    'verify',
    '--game',
    'rooms',
    '--server-seed',
    'room seed',
    '--nonce',
    '4',
    '--stakes',
    '10,20,30',
    '--client-seeds',
    seeds,
    '--json',
  ];

  it("draws with every player's client seed in joining order, one per line", async () => {
    const seeds = ['alice', 'bob', 'carol'];
    const r = await casino(...args(JSON.stringify(seeds)));
    expect(r.code).toBe(0);
    const expected = roomWinner(
      { serverSeed: 'room seed', clientSeed: 'alice\nbob\ncarol', nonce: 4 },
      [10, 20, 30],
    );
    expect(r.json()).toEqual({ game: 'rooms', result: expected });
    // Another order is another draw input: the winners over many nonces differ.
    const winners = async (list: string[]) => {
      const out: number[] = [];
      for (let nonce = 1; nonce <= 12; nonce++) {
        const a = await casino(
          'fair',
          'verify',
          '--game',
          'rooms',
          '--server-seed',
          'room seed',
          '--nonce',
          String(nonce),
          '--stakes',
          '10,20,30',
          '--client-seeds',
          JSON.stringify(list),
          '--json',
        );
        out.push(a.json().result);
      }
      return out;
    };
    expect(await winners(['alice', 'bob', 'carol'])).not.toEqual(
      await winners(['carol', 'bob', 'alice']),
    );
  });

  it('refuses seeds and stakes of a different number of players', async () => {
    const r = await casino(...args(JSON.stringify(['alice', 'bob'])));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--client-seeds has 2 seed(s) and --stakes 3 stake(s)');
  });

  it('refuses a list that is not one, a seed no player could send, and --client-seeds off rooms', async () => {
    const notList = await casino(...args('alice'));
    expect(notList.code).toBe(2);
    expect(notList.stdout + notList.stderr).toContain('must be a JSON list');
    const withBreak = await casino(...args(JSON.stringify(['a\nb'])));
    expect(withBreak.code).toBe(2);
    expect(withBreak.stdout + withBreak.stderr).toContain('printable');
    const dice = await casino(
      'fair',
      'verify',
      '--game',
      'dice',
      '--server-seed',
      's',
      '--nonce',
      '1',
      '--client-seeds',
      '["a"]',
    );
    expect(dice.code).toBe(2);
    expect(dice.stderr).toContain('--client-seeds is for rooms');
  });
});
