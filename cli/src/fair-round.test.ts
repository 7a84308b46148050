// casino fair verify --round: round records built with the SDK's engine (the
// one the game services settle with) are checked from a file through main(),
// and from stdin through the real bin; tampered, unrevealed, active and
// other-version records, history answers, and malformed input each get their
// verdict, exit code and message. No API involved.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type EngineRound,
  FAIR_ALGORITHM,
  type FairRound,
  hashSeed,
  minePositions,
  moveRound,
  openRound,
  type RoundSeeds,
  roundRecord,
} from '@casino/sdk/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casino } from './test-run.ts';

const seedsOf = (nonce: number): RoundSeeds => ({
  serverSeed: 'server seed',
  clientSeed: 'client seed',
  nonce,
});

function record(round: EngineRound, seeds: RoundSeeds, id: string, revealed = true): FairRound {
  return roundRecord(round, {
    id,
    currency: 'RUB',
    seeds,
    serverSeedHash: hashSeed(seeds.serverSeed),
    revealed,
    createdAt: '2026-11-23T10:00:00.000Z',
    settledAt: round.status === 'settled' ? '2026-11-23T10:00:01.000Z' : null,
  });
}

/** A dice round over 50.5 for 10 RUB: the roll of nonce 1 is 74.67, so it pays 20. */
const dice = record(
  openRound('dice', { direction: 'over', target: 50.5 }, 1000, seedsOf(1), 'RUB'),
  seedsOf(1),
  'dice-1',
);

/** A miner round of 3 mines: two safe tiles opened, then a cash-out. */
const miner = (() => {
  const seeds = seedsOf(2);
  const safe = Array.from({ length: 25 }, (_, t) => t).filter(
    (t) => !minePositions(seeds, 3).includes(t),
  );
  let round = openRound('miner', { mines: 3 }, 500, seeds, 'RUB');
  round = moveRound(round, { kind: 'reveal', tile: safe[0] as number }, seeds);
  round = moveRound(round, { kind: 'reveal', tile: safe[1] as number }, seeds);
  return record(moveRound(round, { kind: 'cashout' }, seeds), seeds, 'miner-2');
})();

/** A bronze case, recomputed with the odds table its record kept. */
const cases = record(
  openRound('cases', { caseId: 'bronze' }, 1000, seedsOf(3), 'RUB'),
  seedsOf(3),
  'cases-3',
);

/** Settled, but its seed pair not rotated yet. */
const hidden = record(
  openRound('dice', { direction: 'under', target: 30 }, 1000, seedsOf(4), 'RUB'),
  seedsOf(4),
  'dice-4',
  false,
);

/** A miner round still in play. */
const active = record(
  openRound('miner', { mines: 3 }, 1000, seedsOf(5), 'RUB'),
  seedsOf(5),
  'miner-5',
  false,
);

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'casino-round-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let files = 0;
/** Writes `content` (JSON unless a string) to a new file and returns its path. */
function saved(content: unknown): string {
  files += 1;
  const path = join(scratch, `round-${files}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

const verify = (content: unknown, ...args: string[]) =>
  casino('fair', 'verify', '--round', saved(content), ...args);

const bin = fileURLToPath(new URL('../bin/casino.js', import.meta.url));

/** The real bin with `input` piped to its stdin. */
function piped(input: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('casino fair verify --round: verified records', () => {
  it('a dice round from a file: every check and the verdict, exit 0', async () => {
    const r = await verify(dice);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('round dice-1 (dice, nonce 1)');
    expect(r.stdout).toMatch(/ok +algorithm version +casino-fair\/1/);
    expect(r.stdout).toMatch(
      new RegExp(`ok +seed hashes to the committed hash +${hashSeed('server seed')}`),
    );
    expect(r.stdout).toMatch(/ok +result recomputed +roll 74\.67/);
    expect(r.stdout).toMatch(/ok +payout recomputed +20 RUB/);
    expect(r.stdout).toContain('verdict: verified');
  });

  it('a miner round with its moves, from the answer of a move call {round, balance}', async () => {
    expect(miner.moves).toEqual({ revealed: [expect.any(Number), expect.any(Number)] });
    const r = await verify({ round: miner, balance: 123.45 }, '--json');
    expect(r.code).toBe(0);
    expect(r.json().rounds[0]).toMatchObject({ id: 'miner-2', game: 'miner', verdict: 'verified' });
  });

  it('a cases round with its snapshot, and not once the snapshot’s odds are edited', async () => {
    expect(cases.case?.prizes.length).toBeGreaterThan(1);
    const ok = await verify(cases);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/ok +result recomputed +item \d/);
    const snapshot = cases.case as NonNullable<FairRound['case']>;
    // Every weight on the last prize: the recomputed item changes.
    const edited = {
      ...cases,
      case: {
        ...snapshot,
        prizes: snapshot.prizes.map((p, i) => ({
          ...p,
          weight: i === snapshot.prizes.length - 1 ? 1e6 : 1,
        })),
      },
    };
    const bad = await verify(edited, '--json');
    expect(bad.code).toBe(1);
    expect(bad.json().rounds[0].checks.find((c: { name: string }) => c.name === 'result').ok).toBe(
      false,
    );
  });

  it('--json prints the documented shape', async () => {
    const r = await verify(dice, '--json');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(r.json()).toEqual({
      verdict: 'verified',
      counts: { verified: 1, mismatch: 0, unverifiable: 0 },
      rounds: [
        {
          id: 'dice-1',
          game: 'dice',
          nonce: 1,
          currency: 'RUB',
          verdict: 'verified',
          reason: null,
          message: 'the record is what its seeds give',
          hint: null,
          checks: [
            { name: 'algorithm', ok: true, recorded: FAIR_ALGORITHM, recomputed: FAIR_ALGORITHM },
            {
              name: 'seed',
              ok: true,
              recorded: hashSeed('server seed'),
              recomputed: hashSeed('server seed'),
            },
            { name: 'stake', ok: true, recorded: 10, recomputed: 10 },
            { name: 'result', ok: true, recorded: { roll: 74.67 }, recomputed: { roll: 74.67 } },
            { name: 'payout', ok: true, recorded: 20, recomputed: 20 },
          ],
        },
      ],
    });
  });
});

describe('casino fair verify --round - (stdin, the real bin)', () => {
  it('verifies a record piped in', async () => {
    const r = await piped(JSON.stringify(dice), ['fair', 'verify', '--round', '-', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).verdict).toBe('verified');
  });

  it('reads a large history whole (several MB in many chunks)', async () => {
    const rounds = Array.from({ length: 1500 }, (_, i) => {
      const seeds = seedsOf(i + 1);
      return record(
        openRound('dice', { direction: 'over', target: 50.5 }, 1000, seeds, 'RUB'),
        seeds,
        `dice-${i + 1}-${'é'.repeat(400)}`,
      );
    });
    const input = JSON.stringify({ rounds }, null, 2);
    expect(input.length).toBeGreaterThan(1_500_000);
    const r = await piped(input, ['fair', 'verify', '--round', '-', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.counts).toEqual({ verified: 1500, mismatch: 0, unverifiable: 0 });
    // Multi-byte characters split between chunks come through intact.
    expect(out.rounds[1499].id).toBe(`dice-1500-${'é'.repeat(400)}`);
  });

  it('empty stdin says so, exit 2', async () => {
    const r = await piped('', ['fair', 'verify', '--round', '-']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('casino: stdin is empty');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('casino fair verify --round: mismatches and rounds that cannot be verified', () => {
  it('a tampered payout: exit 1 and the payout check recorded against recomputed', async () => {
    const r = await verify({ ...dice, payout: 25 });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/MISMATCH +payout recomputed +recorded 25 RUB, recomputed 20 RUB/);
    expect(r.stdout).toMatch(/ok +result recomputed +roll 74\.67/);
    expect(r.stdout).toContain('verdict: MISMATCH: the record is not what its seeds give (payout)');
    const json = (await verify({ ...dice, payout: 25 }, '--json')).json();
    expect(json.verdict).toBe('mismatch');
    expect(json.rounds[0].checks[4]).toEqual({
      name: 'payout',
      ok: false,
      recorded: 25,
      recomputed: 20,
    });
  });

  it('a stake that is not what the chips make: the stake check fails, exit 1', async () => {
    const chips = [
      { kind: 'red', amount: 1 },
      { kind: 'straight', pocket: 17, amount: 0.5 },
    ];
    const roulette = record(
      openRound('roulette', { chips }, 150, seedsOf(4), 'RUB'),
      seedsOf(4),
      'roulette-1',
    );
    expect((await verify(roulette)).code).toBe(0);
    const r = await verify({ ...roulette, amount: 2.5 });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /MISMATCH +stake is what the inputs stake +recorded 2\.5 RUB, recomputed 1\.5 RUB/,
    );
  });

  it('a revealed seed that is not the committed one: the seed check fails, exit 1', async () => {
    const r = await verify({ ...dice, serverSeed: 'another seed' }, '--json');
    expect(r.code).toBe(1);
    expect(r.json().rounds[0].checks[1]).toMatchObject({ name: 'seed', ok: false });
  });

  it('an unrevealed seed: unverifiable, exit 2, "rotate the seed pair first"', async () => {
    const r = await verify(hidden);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('UNVERIFIABLE: the server seed of the round is not revealed yet');
    expect(r.stdout).toContain('hint: rotate the seed pair first (POST /dice/seeds/rotate');
    expect(r.stdout).toMatch(/- +payout recomputed +not checked/);
    const json = (await verify(hidden, '--json')).json();
    expect(json.rounds[0]).toMatchObject({ verdict: 'unverifiable', reason: 'seed-hidden' });
    expect(json.rounds[0].hint).toContain('rotate the seed pair first');
  });

  it('an active round: unverifiable, exit 2, finish it and rotate the seed pair first', async () => {
    const r = await verify(active, '--json');
    expect(r.code).toBe(2);
    expect(r.json().rounds[0]).toMatchObject({ verdict: 'unverifiable', reason: 'active' });
    expect(r.json().rounds[0].hint).toMatch(/finish the round.*rotate the seed pair first/);
  });

  it('another algorithm version is refused and the supported one named, whatever its shape', async () => {
    const r = await verify({ ...dice, algorithm: 'casino-fair/2', inputs: 'v2 inputs' });
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(
      /REFUSED +algorithm version +recorded casino-fair\/2, supported casino-fair\/1/,
    );
    expect(r.stdout).toContain('this casino supports casino-fair/1 only');
    const json = (await verify({ ...dice, algorithm: 'casino-fair/0' }, '--json')).json();
    expect(json.rounds[0]).toMatchObject({ verdict: 'unverifiable', reason: 'algorithm' });
  });
});

describe('casino fair verify --round: a history answer {rounds: [...]}', () => {
  it('verifies every round, with a summary; an unverifiable one makes exit 2', async () => {
    const r = await verify({ rounds: [dice, miner, cases, hidden] });
    expect(r.code).toBe(2);
    for (const id of ['dice-1', 'miner-2', 'cases-3', 'dice-4'])
      expect(r.stdout).toContain(`round ${id}`);
    expect(r.stdout).toContain('4 rounds: 3 verified, 0 mismatch, 1 unverifiable');
    const json = (await verify({ rounds: [dice, miner, cases] }, '--json')).json();
    expect(json.verdict).toBe('verified');
    expect(json.rounds.map((x: { id: string }) => x.id)).toEqual(['dice-1', 'miner-2', 'cases-3']);
  });

  it('a mismatch anywhere makes the verdict mismatch, exit 1', async () => {
    const r = await verify({ rounds: [dice, { ...miner, payout: 999 }, hidden] }, '--json');
    expect(r.code).toBe(1);
    expect(r.json().verdict).toBe('mismatch');
    expect(r.json().counts).toEqual({ verified: 1, mismatch: 1, unverifiable: 1 });
  });

  it('--id checks only the chosen round, and names the ids when none matches', async () => {
    const history = { rounds: [dice, miner, hidden] };
    const one = await verify(history, '--id', 'miner-2', '--json');
    expect(one.code).toBe(0);
    expect(one.json().rounds).toHaveLength(1);
    const none = await verify(history, '--id', 'dice-9');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('has no round with --id "dice-9" (it has "dice-1", "miner-2"');
  });

  it('a malformed round names its place in the history', async () => {
    const r = await verify({ rounds: [dice, { ...miner, payout: 'lots' }] });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('is not a valid miner round record: rounds[1].payout:');
  });
});

describe('casino fair verify --round: bad input exits 2 and says what is wrong', () => {
  it.each([
    ['malformed JSON', '{"game": "dice",', /is not JSON/],
    ['an empty file', '', /is empty/],
    ['a list', [dice], /is not a round record: it is a list/],
    ['another answer', { data: { ip: '1.2.3.4' } }, /is not a round record: its fields are "data"/],
    ['an empty history', { rounds: [] }, /holds no rounds/],
    [
      'a record without its fields',
      { game: 'dice', algorithm: FAIR_ALGORITHM },
      /not a valid dice round record: missing id, status/,
    ],
    [
      'a wrong field',
      { round: { ...dice, nonce: 0 }, balance: 1 },
      /round\.nonce: Too small: expected number to be >=1/,
    ],
    ['a game not played for money', { ...dice, game: 'poker' }, /game must be one of dice/],
    [
      'a record the engine cannot replay',
      { ...miner, moves: { revealed: [] } },
      /round "miner-2" cannot be replayed: open a tile before cashing out/,
    ],
  ])('%s', async (_, content, message) => {
    const r = await verify(content);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain('hint: ');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('with --json, one JSON error object', async () => {
    const r = await verify('not json', '--json');
    expect(r.code).toBe(2);
    expect(r.json().error).toMatchObject({ code: 'usage' });
    expect(r.json().error.message).toMatch(/is not JSON/);
  });

  it('a file that cannot be read', async () => {
    const r = await casino('fair', 'verify', '--round', join(scratch, 'missing.json'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot be read: there is no such file/);
    const dir = await casino('fair', 'verify', '--round', scratch);
    expect(dir.stderr).toMatch(/cannot be read: it is a directory/);
  });

  it('--round with the flag form’s options, and --id without --round', async () => {
    const both = await verify(dice, '--game', 'dice', '--nonce', '1');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--round cannot be used with --game, --nonce');
    const id = await casino(
      'fair',
      'verify',
      '--game',
      'dice',
      '--server-seed',
      's',
      '--client-seed',
      'c',
      '--nonce',
      '1',
      '--id',
      'x',
    );
    expect(id.code).toBe(2);
    expect(id.stderr).toContain('--id chooses a round of a --round history');
  });

  it('without --round the flag form names a missing option; with nothing given, the forms', async () => {
    const r = await casino('fair', 'verify', '--game', 'dice', '--nonce', '1');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "casino: required option '--server-seed <seed>' not specified\nhint: casino fair verify --help lists the options of each form\n",
    );
    const none = await casino('fair', 'verify');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(
      'fair verify needs a round: its seeds (--game, --server-seed, --client-seed, --nonce), a round record (--round <file>), or a crash hash (--hash, --salt)',
    );
  });
});
