// The fairness verifier's arithmetic: a round the SDK's engine plays comes out
// the same from its seeds, its record verifies whole, a published live crash
// round gives its published point, and every bad field is named, the rest
// computed nothing.
import {
  hashSeed,
  MONEY_GAMES,
  type MoneyGame,
  moveRound,
  openRound,
  type RoundSeeds,
  roomClientSeed,
  roomWinner,
  roundRecord,
  verifyRecord,
} from '@casino/sdk/fair';
import { describe, expect, it } from 'vitest';
import { readRecords, type SeedsForm, verifyCrash, verifySeeds } from './verify.ts';

const SEEDS: RoundSeeds = {
  serverSeed: '8c4b1e7f02a9d36e5c1f4a8b7d2e9c03f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1',
  clientSeed: 'my seed',
  nonce: 7,
};

const INPUTS: Record<MoneyGame, unknown> = {
  dice: { direction: 'under', target: 50 },
  coinflip: { side: 'tails' },
  crash: { target: 2 },
  roulette: { chips: [{ kind: 'straight', pocket: 17, amount: 10 }] },
  keno: { picks: [1, 2, 3, 4, 5] },
  cases: { caseId: 'bronze' },
  miner: { mines: 5 },
  hilo: {},
};

/** A settled round of `game`, played by the engine with SEEDS and revealed. */
function played(game: MoneyGame) {
  let round = openRound(game, INPUTS[game], 1000, SEEDS, 'RUB');
  if (game === 'miner') {
    round = moveRound(round, { kind: 'reveal', tile: 0 }, SEEDS);
    if (round.status === 'active') round = moveRound(round, { kind: 'cashout' }, SEEDS);
  }
  if (game === 'hilo') {
    round = moveRound(round, { kind: 'guess', guess: 'higherOrSame' }, SEEDS);
    if (round.status === 'active') round = moveRound(round, { kind: 'cashout' }, SEEDS);
  }
  return roundRecord(round, {
    id: `${game}-1`,
    currency: 'RUB',
    seeds: SEEDS,
    serverSeedHash: hashSeed(SEEDS.serverSeed),
    revealed: true,
    createdAt: '2026-11-27T10:00:00.000Z',
    settledAt: '2026-11-27T10:00:01.000Z',
  });
}

const form = (over: Partial<SeedsForm>): SeedsForm => ({
  game: 'dice',
  serverSeed: SEEDS.serverSeed,
  clientSeed: SEEDS.clientSeed,
  nonce: String(SEEDS.nonce),
  shownHash: '',
  mines: '',
  cards: '',
  weights: '',
  stakes: '',
  ...over,
});

describe('the seeds form', () => {
  it('recomputes dice, roulette, coinflip and crash as the engine played them', () => {
    const value = (game: 'dice' | 'roulette' | 'coinflip' | 'crash') => {
      const outcome = verifySeeds(form({ game }));
      return outcome.ok ? outcome.result.verified.result : undefined;
    };
    expect(value('dice')).toBe((played('dice').result as { roll: number }).roll);
    expect(value('roulette')).toBe((played('roulette').result as { pocket: number }).pocket);
    expect(value('coinflip')).toBe((played('coinflip').result as { side: string }).side);
    expect(value('crash')).toBe((played('crash').result as { crashPoint: number }).crashPoint);
  });

  it('recomputes keno’s draw, miner’s mines and hilo’s cards with the game’s option', () => {
    const keno = verifySeeds(form({ game: 'keno' }));
    const drawn = (played('keno').result as { drawn: number[] }).drawn;
    expect(keno.ok && keno.result.verified.result).toEqual(drawn);

    const miner = verifySeeds(form({ game: 'miner', mines: '5' }));
    expect(miner.ok && miner.result.verified.result).toEqual(
      (played('miner').result as { mines: number[] }).mines,
    );

    const hilo = verifySeeds(form({ game: 'hilo', cards: '' }));
    expect(hilo.ok && (hilo.result.verified.result as string[]).length).toBe(5);
  });

  it('draws a room’s winner from every player’s seed and stake', () => {
    const outcome = verifySeeds(
      form({ game: 'rooms', nonce: '1', clientSeed: 'Aru-7f3a\nmy seed\n', stakes: '10, 25' }),
    );
    expect(outcome.ok && outcome.result.verified).toEqual({
      game: 'rooms',
      result: roomWinner(
        {
          serverSeed: SEEDS.serverSeed,
          clientSeed: roomClientSeed(['Aru-7f3a', 'my seed']),
          nonce: 1,
        },
        [10, 25],
      ),
    });
  });

  it('shows the seed’s hash, and whether it is the one shown before play', () => {
    const right = verifySeeds(form({ shownHash: hashSeed(SEEDS.serverSeed).toUpperCase() }));
    expect(right.ok && right.result).toMatchObject({
      serverSeedHash: hashSeed(SEEDS.serverSeed),
      hashMatches: true,
      message: 'my seed:7:0',
    });
    const wrong = verifySeeds(form({ shownHash: hashSeed('another seed') }));
    expect(wrong.ok && wrong.result.hashMatches).toBe(false);
    const none = verifySeeds(form({}));
    expect(none.ok && none.result.hashMatches).toBeNull();
  });

  it('names every bad field at once and computes nothing', () => {
    expect(verifySeeds(form({ serverSeed: ' ', clientSeed: '', nonce: '0' }))).toEqual({
      ok: false,
      problems: { serverSeed: 'required', clientSeed: 'required', nonce: 'nonce' },
    });
    expect(verifySeeds(form({ nonce: '9007199254740992', shownHash: 'abc' }))).toEqual({
      ok: false,
      problems: { nonce: 'nonce', shownHash: 'hash' },
    });
    expect(verifySeeds(form({ game: 'miner', mines: '25' })).ok).toBe(false);
    expect(verifySeeds(form({ game: 'miner' }))).toMatchObject({ problems: { mines: 'required' } });
    expect(verifySeeds(form({ game: 'hilo', cards: '1001' }))).toMatchObject({
      problems: { cards: 'cards' },
    });
    expect(verifySeeds(form({ game: 'cases', weights: '60, -1' }))).toMatchObject({
      problems: { weights: 'numbers' },
    });
    expect(verifySeeds(form({ game: 'cases', weights: '1e308' }))).toMatchObject({
      problems: { weights: 'numbers' },
    });
    expect(
      verifySeeds(form({ game: 'cases', weights: `${'9'.repeat(308)}, ${'9'.repeat(308)}` })),
    ).toMatchObject({ problems: { weights: 'overflow' } });
    expect(verifySeeds(form({ game: 'rooms', clientSeed: 'a\nb', stakes: '10' }))).toMatchObject({
      problems: { clientSeed: 'players' },
    });
    expect(verifySeeds(form({ clientSeed: 'x'.repeat(65) }))).toMatchObject({
      problems: { clientSeed: 'seed' },
    });
  });
});

describe('a live crash round', () => {
  it('gives a published bustabit round its published point', () => {
    const outcome = verifyCrash({
      hash: ' DF5D54B8CA42CB40EA80E8BA74B3281F7B9D49BC27FECBE104847DE1E91E4929 ',
      salt: '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be',
    });
    expect(outcome.ok && outcome.result.crashPoint).toBe(38.65);
    expect(outcome.ok && outcome.result.digits).toMatch(/^[0-9a-f]{13}$/);
  });

  it('refuses a hash that is not 64 hex digits, and an empty salt', () => {
    expect(verifyCrash({ hash: 'xyz', salt: '' })).toEqual({
      ok: false,
      problems: { hash: 'hash', salt: 'required' },
    });
  });
});

describe('a pasted round record', () => {
  it.each(MONEY_GAMES)('finds a %s round in each shape the games answer with', (game) => {
    const record = played(game);
    for (const doc of [record, { round: record, balance: 10 }, { rounds: [record, record] }]) {
      const outcome = readRecords(JSON.stringify(doc));
      expect(outcome.ok, game).toBe(true);
      if (!outcome.ok) continue;
      for (const round of outcome.result.rounds)
        expect(verifyRecord(round).verdict, game).toBe('verified');
    }
  });

  it('says what a text is when it is no round record', () => {
    expect(readRecords('  ')).toEqual({ ok: false, problems: { record: 'required' } });
    expect(readRecords('{"round": ')).toEqual({ ok: false, problems: { record: 'json' } });
    expect(readRecords('[1]')).toEqual({ ok: false, problems: { record: 'notRecord' } });
    expect(readRecords('{"rounds": []}')).toEqual({ ok: false, problems: { record: 'noRounds' } });
    expect(readRecords('{"game": "rooms"}')).toEqual({
      ok: false,
      problems: { record: 'roomRecord' },
    });
    const { nonce: _, ...broken } = played('dice');
    expect(readRecords(JSON.stringify({ rounds: [played('dice'), broken] }))).toEqual({
      ok: false,
      problems: { record: 'badRecord' },
      detail: 'rounds[1].nonce',
    });
  });

  it('passes a round of another rules version on, for its proof to say so', () => {
    const other = { ...played('dice'), algorithm: 'other-casino/9' };
    const outcome = readRecords(JSON.stringify(other));
    expect(outcome.ok && verifyRecord(outcome.result.rounds[0] as never).verdict).toBe(
      'unverifiable',
    );
  });
});
