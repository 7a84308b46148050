// The sandbox's control routes: a handler for every control of the control
// API (api.ts), which declares each one's method, path, body and answer.
// A control with a body gets it checked by its schema first: a body it does
// not take is answered 400 with the schema's message, and the handler acts
// on the checked value. Mounted under /_sandbox by server.ts, which hands
// them the world, the faults, the clock and the reset (and the CORS that
// lets the development panel call them from the web app's origin).

import { Hono } from 'hono';
import type { ZodType } from 'zod';
import { unitsOf } from '../world/crypto.ts';
import type { Invoice, World } from '../world/world.ts';
import { INVOICE_WAITING } from '../world/world.ts';
import {
  CONTROLS,
  type ControlAnswer,
  type ControlInput,
  type ControlName,
  type ControlRefusal,
  type Fault,
} from './api.ts';

/** What the controls act on: the sandbox's state (server.ts). */
export interface ControlContext {
  /** The current world (a reset makes a new one). */
  world(): World;
  /** Faults by operation (`GET /profile/user`). */
  readonly faults: Map<string, Fault>;
  /** How far the world's clock runs ahead of the given one, ms. */
  clockOffset(): number;
  /** Moves the world's clock forward by `ms`. */
  advanceClock(ms: number): void;
  /** Puts the world's clock back on real time. */
  resetClock(): void;
  /** Starts over. */
  reset(): void;
}

/** A control's work: its answer, or a refusal already made a Response. */
type Handler<N extends ControlName> = (
  input: ControlInput<N>,
  token: string | null,
) => ControlAnswer<N> | Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A refusal: 400 for a body the control does not take, 404 for nothing to act on. */
const refuse = (status: 400 | 404, message: string) =>
  json({ message } satisfies ControlRefusal, status);

const bearer = (header: string | undefined) =>
  header?.startsWith('Bearer ') ? header.slice(7) : null;

/** The site fields a `POST /site` may change, in the order the site keeps them. */
const SITE_FIELDS = ['countryCode', 'blocked', 'ip', 'sso', 'newLink', 'mirrors'] as const;

/** Every control's handler. */
function handlers(ctx: ControlContext): { [N in ControlName]: Handler<N> } {
  const latestWaiting = (token: string | null): Invoice | undefined => {
    const world = ctx.world();
    const player = world.playerOf(token);
    return [...world.invoices.values()]
      .filter((i) => i.status === INVOICE_WAITING && (!player || i.playerId === player.id))
      .at(-1);
  };
  const invoice = (action: 'pay' | 'fail') => (_: undefined, token: string | null) => {
    const found = latestWaiting(token);
    if (!found) return refuse(404, 'No invoice is waiting for payment.');
    if (action === 'pay') ctx.world().payInvoice(found);
    else ctx.world().failInvoice(found);
    return { id: found.id, status: found.status };
  };
  const payout = (action: 'pay' | 'fail') => (_: undefined, token: string | null) => {
    const world = ctx.world();
    const player = world.playerOf(token);
    const found = [...world.payouts.values()]
      .filter((p) => p.status === 'pending' && (!player || p.playerId === player.id))
      .at(-1);
    if (!found) return refuse(404, 'No payout is pending.');
    if (action === 'pay') found.status = 'paid';
    else world.failPayout(found);
    return { id: found.id, status: found.status };
  };
  const clock = () => ({
    now: new Date(ctx.world().now()).toISOString(),
    offsetMs: ctx.clockOffset(),
  });
  const bookState = () => ({
    held: ctx.world().sportBets.held,
    now: new Date(ctx.world().sportBets.now()).toISOString(),
  });

  return {
    state: () => {
      const world = ctx.world();
      return {
        players: [...world.players.values()].map(({ passwordHash: _hidden, ...player }) => player),
        invoices: [...world.invoices.values()],
        payouts: [...world.payouts.values()],
        ledger: world.ledger,
        site: world.site,
        faults: Object.fromEntries(ctx.faults),
        // The game services' pairs (a server seed only once revealed) and rounds
        // as the API records them (an active round's result hidden).
        seeds: world.games.pairs.map(({ serverSeed, ...pair }) => ({
          ...pair,
          serverSeed: pair.revealed ? serverSeed : null,
        })),
        rounds: world.games.rounds.map((round) => ({
          playerId: round.playerId,
          ...world.games.record(round),
        })),
      };
    },
    reset: () => {
      ctx.reset();
      return { reset: true };
    },
    site: (changes) => {
      const world = ctx.world();
      const next = { ...world.site };
      for (const field of SITE_FIELDS) {
        const value = (changes as Partial<World['site']>)[field];
        if (value !== undefined) Object.assign(next, { [field]: value });
      }
      world.site = next;
      return world.site;
    },
    // The clock: the world's time moves forward (at most 400 days a call, and
    // back only to real time, resetClock); tokens, invoices, payouts, pending raises, restrictions and
    // limit periods follow. The live tables keep real time (a test stops them
    // with their holds, below).
    clock,
    advanceClock: (ms) => {
      ctx.advanceClock(ms);
      return clock();
    },
    // Back to real time: what the clock moved stays moved (tokens issued ahead
    // last longer, settled bets stay settled); the schedule of matches and
    // limit periods is read from the clock again, a held sportsbook too.
    resetClock: () => {
      ctx.resetClock();
      ctx.world().sportBets.hold(false);
      return clock();
    },
    // The live tables' holds (world/live.ts): a test stops a table at a point
    // of its round and lets it go when it is ready, so that its bets, joins
    // and cash-outs never race the table's clock. The crash table stops once
    // its round has ended (no betting opens), while it takes bets (the round
    // does not start), or when a running round reaches that multiplier (it
    // stays there, and cash-outs are paid at it; a round that crashes below
    // ends as usual); released, it goes on at once. The rooms' draws wait (a
    // countdown that runs out waits for the release); released, they happen.
    crash: () => ctx.world().live.crash.state(),
    holdCrash: ({ at }) => {
      ctx.world().live.crash.hold(at);
      return ctx.world().live.crash.state();
    },
    releaseCrash: () => {
      ctx.world().live.crash.hold(null);
      return ctx.world().live.crash.state();
    },
    holdRooms: () => {
      ctx.world().live.holdDraws(true);
      return { held: true };
    },
    releaseRooms: () => {
      ctx.world().live.holdDraws(false);
      return { held: false };
    },
    // The sportsbook's hold (world/sport-bets.ts): the book reads its
    // matches at one instant, so a test's picks, bets and cash-outs never
    // race a match; the test steps it on by running the clock and holding
    // again (the instant only moves forward: the clock never goes back but
    // to real time, which lets the book go too). Released, it follows the clock.
    book: () => bookState(),
    holdBook: () => {
      ctx.world().sportBets.hold(true);
      return bookState();
    },
    releaseBook: () => {
      ctx.world().sportBets.hold(false);
      return bookState();
    },
    payInvoice: invoice('pay'),
    failInvoice: invoice('fail'),
    sendCrypto: ({ to, currency, network, amount }) => {
      const world = ctx.world();
      const coin = world.crypto.networkOf(currency, network);
      if (!coin) return refuse(400, `${currency} does not travel over ${network}.`);
      const units = unitsOf(amount, coin.decimals);
      if (units === null) return refuse(400, `${currency} has ${coin.decimals} decimals at most.`);
      const deposit = world.crypto.receive(to, coin, units);
      if (!deposit) return refuse(404, 'No player has that deposit address.');
      return { id: deposit.id, status: deposit.status, reason: deposit.reason };
    },
    payPayout: payout('pay'),
    failPayout: payout('fail'),
    blockPlayer: (_, token) => {
      const world = ctx.world();
      const player = world.playerOf(token) ?? [...world.players.values()].at(-1);
      if (!player) return refuse(404, 'No player to block.');
      player.blocked = true;
      return { id: player.id, blocked: true };
    },
    expireTokens: (_, token) => {
      if (token) return ctx.world().expire(token) ? { expired: 1 } : refuse(404, 'Unknown token.');
      return { expired: ctx.world().expireAll() };
    },
    setFault: ({ operation, kind, ms, times }) => {
      const fault: Fault = { kind };
      if (ms !== undefined) fault.ms = ms;
      if (times !== undefined) fault.times = times;
      ctx.faults.set(operation, fault);
      return { operation, ...fault };
    },
    clearFaults: () => {
      ctx.faults.clear();
      return { cleared: true };
    },
  };
}

/** The control routes (to mount under /_sandbox), each checking its body by its definition. */
export function controlRoutes(ctx: ControlContext): Hono {
  const app = new Hono();
  const work = handlers(ctx);
  for (const name of Object.keys(CONTROLS) as ControlName[]) {
    const control: { method: string; path: string; body?: ZodType } = CONTROLS[name];
    const handler = work[name] as Handler<ControlName>;
    app.on(control.method, control.path, async (c) => {
      let input: unknown;
      if (control.body) {
        const checked = control.body.safeParse(await c.req.json().catch(() => null));
        if (!checked.success) return refuse(400, checked.error.issues[0]?.message ?? '');
        input = checked.data;
      }
      const answer = handler(input as never, bearer(c.req.header('Authorization')));
      return answer instanceof Response ? answer : json(answer);
    });
  }
  return app;
}
