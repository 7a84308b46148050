// The sandbox HTTP service: every documented and inferred operation answered
// from the in-memory world (routes/*), plus the scenario controls under
// `/_sandbox/` (not part of the contract, so only on the sandbox's own port,
// never through the proxy), among them the social login stand-in's page and
// the catalog games' covers and stand-in game pages. `startSandbox()` serves it on a loopback port.
import { toMinor } from '@casino/sdk';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { type Before, mount } from './contract.ts';
import { artRoutes } from './covers.ts';
import { accountRoutes } from './routes/accounts.ts';
import { billingRoutes } from './routes/billing.ts';
import { catalogRoutes, findCatalogGame } from './routes/catalog.ts';
import { gameRoutes } from './routes/games.ts';
import { liveRoutes, mountLiveStreams } from './routes/live.ts';
import { responsibleRoutes } from './routes/responsible.ts';
import { siteRoutes } from './routes/site.ts';
import { socialRoutes } from './social.ts';
import { INVOICE_WAITING, type Invoice, type SandboxSettings, World } from './world/world.ts';

/** A fault an operation answers with until cleared (or for `times` calls). */
interface Fault {
  /** `error`: 500; `slow`: waits `ms` then answers normally; `malformed`: a 200 that is not JSON. */
  kind: 'error' | 'slow' | 'malformed';
  ms?: number;
  /** How many calls it applies to; every call when absent. */
  times?: number;
}

/** The sandbox: its state and the Hono app that serves it. */
export interface Sandbox {
  readonly world: World;
  /** Faults by operation (`GET /profile/user`). */
  readonly faults: Map<string, Fault>;
  readonly app: Hono;
  /**
   * Takes a `malformed` fault matching the request, if any: the stack's front
   * serves it itself, since through Prism it would become Prism's own 500.
   */
  takeMalformed(method: string, pathname: string): boolean;
  /** Starts over: every player, session, invoice and fault gone, the clock back to the given one. */
  reset(): void;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the sandbox (no port yet): tests may call `sandbox.app.fetch` directly. */
export function createSandbox(options: Partial<SandboxSettings> = {}): Sandbox {
  // The world's clock runs `clockOffset` ahead of the given one: the clock
  // control moves it forward (a 24 h raise delay, a time-out's end, the next
  // period of a limit), for `npm start` and HTTP tests alike.
  let clockOffset = 0;
  const baseNow = options.now ?? (() => Date.now());
  const settings: Partial<SandboxSettings> = { ...options, now: () => baseNow() + clockOffset };
  let world = new World(settings);
  const faults = new Map<string, Fault>();

  /** Counts a use of the fault of `operation`, dropping it after its last one. */
  const use = (operation: string, fault: Fault) => {
    if (fault.times !== undefined && --fault.times <= 0) faults.delete(operation);
  };

  const before: Before = async (operation) => {
    world.settle();
    const fault = faults.get(operation);
    if (!fault) return undefined;
    use(operation, fault);
    if (fault.kind === 'slow') {
      await sleep(fault.ms ?? 3000);
      return undefined;
    }
    if (fault.kind === 'error') return json({ message: 'Server Error', code: 500 }, 500);
    return new Response('{"data": {"broken', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  /** The API of one world: rebuilt when the world starts over. */
  const build = () => {
    const api = new Hono();
    mountLiveStreams(api, () => world);
    for (const routes of [
      accountRoutes(world),
      billingRoutes(world),
      siteRoutes(world),
      catalogRoutes(world, world.now()),
      gameRoutes(world),
      liveRoutes(world),
      responsibleRoutes(world),
    ]) {
      mount(api, routes, before);
    }
    api.notFound(() => json({ message: 'Not found.', code: 404 }, 404));
    api.onError((error) => {
      world.settings.log(`handler failed: ${error instanceof Error ? error.stack : String(error)}`);
      return json({ message: 'Server Error', code: 500 }, 500);
    });
    return api;
  };
  let api = build();

  const bearer = (header: string | undefined) =>
    header?.startsWith('Bearer ') ? header.slice(7) : null;
  const latestWaiting = (token: string | null): Invoice | undefined => {
    const player = world.playerOf(token);
    return [...world.invoices.values()]
      .filter((i) => i.status === INVOICE_WAITING && (!player || i.playerId === player.id))
      .at(-1);
  };

  const control = new Hono();
  control.use('*', cors());
  control.get('/state', () =>
    json({
      players: [...world.players.values()].map(({ passwordHash: _hidden, ...player }) => player),
      invoices: [...world.invoices.values()],
      payouts: [...world.payouts.values()],
      ledger: world.ledger,
      site: world.site,
      faults: Object.fromEntries(faults),
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
    }),
  );
  control.post('/reset', () => {
    sandbox.reset();
    return json({ reset: true });
  });
  control.post('/site', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Partial<World['site']> | null;
    if (!body || typeof body !== 'object') return json({ message: 'Send a JSON object.' }, 400);
    const next = { ...world.site };
    if (typeof body.countryCode === 'string' && /^[A-Z]{2}$/.test(body.countryCode))
      next.countryCode = body.countryCode;
    if (typeof body.blocked === 'boolean') next.blocked = body.blocked;
    if (typeof body.ip === 'string') next.ip = body.ip;
    if (body.sso === null || typeof body.sso === 'string') next.sso = body.sso;
    if (body.newLink === null || typeof body.newLink === 'string') next.newLink = body.newLink;
    if (Array.isArray(body.mirrors) && body.mirrors.every((m) => typeof m === 'string'))
      next.mirrors = body.mirrors;
    world.site = next;
    return json(world.site);
  });
  // The clock: `{"advance": "24h"}` (s, m, h or d) or `{"ms": 86400000}` moves
  // the world's time forward (never back, at most 400 days a call); tokens,
  // invoices, payouts, pending raises, restrictions and limit periods follow.
  // The live tables keep real time (a test stops them with their holds, below).
  const clockAnswer = () =>
    json({ now: new Date(world.now()).toISOString(), offsetMs: clockOffset });
  control.get('/clock', clockAnswer);
  control.post('/clock', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      advance?: unknown;
      ms?: unknown;
    } | null;
    const unit = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
    const text = typeof body?.advance === 'string' ? /^(\d+)([smhd])$/.exec(body.advance) : null;
    const ms = text ? Number(text[1]) * unit[text[2] as keyof typeof unit] : body?.ms;
    if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms <= 0 || ms > 400 * 86_400_000)
      return json(
        {
          message:
            'Send {"advance": "24h"} (s, m, h or d) or {"ms": 86400000}: forward, at most 400 days.',
        },
        400,
      );
    clockOffset += ms;
    world.settle();
    return clockAnswer();
  });
  // The live tables' holds (live.ts): a test stops a table at a point of its
  // round and lets it go when it is ready, so that its bets, joins and
  // cash-outs never race the table's clock. `POST /live/crash/hold {"at":
  // "ended" | "betting" | 1.5}`: the crash table stops once its round has
  // ended (no betting opens), while it takes bets (the round does not start),
  // or when a running round reaches that multiplier (it stays there, and
  // cash-outs are paid at it; a round that crashes below ends as usual).
  // `DELETE /live/crash/hold`: it goes on at once. `GET /live/crash`: its
  // round (id, number, phase, multiplier), the hold and whether it is stopped
  // at it. `POST /live/rooms/hold`: the rooms' draws wait (a countdown that
  // runs out waits for the release); `DELETE`: they happen.
  const crashAnswer = () => json(world.live.crash.state());
  control.get('/live/crash', crashAnswer);
  control.post('/live/crash/hold', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { at?: unknown } | null;
    const at = body?.at;
    if (
      at !== 'ended' &&
      at !== 'betting' &&
      !(typeof at === 'number' && at >= 1.01 && at <= 1_000_000 && toMinor(at) !== null)
    )
      return json(
        {
          message:
            'Send {"at": "ended"}, {"at": "betting"} or {"at": 1.5} (a multiplier from 1.01, in cents).',
        },
        400,
      );
    world.live.crash.hold(at);
    return crashAnswer();
  });
  control.delete('/live/crash/hold', () => {
    world.live.crash.hold(null);
    return crashAnswer();
  });
  control.post('/live/rooms/hold', () => {
    world.live.holdDraws(true);
    return json({ held: true });
  });
  control.delete('/live/rooms/hold', () => {
    world.live.holdDraws(false);
    return json({ held: false });
  });
  control.post('/invoices/:action{pay|fail}', (c) => {
    const invoice = latestWaiting(bearer(c.req.header('Authorization')));
    if (!invoice) return json({ message: 'No invoice is waiting for payment.' }, 404);
    if (c.req.param('action') === 'pay') world.payInvoice(invoice);
    else world.failInvoice(invoice);
    return json({ id: invoice.id, status: invoice.status });
  });
  control.post('/payouts/:action{pay|fail}', (c) => {
    const player = world.playerOf(bearer(c.req.header('Authorization')));
    const payout = [...world.payouts.values()]
      .filter((p) => p.status === 'pending' && (!player || p.playerId === player.id))
      .at(-1);
    if (!payout) return json({ message: 'No payout is pending.' }, 404);
    if (c.req.param('action') === 'pay') payout.status = 'paid';
    else world.failPayout(payout);
    return json({ id: payout.id, status: payout.status });
  });
  control.post('/tokens/expire', (c) => {
    const token = bearer(c.req.header('Authorization'));
    if (token)
      return world.expire(token) ? json({ expired: 1 }) : json({ message: 'Unknown token.' }, 404);
    return json({ expired: world.expireAll() });
  });
  control.post('/faults', async (c) => {
    const body = (await c.req.json().catch(() => null)) as ({ operation?: unknown } & Fault) | null;
    const operation = typeof body?.operation === 'string' ? body.operation : '';
    if (!body || !/^(GET|PUT|POST|DELETE|PATCH) \//.test(operation))
      return json(
        {
          message:
            'Send {"operation": "GET /profile/user", "kind": "error" | "slow" | "malformed"}.',
        },
        400,
      );
    if (!['error', 'slow', 'malformed'].includes(body.kind))
      return json({ message: 'kind must be error, slow or malformed.' }, 400);
    const fault: Fault = { kind: body.kind };
    if (Number.isInteger(body.ms) && (body.ms ?? 0) > 0) fault.ms = Math.min(body.ms ?? 0, 120_000);
    if (Number.isInteger(body.times) && (body.times ?? 0) > 0) fault.times = body.times;
    faults.set(operation, fault);
    return json({ operation, ...fault });
  });
  control.delete('/faults', () => {
    faults.clear();
    return json({ cleared: true });
  });

  // The social login stand-in, the page the popup of `PUT /auth/login` opens (social.ts).
  control.route(
    '/social',
    socialRoutes(() => world),
  );

  // The catalog games' covers and stand-in game pages (covers.ts): what a
  // game's `image` and launch `url` name.
  control.route('/', artRoutes(findCatalogGame));

  const app = new Hono();
  app.route('/_sandbox', control);
  app.all('*', (c) => api.fetch(c.req.raw));

  const sandbox: Sandbox = {
    get world() {
      return world;
    },
    faults,
    app,
    takeMalformed(method, pathname) {
      for (const [operation, fault] of faults) {
        if (fault.kind !== 'malformed') continue;
        const [faultMethod = '', template = ''] = operation.split(' ');
        const pattern = new RegExp(
          `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
        );
        if (faultMethod === method.toUpperCase() && pattern.test(pathname)) {
          use(operation, fault);
          return true;
        }
      }
      return false;
    },
    reset() {
      world.live.stop();
      clockOffset = 0;
      world = new World(settings);
      faults.clear();
      api = build();
    },
  };
  return sandbox;
}

/** A running sandbox. */
export interface SandboxServer {
  sandbox: Sandbox;
  url: string;
  port: number;
  /** Stops listening; resolves once the port is free. */
  stop(): Promise<void>;
}

/** Serves a sandbox on 127.0.0.1 (`port` 0, the default, picks a free one). */
export function startSandbox(
  options: { port?: number; settings?: Partial<SandboxSettings> } = {},
): Promise<SandboxServer> {
  const sandbox = createSandbox(options.settings);
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        fetch: (request) => sandbox.app.fetch(request),
        port: options.port ?? 0,
        hostname: '127.0.0.1',
      },
      (info) =>
        resolve({
          sandbox,
          url: `http://127.0.0.1:${info.port}`,
          port: info.port,
          stop: () =>
            new Promise<void>((done) => {
              sandbox.world.live.stop();
              server.close(() => done());
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        }),
    );
    server.once('error', reject);
  });
}
