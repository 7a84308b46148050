// Responsible play (every operation inferred,
// openapi/src/paths/responsible.yaml): read and change the limits, take a
// time-out or self-exclude, read the activity. The rules live in
// ../responsible.ts; these handlers only read the call and shape the answer.
// Every one works during a restriction (the player can always see and
// tighten their limits); none lifts a restriction.
import { playerGuard, refusedAnswer } from '../answers.ts';
import type { Routes } from '../contract.ts';
import type { World } from '../world/world.ts';

export function responsibleRoutes(world: World): Routes {
  const withPlayer = playerGuard(world);
  const { responsible } = world;
  const limits = (player: Parameters<typeof responsible.view>[0]) => ({
    status: 200 as const,
    body: responsible.view(player),
  });

  return {
    '/responsible/limits': {
      get: ({ token }) => withPlayer(limits)(token),
      put: ({ token, body }) =>
        withPlayer((player) => {
          const updated = responsible.update(player, body);
          return updated.ok ? limits(player) : refusedAnswer(updated);
        })(token),
    },
    '/responsible/timeout': {
      post: ({ token, body }) =>
        withPlayer((player) => {
          const started = responsible.restrict(player, 'timeout', body.period);
          return started.ok ? limits(player) : refusedAnswer(started);
        })(token),
    },
    '/responsible/self-exclusion': {
      post: ({ token, body }) =>
        withPlayer((player) => {
          const started = responsible.restrict(player, 'self_exclusion', body.period);
          return started.ok ? limits(player) : refusedAnswer(started);
        })(token),
    },
    '/responsible/activity': {
      get: ({ token }) =>
        withPlayer((player) => ({
          status: 200 as const,
          body: responsible.activity(player, world.sessionStart(token) ?? world.now()),
        }))(token),
    },
  };
}
