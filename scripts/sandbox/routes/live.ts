// The shared live rounds (openapi/src/paths/live.yaml): the calls
// beside the streams (bets, cash-out, room joins, past rounds) as contract
// routes, and the streams themselves (the two tables', the bets feed's) as
// Server-Sent Events (../sse.ts) outside the contract's JSON routes (the
// stack's front sends them around Prism). The tables and their rules are in ../live.ts.
//
// 422 codes: `round: [round.closed]` (not taking bets), `round:
// [round.bet_placed]` (one bet per player and round), `round:
// [round.not_running]` (cash-out outside the running phase or too late),
// `bet: [bet.settled]`, `amount: [bet.min | bet.max | bet.amount |
// balance.insufficient]`, `autoCashOut: [round.target]`, `clientSeed:
// [round.client_seed]`. 404 for a bet that is not the player's. A stake past
// a responsible-play limit or during a restriction: the world's refusal (422
// with `code` and `resets_at`, ../responsible.ts); a cash-out always works.
import { type CurrencyCode, fromMinor, isCurrencyCode, ROOMS, type Room } from '@casino/sdk';
import type { Context, Hono } from 'hono';
import { invalid, limitOf, notFound, playerGuard, refusedAnswer } from '../answers.ts';
import type { Routes } from '../contract.ts';
import { serveEvents } from '../sse.ts';
import { type Feed, ownRoomBet } from '../world/live.ts';
import type { World } from '../world/world.ts';

const isRoom = (value: string | undefined): value is Room =>
  (ROOMS as readonly (string | undefined)[]).includes(value);

/** The `currency` query: RUB when absent; null when it names no currency of the table. */
function currencyOf(text: string | undefined): CurrencyCode | null {
  if (text === undefined || text === '') return 'RUB';
  return isCurrencyCode(text) ? text : null;
}

export function liveRoutes(world: World): Routes {
  const withPlayer = playerGuard(world);
  const { live } = world;
  const balanceOf = (minor: number) => fromMinor(minor);
  const badCurrency = () => invalid({ currency: ['validation.in'] });

  return {
    '/crash/live/rounds': {
      get: ({ query }) => ({
        status: 200,
        body: {
          chain: live.crash.chainInfo(),
          rounds: live.crash.endedRounds(limitOf(query.limit)),
        },
      }),
    },
    '/crash/live/bets': {
      get: ({ token, query }) =>
        withPlayer((player) => ({
          status: 200 as const,
          body: {
            bets: live.crash.betsOf(player, limitOf(query.limit)).map((b) => live.crash.ownBet(b)),
          },
        }))(token),
      post: ({ token, body }) =>
        withPlayer((player) => {
          const placed = live.crash.place(player, body);
          if (!placed.ok) return refusedAnswer(placed);
          return {
            status: 200 as const,
            body: { bet: live.crash.ownBet(placed.value), balance: balanceOf(player.balance) },
          };
        })(token),
    },
    '/crash/live/bets/{betId}/cashout': {
      post: ({ token, path }) =>
        withPlayer((player) => {
          const cashed = live.crash.cashOutNow(player, path.betId);
          if (cashed === null) return notFound('Bet');
          if (!cashed.ok) return invalid(cashed.errors);
          return {
            status: 200 as const,
            body: { bet: live.crash.ownBet(cashed.value), balance: balanceOf(player.balance) },
          };
        })(token),
    },
    '/rooms/{room}/live/rounds': {
      get: ({ path, query }) => {
        const currency = currencyOf(query.currency);
        if (!isRoom(path.room) || currency === null) return badCurrency();
        return {
          status: 200,
          body: { rounds: live.room(path.room, currency).endedRounds(limitOf(query.limit)) },
        };
      },
    },
    '/rooms/{room}/live/bets': {
      post: ({ token, path, body }) =>
        withPlayer((player) => {
          if (!isRoom(path.room)) return invalid({ room: ['validation.in'] });
          const joined = live.room(path.room, player.currency).join(player, body);
          if (!joined.ok) return refusedAnswer(joined);
          return {
            status: 200 as const,
            body: { bet: ownRoomBet(joined.value), balance: balanceOf(player.balance) },
          };
        })(token),
    },
    '/rooms/bets': {
      get: ({ token, query }) =>
        withPlayer((player) => ({
          status: 200 as const,
          body: { bets: live.roomBetsOf(player, limitOf(query.limit)) },
        }))(token),
    },
  };
}

/** Each event's JSON, made once however many streams write it. */
const serialized = new WeakMap<object, string>();
function jsonOf(event: object): string {
  let json = serialized.get(event);
  if (json === undefined) {
    json = JSON.stringify(event);
    serialized.set(event, json);
  }
  return json;
}

/**
 * Serves one table's feed as Server-Sent Events (../sse.ts): its snapshot
 * first (or, for a client reconnecting with Last-Event-ID, the events it
 * missed while they are kept), then every event as it happens, each with its
 * id, until the client goes (at most
 * so many per client address: ../sse.ts).
 */
function serveFeed<E extends { type: string }>(
  c: Context,
  feed: Feed<E>,
  snapshot: () => E,
): Response {
  // Until the client goes, or the table stops (a sandbox reset): the client then reconnects.
  // A client back with the last id it saw gets what it missed, else the table whole.
  const lastId = c.req.header('Last-Event-ID');
  return serveEvents(c, (send, end) => {
    const write = (event: E, id: string) => send(event.type, jsonOf(event), id);
    const missed = lastId === undefined ? null : feed.since(lastId);
    if (missed) for (const { event, id } of missed) write(event, id);
    else write(snapshot(), feed.lastId);
    const unsubscribe = feed.subscribe(write);
    const forget = feed.onClose(end);
    return () => {
      forget();
      unsubscribe();
    };
  });
}

/** Registers the live streams on the sandbox's API: the tables' and the bets feed. */
export function mountLiveStreams(api: Hono, world: () => World): void {
  api.get('/rounds/live', (c) => {
    const { bets } = world().live;
    return serveFeed(c, bets.feed, () => bets.snapshot());
  });
  api.get('/crash/live', (c) => {
    const { crash } = world().live;
    return serveFeed(c, crash.feed, () => crash.snapshot());
  });
  api.get('/rooms/:room/live', (c) => {
    const room = c.req.param('room');
    const currency = currencyOf(c.req.query('currency'));
    if (!isRoom(room) || currency === null)
      return c.json(invalid({ currency: ['validation.in'] }).body, 422);
    const table = world().live.room(room, currency);
    return serveFeed(c, table.feed, () => table.snapshot());
  });
}
