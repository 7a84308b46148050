// Real-money play on the game services (the inferred calls of
// openapi/src/paths/game-services.yaml; the SDK client sends each to its
// service's address): the player's seed pair per game, rotation, rounds and
// the moves of miner and hilo, and the round history. Every call that moves
// money puts the balance it answers into the cached profile (the header
// changes the moment a round settles; a win joins it when the board says the
// result, reveal.ts) and asks the rounds and the seeds again.
import { type ApiPath, fromMinor, toMinor, unwrap } from '@casino/sdk';
import type { FairRound, MoneyGame, RoundMove } from '@casino/sdk/fair';
import { useCallback } from 'react';
import { useSetBalance } from '../../../shared/domain/profile.ts';
import { matches } from '../../../shared/lib/answers.ts';
import { useApi, useApiQuery } from '../../../shared/lib/api.tsx';
import { useRefreshCalls } from '../../../shared/lib/refresh.ts';
import { heldWin, settle } from './reveal.ts';

// Each game's calls, typed by the spec: a path that is not the contract's
// does not compile.
const seedsPath = (game: MoneyGame) => `/${game}/seeds` as const satisfies ApiPath<'get'>;
const rotatePath = (game: MoneyGame) => `/${game}/seeds/rotate` as const satisfies ApiPath<'post'>;
const placePath = (game: MoneyGame) => `/${game}/rounds` as const satisfies ApiPath<'post'>;

/** How many rounds "My bets" shows. */
const MY_BETS_SIZE = 20;

/** The seed pair a game's rounds are played with (null skips: demo play, guests). */
export function useSeeds(game: MoneyGame, enabled: boolean) {
  return useApiQuery(seedsPath(game), enabled ? {} : null, {
    // Every game's pair has the same shape; dice's schema checks them all.
    check: matches('zGetDiceSeedsResponse'),
  });
}

/** The player's rounds, newest first: one game's, or every game's (null skips). */
export function useRounds(game: MoneyGame | null, enabled: boolean) {
  const query = game ? { game, limit: MY_BETS_SIZE } : { limit: MY_BETS_SIZE };
  return useApiQuery('/rounds', enabled ? { params: { query } } : null, {
    check: matches('zListRoundsResponse'),
  });
}

/** A round answer: the round after the call and the balance after it. */
interface RoundAnswer {
  round: FairRound;
  balance: number;
}

/** What a call on a round changed: the balance at once, then the rounds and seeds asked again. */
function useSettled() {
  const setBalance = useSetBalance();
  const refresh = useRefreshCalls();
  return useCallback(
    ({ round, balance }: RoundAnswer, game: MoneyGame) => {
      settle(round, game, (whole) =>
        setBalance(whole ? balance : fromMinor((toMinor(balance) ?? 0) - heldWin())),
      );
      void refresh('/rounds', seedsPath(game));
      return round;
    },
    [setBalance, refresh],
  );
}

/**
 * Plays (or starts) a round for money. `amount` is the stake in major units
 * (none for roulette, whose chips carry theirs, and cases, whose price is the
 * stake). Rejects with the ApiError of a refused round (422: limits, balance).
 */
export function usePlaceRound(): (
  game: MoneyGame,
  amount: number | null,
  inputs: unknown,
) => Promise<FairRound> {
  const { client } = useApi();
  const settled = useSettled();
  return useCallback(
    async (game, amount, inputs) => {
      const body = amount === null ? { inputs } : { amount, inputs };
      // Each game's body is its own schema; the engine's RoundInputsByGame types the inputs.
      const post = client.POST as (path: string, init: object) => ReturnType<typeof client.POST>;
      const answer = await unwrap(post(placePath(game), { body }));
      return settled(answer as unknown as RoundAnswer, game);
    },
    [client, settled],
  );
}

/**
 * Makes a move in a miner or hilo round in play: the contract's
 * `/{game}/rounds/{roundId}/{move}` with the move's other fields as the body
 * (`{ tile }`, `{ guess }`, none for a cash-out).
 */
export function useMoveRound(): (round: FairRound, move: RoundMove) => Promise<FairRound> {
  const { client } = useApi();
  const settled = useSettled();
  return useCallback(
    async (round, move) => {
      const params = { path: { roundId: round.id } };
      const { kind, ...fields } = move;
      // Each game's moves are their own paths; the engine's RoundMove types their bodies.
      const post = client.POST as (path: string, init: object) => ReturnType<typeof client.POST>;
      const answer = post(
        `/${round.game}/rounds/{roundId}/${kind}`,
        Object.keys(fields).length > 0 ? { params, body: fields } : { params },
      );
      return settled((await unwrap(answer)) as RoundAnswer, round.game);
    },
    [client, settled],
  );
}

/** Rotates a game's seed pair (reveals the old server seed), with the player's client seed if given. */
export function useRotateSeeds(): (game: MoneyGame, clientSeed?: string) => Promise<void> {
  const { client } = useApi();
  const refresh = useRefreshCalls();
  return useCallback(
    async (game, clientSeed) => {
      const body = clientSeed?.trim() ? { clientSeed: clientSeed.trim() } : {};
      await unwrap(client.POST(rotatePath(game), { body }));
      await refresh('/rounds', seedsPath(game));
    },
    [client, refresh],
  );
}
