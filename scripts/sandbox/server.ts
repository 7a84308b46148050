// The sandbox HTTP service: every documented and inferred operation answered
// from the in-memory world (world/; the handlers in routes/*), plus the
// scenario controls under `/_sandbox/` (controls/: not part of the contract,
// so only on the sandbox's own port, never through the proxy), and there too
// the social login stand-in's page and the catalog games' covers and
// stand-in game pages. `startSandbox()` serves it on a loopback port.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { type Before, mount } from './contract.ts';
import type { Fault } from './controls/api.ts';
import { controlRoutes } from './controls/routes.ts';
import { artRoutes } from './covers.ts';
import { accountRoutes } from './routes/accounts.ts';
import { billingRoutes } from './routes/billing.ts';
import { bonusRoutes } from './routes/bonuses.ts';
import { catalogRoutes, findCatalogGame } from './routes/catalog.ts';
import { cryptoRoutes } from './routes/crypto.ts';
import { gameRoutes } from './routes/games.ts';
import { liveRoutes, mountLiveStreams } from './routes/live.ts';
import { responsibleRoutes } from './routes/responsible.ts';
import { siteRoutes } from './routes/site.ts';
import { mountSportsbookStream, sportsbookRoutes } from './routes/sportsbook.ts';
import { socialRoutes } from './social.ts';
import { type SandboxSettings, World } from './world/world.ts';

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
    mountSportsbookStream(api, () => world);
    for (const routes of [
      accountRoutes(world),
      billingRoutes(world),
      bonusRoutes(world),
      cryptoRoutes(world),
      siteRoutes(world),
      catalogRoutes(world, world.now()),
      gameRoutes(world),
      liveRoutes(world),
      responsibleRoutes(world),
      sportsbookRoutes(world),
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

  const control = new Hono();
  control.use('*', cors());
  // The scenario controls, each declared once in controls/api.ts.
  control.route(
    '/',
    controlRoutes({
      world: () => world,
      faults,
      clockOffset: () => clockOffset,
      advanceClock(ms) {
        clockOffset += ms;
        world.settle();
      },
      resetClock() {
        clockOffset = 0;
      },
      reset: () => sandbox.reset(),
    }),
  );

  // The social login stand-in, the page the popup of `PUT /auth/login` opens (social.ts).
  control.route(
    '/social',
    socialRoutes(() => world),
  );

  // The catalog games' covers and stand-in game pages (covers.ts): what a
  // game's `image` and launch `url` name; a real-money launch plays the
  // player's free spins there.
  control.route(
    '/',
    artRoutes(findCatalogGame, {
      state: (launch) => world.launchSpins(launch),
      spin: (launch) => world.spinInLaunch(launch) !== null,
    }),
  );

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
        // The Node request (its socket's peer) goes along: the streams count per client address.
        fetch: (request, env) => sandbox.app.fetch(request, env),
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
