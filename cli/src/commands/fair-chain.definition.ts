// `casino fair chain`, defined: walk the shared crash rounds' hash chain back
// from --from for --count hashes (with --salt each round's crash point; with
// --terminating, whether the walk reaches the published hash). The game-hash
// and salt fields are fair verify's --hash form's too. Its work is
// fair-chain.ts.
import { z } from 'zod';
import { defineCommand } from '../definition.ts';
import { wholeNumber } from '../parse.ts';
import { outputOptions } from './shared.definition.ts';

/** The most hashes one walk takes (a walk of this size takes a few seconds). */
const MAX_COUNT = 10_000_000;

/** A game hash: 64 hex characters, any case (the SDK's GAME_HASH once lower-cased; a test holds them equal). */
export const gameHash = z
  .string({ message: 'is required' })
  .transform((v) => v.trim().toLowerCase())
  .refine((v) => /^[0-9a-f]{64}$/.test(v), 'must be 64 hex characters (a game hash)');

/** The chain's public salt. */
export const chainSalt = z.string({ message: 'is required' }).min(1, 'must not be empty');

export const fairChainDefinition = defineCommand({
  path: ['fair', 'chain'],
  description:
    "walk the shared crash rounds' hash chain back from a revealed hash; with --terminating, check it reaches the published hash (exit 1 when not)",
  options: {
    from: {
      flags: '--from <hash>',
      description: 'a revealed game hash to start from',
      zod: gameHash,
    },
    count: {
      flags: '--count <n>',
      description: `how many hashes to walk (1-${MAX_COUNT}); round n reaches --terminating in n steps`,
      zod: wholeNumber(1, MAX_COUNT),
    },
    salt: {
      flags: '--salt <salt>',
      description: "the chain's public salt: show each round's crash point",
      zod: chainSalt.optional(),
    },
    terminating: {
      flags: '--terminating <hash>',
      description: 'the hash published before the first round',
      zod: gameHash.optional(),
    },
  },
  shared: outputOptions(),
});
