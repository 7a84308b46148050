// The game services (every operation inferred, openapi/src/paths/
// game-services.yaml): per player and game a seed pair (`GET /{game}/seeds`,
// `POST /{game}/seeds/rotate`), rounds played for real money
// (`POST /{game}/rounds`), the moves of miner and hilo rounds held here until
// they end, and every game's history (`GET /rounds`). The rules live in
// games-state.ts and the SDK's engine; these handlers only read the call and
// shape the answer. Every round answer carries the balance after it. The
// routes are the SDK's registry's: each game played for money gets its
// seeds, rotation and rounds, and a game of several moves one route per move
// its module takes (`/{game}/rounds/{roundId}/{move}`, the move's fields as
// the body), so a new game's module brings its routes.
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
import {
  gameModule,
  isMoneyGame,
  MONEY_GAMES,
  type MoneyGame,
  type RoundMove,
} from '@casino/sdk/fair';
import { invalid, limitOf, notFound, playerGuard, refusedAnswer } from '../answers.ts';
import { checksItsBody, type Routes } from '../contract.ts';
import type { GameRound, SeedPair } from '../world/games.ts';
import type { Player, World } from '../world/world.ts';

type Schemas = components['schemas'];
/** The contract's paths of a move in a round (`/miner/rounds/{roundId}/reveal`...). */
type MovePath = Extract<keyof Routes, `/${MoneyGame}/rounds/{roundId}/${string}`>;

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

  /** A move of `kind` with the call's body as its fields (`{ tile }`, `{ guess }`, none). */
  const moveOf =
    (kind: RoundMove['kind']) =>
    (body: unknown): RoundMove =>
      ({
        ...(typeof body === 'object' && body !== null ? body : {}),
        kind,
      }) as RoundMove;

  const routes: Routes = {};
  /** Registers a path's handlers; the path's type keeps it to the contract's. */
  const add = <P extends keyof Routes>(path: P, methods: NonNullable<Routes[P]>) => {
    routes[path] = methods;
  };
  for (const game of MONEY_GAMES) {
    add(`/${game}/seeds`, { get: seeds(game) });
    // The game service checks a new client seed (its code: round.client_seed).
    add(`/${game}/seeds/rotate`, { post: checksItsBody(rotate(game)) });
    // The engine checks a round's stake and inputs (its codes: bet.min, round.target).
    add(`/${game}/rounds`, { post: checksItsBody(place(game)) });
    for (const kind of gameModule(game).moves?.kinds ?? []) {
      // The module's moves are its contract paths (the sandbox's tests call each).
      add(`/${game}/rounds/{roundId}/${kind}` as MovePath, {
        post: checksItsBody(moveIn(game, moveOf(kind))),
      });
    }
  }
  add('/rounds', {
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
  });
  return routes;
}
