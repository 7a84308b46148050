// Starts the Prism mock in this process, on a free loopback port, for tests.
// `npm run mock` (scripts/mock.ts) is the one for people: it runs the real
// Prism binary. Both serve the same bundled spec with the same settings. In
// front of this one sits scripts/front.ts: a fast 400 for a malformed JSON
// body (Prism hangs on one) and the headers that forbid framing.
import { bundleSpec } from '@casino/openapi';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';
import { startFront } from './front.ts';

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

/** Bundles the spec and serves it with Prism (behind the front) on 127.0.0.1. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const specPath =
    options.bundle === false ? (await import('@casino/openapi')).bundlePath : await bundleSpec();
  const operations = await getHttpOperationsFromSpec(specPath);
  const prism = createServer(operations, {
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
  const prismPort = Number(new URL(await prism.listen(0, '127.0.0.1')).port);
  let front: Awaited<ReturnType<typeof startFront>>;
  try {
    front = await startFront({ target: prismPort, port: options.port });
  } catch (error) {
    await prism.close();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${front.port}`,
    port: front.port,
    stop: async () => {
      await front.close();
      await prism.close();
    },
  };
}
