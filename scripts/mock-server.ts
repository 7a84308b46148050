// Starts the Prism mock in this process, on a free loopback port, for tests.
// `npm run mock` (scripts/mock.ts) is the one for people: it runs the real
// Prism binary. Both serve the same bundled spec with the same settings.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';
import { bundleSpec } from '@casino/openapi';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';
import { FRAME_HEADERS } from '../web/build/security-headers.ts';

export interface MockServer {
  /** Base URL, e.g. http://127.0.0.1:43117 */
  url: string;
  port: number;
  /** Stops listening; resolves once the port is free. */
  stop(): Promise<void>;
}

export interface MockServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Skip bundling when the caller has just bundled. */
  bundle?: boolean;
}

/** Bundles the spec and serves it with Prism on 127.0.0.1. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const specPath =
    options.bundle === false ? (await import('@casino/openapi')).bundlePath : await bundleSpec();
  const operations = await getHttpOperationsFromSpec(specPath);
  const server = createServer(operations, {
    cors: true,
    components: { logger: createLogger('mock', { level: 'silent' }) },
    config: {
      checkSecurity: true,
      validateRequest: true,
      validateResponse: true,
      errors: false,
      upstreamProxy: undefined,
      isProxy: false,
      mock: { dynamic: false },
    },
  });
  const address = await server.listen(options.port ?? 0, '127.0.0.1');
  const port = Number(new URL(address).port);
  // Every answer forbids framing, as the app's servers do (web/build/security-headers.ts).
  // Prism does not expose its HTTP server: Node announces each request on this channel.
  const frameHeaders = (message: unknown) => {
    const { response, server: http } = message as { response: ServerResponse; server: Server };
    const local = http.address();
    if (typeof local !== 'object' || local?.port !== port) return;
    for (const [name, value] of Object.entries(FRAME_HEADERS)) response.setHeader(name, value);
  };
  subscribe('http.server.request.start', frameHeaders);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      unsubscribe('http.server.request.start', frameHeaders);
      await server.close();
    },
  };
}
