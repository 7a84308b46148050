// The sandbox stack for tests and `npm start`, on loopback:
//   front (url) → Prism's validating proxy → the stateful sandbox (sandboxUrl)
// The front (scripts/front.ts) answers malformed JSON bodies fast (Prism hangs
// on them), sends the frame headers, and serves the `malformed` fault itself
// (through Prism it would become Prism's 500), and sends the live round
// streams straight to the sandbox (Prism cannot pass a stream through). Callers talk to `url`;
// scenario controls go to `sandboxUrl` + `/_sandbox/`.
import { startFront } from '../front.ts';
import { freePort } from '../ports.ts';
import { startContractProxy, type Violation, violationsOf } from './proxy.ts';
import { type Sandbox, startSandbox } from './server.ts';
import type { SandboxSettings } from './world/world.ts';

export type { SandboxSettings } from './world/world.ts';

export interface SandboxStack {
  /** The API address clients use: the validating proxy. */
  url: string;
  /** The sandbox itself (scenario controls under /_sandbox/). */
  sandboxUrl: string;
  sandbox: Sandbox;
  /** Every contract violation the proxy reported so far. */
  violations: Violation[];
  stop(): Promise<void>;
}

/** Starts sandbox and proxy on loopback (free ports unless given). */
export async function startSandboxStack(
  options: {
    port?: number;
    sandboxPort?: number;
    settings?: Partial<SandboxSettings>;
    bundle?: boolean;
    /** Also told of each violation as it happens (the list gets it either way). */
    onViolation?: (violation: Violation) => void;
    /**
     * False: no validating proxy, the front forwards to the sandbox itself
     * (`npm run audit` measures the app, not Prism's checks sharing the
     * machine's cores with the browser; no violations are then reported).
     */
    validate?: boolean;
  } = {},
): Promise<SandboxStack> {
  // The front's port is chosen first: covers and stand-in game pages are named
  // on it (front.ts passes them through), so they share the API's origin.
  const frontPort = options.port ?? (await freePort());
  const server = await startSandbox({
    port: options.sandboxPort,
    settings: { mediaUrl: `http://127.0.0.1:${frontPort}`, ...options.settings },
  });
  const violations: Violation[] = [];
  const report = (violation: Violation) => {
    violations.push(violation);
    options.onViolation?.(violation);
  };
  try {
    const proxy =
      options.validate === false
        ? null
        : await startContractProxy({
            upstream: server.url,
            bundle: options.bundle,
            onViolation: (v) => report(v),
          });
    const front = await startFront({
      target: proxy?.port ?? server.port,
      onViolations: (operation, findings) => {
        for (const violation of violationsOf(operation, findings)) report(violation);
      },
      cors: proxy === null,
      port: frontPort,
      streamTarget: server.port,
      intercept: (request) => {
        const { pathname } = new URL(request.url ?? '/', 'http://front');
        if (!server.sandbox.takeMalformed(request.method ?? 'GET', pathname)) return null;
        return {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'Access-Control-Allow-Origin': request.headers.origin ?? '*',
          },
          body: '{"data": {"broken',
        };
      },
    }).catch(async (error: unknown) => {
      await proxy?.stop();
      throw error;
    });
    return {
      url: `http://127.0.0.1:${front.port}`,
      sandboxUrl: server.url,
      sandbox: server.sandbox,
      violations,
      stop: async () => {
        await front.close();
        await proxy?.stop();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
