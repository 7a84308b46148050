// `casino fair verify`, defined: one command with three forms. The seeds
// form recomputes a round from its revealed seeds (--game, --server-seed,
// --client-seed, --nonce and the game's own options; fair-verify.ts), the
// round form checks a round record (--round; fair-round.ts), the hash form a
// shared crash round of the hash chain (--game crash --hash --salt;
// fair-chain.ts). `route` picks the form from the options given, and refuses
// a mix. The in-house game of mines is `miner`; `mines`, its name here
// before, stays an alias (and the JSON output's name for it).
import { z } from 'zod';
import { defineCommand, type Form } from '../definition.ts';
import { usage } from '../errors.ts';
import { wholeNumber } from '../parse.ts';
import { chainSalt, gameHash } from './fair-chain.definition.ts';
import { outputOptions } from './shared.definition.ts';

/** The games, in the order --help lists them (the SDK's in-house games; a test holds them equal). */
const GAMES = [
  'dice',
  'crash',
  'roulette',
  'keno',
  'miner',
  'hilo',
  'coinflip',
  'cases',
  'rooms',
] as const;

/** The fewest and most mines of a miner round (the SDK's MINER; a test holds them equal). */
const MIN_MINES = 1;
const MAX_MINES = 24;
/** The most hilo cards one verification shows (a round never gets near it). */
const MAX_CARDS = 1000;
/** The most items of --weights (cases) or --stakes (rooms). */
const MAX_ITEMS = 1000;

// A plain decimal number: no hex, no Infinity, no empty item.
const DECIMAL = /^\d+(\.\d+)?([eE][+-]?\d+)?$|^\.\d+([eE][+-]?\d+)?$/;

/**
 * --weights / --stakes: positive decimal numbers whose sum is finite. A sum
 * that overflows to Infinity would put every ticket past the last range and
 * always pick the last item: refused, not computed.
 */
const numberList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const texts = value.split(',').map((v) => v.trim());
    const items = texts.map(Number);
    if (texts.some((t) => !DECIMAL.test(t)) || items.some((n) => !Number.isFinite(n) || n <= 0)) {
      ctx.addIssue({ code: 'custom', message: 'must be positive numbers separated by commas' });
      return z.NEVER;
    }
    if (items.length > MAX_ITEMS) {
      ctx.addIssue({ code: 'custom', message: `must list at most ${MAX_ITEMS} numbers` });
      return z.NEVER;
    }
    if (!Number.isFinite(items.reduce((a, b) => a + b, 0))) {
      ctx.addIssue({
        code: 'custom',
        message: 'add up to more than the largest number a double holds (overflow)',
        params: {
          suggestion: 'scale the numbers down by the same factor: only their ratios count',
        },
      });
      return z.NEVER;
    }
    return items;
  });

/** --client-seeds: rooms' client seeds in joining order, as a JSON list of strings. */
const seedList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    let list: unknown;
    try {
      list = JSON.parse(value);
    } catch {
      list = null;
    }
    if (!Array.isArray(list) || list.length === 0 || !list.every((s) => typeof s === 'string')) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a JSON list of the players\' client seeds, e.g. ["a1b2","c3d4"]',
      });
      return z.NEVER;
    }
    return list as string[];
  });

const options = {
  game: {
    flags: '--game <game>',
    description: 'dice, crash, roulette, keno, miner (or mines), hilo, coinflip, cases or rooms',
    aliases: { mines: 'miner' },
    zod: z.enum(GAMES, { message: `must be one of ${GAMES.join(', ')}` }),
  },
  serverSeed: {
    flags: '--server-seed <seed>',
    description: 'the revealed server seed',
    zod: z.string({ message: 'is required' }).min(1, 'must not be empty'),
  },
  clientSeed: {
    flags: '--client-seed <seed>',
    description: 'the client seed of the round',
    zod: z.string({ message: 'is required' }).optional(),
  },
  nonce: {
    flags: '--nonce <n>',
    description: 'the round number (from 1)',
    // Past 2^53 - 1 a nonce is no longer exact, and the round would be another one's.
    zod: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  },
  mines: {
    flags: '--mines <k>',
    description: `miner: the number of mines (${MIN_MINES}-${MAX_MINES})`,
    zod: wholeNumber(MIN_MINES, MAX_MINES).optional(),
  },
  cards: {
    flags: '--cards <n>',
    description: 'hilo: how many cards to show',
    // The fair engine's default (verifyRound); a test holds it to what the engine does.
    whenAbsent: '5',
    zod: wholeNumber(1, MAX_CARDS).optional(),
  },
  weights: {
    flags: '--weights <list>',
    description: "cases: the items' weights in order, e.g. 60,25,10,5",
    zod: numberList,
  },
  stakes: {
    flags: '--stakes <list>',
    description: "rooms: the players' stakes in joining order, e.g. 10,30,60",
    zod: numberList,
  },
  clientSeeds: {
    flags: '--client-seeds <json>',
    description:
      "rooms: every player's client seed in joining order, a JSON list (instead of --client-seed)",
    zod: seedList,
  },
  serverSeedHash: {
    flags: '--server-seed-hash <sha256>',
    description: 'the hash shown before play: check the revealed seed against it',
    zod: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (a SHA-256)')
      .optional(),
  },
  round: {
    flags: '--round <file>',
    description:
      'instead of the options above: a round record as the game services return it (a round, {round, balance} or {rounds: [...]}); - reads stdin',
    zod: z.string().min(1, 'must not be empty: give a file, or - for stdin'),
  },
  id: {
    flags: '--id <roundId>',
    description: 'with --round: check only this round of a history',
    zod: z.string().min(1, 'must not be empty').optional(),
  },
  hash: {
    flags: '--hash <hash>',
    description: "with --game crash: a shared round's revealed hash (the hash chain)",
    zod: gameHash,
  },
  salt: {
    flags: '--salt <salt>',
    description: 'with --hash: the public salt of the chain',
    zod: chainSalt,
  },
} as const;

type Key = keyof typeof options;

const forms = {
  seeds: {
    options: [
      'game',
      'serverSeed',
      'clientSeed',
      'clientSeeds',
      'nonce',
      'mines',
      'cards',
      'weights',
      'stakes',
      'serverSeedHash',
    ],
    required: ['game', 'serverSeed', 'clientSeed', 'nonce'],
  },
  round: { options: ['round', 'id'], required: ['round'] },
  hash: {
    options: ['game', 'hash', 'salt'],
    required: ['hash', 'salt'],
    fixed: {
      game: {
        value: 'crash',
        message: 'must be crash: --hash and --salt verify a shared crash round',
      },
    },
  },
} as const satisfies Record<string, Form<Key>>;

/** The seed options, which a hash form refuses: they are for single rounds. */
const SEED_OPTIONS: readonly Key[] = ['serverSeed', 'clientSeed', 'nonce', 'serverSeedHash'];

/**
 * The form the given options call: --round the round form, --hash or --salt
 * the hash form, else the seeds form, whose required options are checked
 * here (a missing one is reported as commander reports a required option).
 */
function route(raw: Readonly<Record<string, unknown>>): keyof typeof forms {
  if (raw.round !== undefined) return 'round';
  if (raw.hash !== undefined || raw.salt !== undefined) {
    if (SEED_OPTIONS.some((key) => raw[key] !== undefined))
      throw usage(
        '--hash and --salt verify a shared crash round; the seed options are for single rounds',
        'pass either --hash <h> --salt <s>, or --server-seed, --client-seed and --nonce',
      );
    return 'hash';
  }
  if (raw.id !== undefined)
    throw usage(
      '--id chooses a round of a --round history',
      'pass --round <file> with it, or drop --id',
    );
  // Nothing of any form given: say what the forms are.
  if (Object.keys(options).every((key) => key === 'json' || raw[key] === undefined))
    throw usage(
      'fair verify needs a round: its seeds (--game, --server-seed, --client-seed, --nonce), a round record (--round <file>), or a crash hash (--hash, --salt)',
      'see casino fair verify --help',
    );
  for (const key of forms.seeds.required) {
    // A shared room's --client-seeds stands for --client-seed.
    if (key === 'clientSeed' && raw.clientSeeds !== undefined) continue;
    if (raw[key] === undefined)
      throw usage(
        `required option '${options[key].flags}' not specified`,
        'casino fair verify --help lists the options of each form',
      );
  }
  return 'seeds';
}

export const fairVerifyDefinition = defineCommand({
  path: ['fair', 'verify'],
  description:
    'recompute a round from its revealed seeds, or check a round record (--round); exit 1 on a mismatch',
  options,
  shared: outputOptions(),
  forms,
  route,
});
