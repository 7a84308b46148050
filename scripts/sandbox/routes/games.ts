// The game services (every operation inferred, openapi/src/paths/
// game-services.yaml): per player and game a seed pair (`GET /{game}/seeds`,
// `POST /{game}/seeds/rotate`), rounds played for real money
// (`POST /{game}/rounds`), the moves of miner and hilo rounds held here until
// they end, and every game's history (`GET /rounds`). The rules live in
// games-state.ts and the SDK's engine; these handlers only read the call and
// shape the answer. Every round answer carries the balance after it.
//
// 422 codes: `round: [round.active]` (a round of the game is still active:
// no second one, no rotation), `amount` or, for roulette, `chips`:
// `[bet.min]` / `[bet.max]` (the currency's table), `amount:
// [balance.insufficient]`, and the engine's own (`target: [round.target]`,
// `tile: [round.tile]`, `round: [round.settled]`...). 404 for a round that is
// not the player's. Responsible play (../responsible.ts): a stake past a
// limit or during a restriction is refused by the world's `move()` (422 with
// `code` and `resets_at`); so is a miner or hilo move other than a cash-out.
import { type components, fromMinor } from '@casino/sdk';
import { isMoneyGame, type MoneyGame, type RoundMove } from '@casino/sdk/fair';
import { invalid, limitOf, notFound, playerGuard, refusedAnswer } from '../answers.ts';
import type { Routes } from '../contract.ts';
import type { GameRound, SeedPair } from '../games-state.ts';
import type { Player, World } from '../state.ts';

type Schemas = components['schemas'];

/** A pair as the API shows it: the commitment, never the secret seed. */
const seedsOf = (pair: SeedPair): Schemas['FairSeeds'] => ({
  game: pair.game,
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nonce,
});

export function gameRoutes(world: World): Routes {
  const withPlayer = playerGuard(world);
  const { games } = world;
  const record = (round: GameRound) => games.record(round) as Schemas['FairRound'];
  /** A round and the balance after the call. */
  const roundAnswer = (player: Player, round: GameRound) => ({
    status: 200 as const,
    body: { round: record(round), balance: fromMinor(player.balance) },
  });

  const seeds =
    (game: MoneyGame) =>
    ({ token }: { token: string | null }) =>
      withPlayer((player) => ({ status: 200 as const, body: seedsOf(games.seeds(player, game)) }))(
        token,
      );

  const rotate =
    (game: MoneyGame) =>
    ({ token, body }: { token: string | null; body: { clientSeed?: string } | undefined }) =>
      withPlayer((player) => {
        const rotated = games.rotate(player, game, body?.clientSeed);
        if (!rotated.ok) return invalid(rotated.errors);
        const { revealed, current } = rotated.value;
        return {
          status: 200 as const,
          body: {
            revealed: {
              serverSeed: revealed.serverSeed,
              serverSeedHash: revealed.serverSeedHash,
              clientSeed: revealed.clientSeed,
              nonce: revealed.nonce,
            },
            current: seedsOf(current),
          },
        };
      })(token);

  const place =
    (game: MoneyGame) =>
    ({
      token,
      body,
    }: {
      token: string | null;
      body: { amount?: number; inputs?: unknown } | undefined;
    }) =>
      withPlayer((player) => {
        const placed = games.place(player, game, body);
        return placed.ok ? roundAnswer(player, placed.value) : refusedAnswer(placed);
      })(token);

  const moveIn =
    (game: MoneyGame, moveOf: (body: unknown) => RoundMove) =>
    ({ token, path, body }: { token: string | null; path: { roundId: string }; body: unknown }) =>
      withPlayer((player) => {
        const move = moveOf(body);
        // A cash-out settles what is already staked: allowed even when play is closed.
        const closed = move.kind === 'cashout' ? null : world.responsible.refusePlay(player);
        if (closed) return refusedAnswer(closed);
        const moved = games.move(player, game, path.roundId, move);
        if (moved === null) return notFound('Round');
        return moved.ok ? roundAnswer(player, moved.value) : invalid(moved.errors);
      })(token);

  const field = (body: unknown, name: string): unknown =>
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  const cashout = (): RoundMove => ({ kind: 'cashout' });

  return {
    '/dice/seeds': { get: seeds('dice') },
    '/dice/seeds/rotate': { post: rotate('dice') },
    '/dice/rounds': { post: place('dice') },
    '/coinflip/seeds': { get: seeds('coinflip') },
    '/coinflip/seeds/rotate': { post: rotate('coinflip') },
    '/coinflip/rounds': { post: place('coinflip') },
    '/crash/seeds': { get: seeds('crash') },
    '/crash/seeds/rotate': { post: rotate('crash') },
    '/crash/rounds': { post: place('crash') },
    '/roulette/seeds': { get: seeds('roulette') },
    '/roulette/seeds/rotate': { post: rotate('roulette') },
    '/roulette/rounds': { post: place('roulette') },
    '/keno/seeds': { get: seeds('keno') },
    '/keno/seeds/rotate': { post: rotate('keno') },
    '/keno/rounds': { post: place('keno') },
    '/cases/seeds': { get: seeds('cases') },
    '/cases/seeds/rotate': { post: rotate('cases') },
    '/cases/rounds': { post: place('cases') },
    '/miner/seeds': { get: seeds('miner') },
    '/miner/seeds/rotate': { post: rotate('miner') },
    '/miner/rounds': { post: place('miner') },
    '/hilo/seeds': { get: seeds('hilo') },
    '/hilo/seeds/rotate': { post: rotate('hilo') },
    '/hilo/rounds': { post: place('hilo') },
    '/miner/rounds/{roundId}/reveal': {
      post: moveIn('miner', (body) => ({ kind: 'reveal', tile: field(body, 'tile') as number })),
    },
    '/miner/rounds/{roundId}/cashout': { post: moveIn('miner', cashout) },
    '/hilo/rounds/{roundId}/guess': {
      post: moveIn('hilo', (body) => ({
        kind: 'guess',
        guess: field(body, 'guess') as Schemas['HiloGuess'],
      })),
    },
    '/hilo/rounds/{roundId}/cashout': { post: moveIn('hilo', cashout) },
    '/rounds': {
      get: ({ token, query }) =>
        withPlayer((player) => {
          // An unknown game is a filter that matches nothing, never one ignored.
          const game = query.game;
          const rounds =
            game === undefined || isMoneyGame(game)
              ? games.history(player, game, limitOf(query.limit))
              : [];
          return { status: 200 as const, body: { rounds: rounds.map(record) } };
        })(token),
    },
  };
}
