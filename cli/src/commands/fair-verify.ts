// casino fair verify, its seeds form: recomputes a provably fair round from
// its revealed seeds with the SDK's engine (the one the web app plays with;
// a shared room's client seed is every player's, --client-seeds), and with
// --server-seed-hash checks the revealed seed against the hash shown before
// play (exit 1 on a mismatch). --game takes the in-house games' names (mines
// is miner's alias); the JSON output names the game as the published
// interface always has (verifyNameOf: mines). Inputs whose arithmetic would
// overflow or lose exactness are refused (exit 2): a nonce past 2^53 - 1,
// weights or stakes summing past the largest double, more than 1000 cards or
// items. Its options are defined in fair-verify.definition.ts.
import type { InHouseGame } from '@casino/sdk';
import {
  FairInputError,
  type FairResult,
  hashSeed,
  roomClientSeed,
  seedMatchesHash,
  verifyNameOf,
  verifyRound,
} from '@casino/sdk/fair';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { EXIT, usage } from '../errors.ts';
import { fairVerifyDefinition } from './fair-verify.definition.ts';

const schema = optionsSchema(fairVerifyDefinition, { form: 'seeds' });

/** A recomputed round and, when a hash was given, whether the seed matches it. */
type FairVerifyResult = {
  game: InHouseGame;
  result: FairResult['result'];
  serverSeedHash: string;
  hashMatches?: boolean;
  /** The hash shown before play (--server-seed-hash), when given. */
  shownHash?: string;
};

/** The options that describe one game's round, by the --game they belong to. */
const GAME_OPTIONS = {
  mines: 'miner',
  cards: 'hilo',
  weights: 'cases',
  stakes: 'rooms',
} as const satisfies Record<string, InHouseGame>;

export const fairVerify: CommandModule<typeof schema, FairVerifyResult> = {
  schema,
  async run(options) {
    let round: FairResult;
    // An option of another game is a mistake to say, not to ignore.
    for (const [option, game] of Object.entries(GAME_OPTIONS))
      if (options[option as keyof typeof GAME_OPTIONS] !== undefined && options.game !== game)
        throw usage(
          `--${option} is for --game ${game}, not ${options.game}`,
          `drop --${option}, or pass --game ${game}`,
        );
    if (options.clientSeeds && options.game !== 'rooms')
      throw usage('--client-seeds is for rooms', 'pass --client-seed <seed> for the other games');
    if (options.clientSeeds && options.clientSeed !== undefined)
      throw usage(
        '--client-seed and --client-seeds both given',
        "a shared room takes every player's seed in --client-seeds; drop --client-seed",
      );
    if (!options.clientSeeds && options.clientSeed === undefined)
      throw usage('--client-seed is required', 'pass --client-seed <seed> (rooms: --client-seeds)');
    let clientSeed: string;
    try {
      clientSeed = options.clientSeeds
        ? roomClientSeed(options.clientSeeds)
        : (options.clientSeed as string);
    } catch (error) {
      throw usage(
        `--client-seeds: ${error instanceof Error ? error.message : String(error)}`,
        "list each player's client seed as it was sent, in the order they joined",
      );
    }
    if (
      options.clientSeeds &&
      options.stakes &&
      options.clientSeeds.length !== options.stakes.length
    )
      throw usage(
        `--client-seeds has ${options.clientSeeds.length} seed(s) and --stakes ${options.stakes.length} stake(s)`,
        'each player of the room has one seed and one stake, both in the order they joined',
      );
    try {
      round = verifyRound(
        options.game,
        { serverSeed: options.serverSeed, clientSeed, nonce: options.nonce },
        {
          mines: options.mines,
          cards: options.cards,
          weights: options.weights,
          stakes: options.stakes,
        },
      );
    } catch (error) {
      if (!(error instanceof FairInputError)) throw error;
      const hint: Partial<Record<InHouseGame, string>> = {
        miner: 'pass --mines <k>, the number of mines of the round (1-24)',
        cases: "pass --weights <w1,w2,...>, the case's item weights in order",
        rooms: "pass --stakes <s1,s2,...>, the players' stakes in the order they joined",
      };
      throw usage(error.message, hint[options.game] ?? 'see casino fair verify --help');
    }
    const shown = hashSeed(options.serverSeed);
    return {
      game: round.game,
      result: round.result,
      serverSeedHash: shown,
      ...(options.serverSeedHash
        ? {
            hashMatches: seedMatchesHash(options.serverSeed, options.serverSeedHash),
            shownHash: options.serverSeedHash.toLowerCase(),
          }
        : {}),
    };
  },
  render: (r) => {
    const result = Array.isArray(r.result) ? r.result.join(' ') : String(r.result);
    const lines = [`game              ${r.game}`, `result            ${result}`];
    lines.push(`server seed hash  ${r.serverSeedHash}`);
    if (r.hashMatches !== undefined) {
      lines.push(
        r.hashMatches
          ? 'hash check        ok: the revealed seed is the one committed to before play'
          : 'hash check        MISMATCH: the revealed seed is not the one whose hash was shown',
      );
      if (r.hashMatches === false && r.shownHash) lines.push(`hash shown        ${r.shownHash}`);
    }
    return lines.join('\n');
  },
  toJson: (r) => ({
    game: verifyNameOf(r.game),
    result: r.result,
    ...(r.hashMatches === undefined ? {} : { hashMatches: r.hashMatches }),
  }),
  exitCode: (r) => (r.hashMatches === false ? EXIT.fairMismatch : EXIT.ok),
};
