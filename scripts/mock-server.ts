// Starts the Prism mock in this process, on a free loopback port, for tests.
// `npm run mock` (scripts/mock.ts) is the one for people: it runs the real
// Prism binary. Both serve the same bundled spec with the same settings. In
// front of this one sits scripts/front.ts: a fast 400 for a malformed JSON
// body (Prism hangs on one) and the headers that forbid framing. A live round
// stream, which Prism cannot write ("Cannot serialise complex objects as
// text"), is answered here with its example as one Server-Sent Event.
import { bundleSpec } from '@casino/openapi';
import { listOperations, loadBundledSpec } from '@casino/openapi/spec-model';
import { contractPath, isLiveStreamPath } from '@casino/sdk';
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
  const streams = await streamExamples(specPath);
  let front: Awaited<ReturnType<typeof startFront>>;
  try {
    front = await startFront({
      target: prismPort,
      port: options.port,
      intercept: (request) => {
        const path = contractPath(new URL(request.url ?? '/', 'http://mock').pathname);
        const body = path !== null && isLiveStreamPath(path) ? streams.get(path) : undefined;
        if (request.method !== 'GET' || body === undefined) return null;
        return {
          status: 200,
          headers: {
            'Content-Type': 'text/event-stream',
            'Cache-Control': 'no-store',
            'Access-Control-Allow-Origin': '*',
          },
          body,
        };
      },
    });
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

/**
 * Each live stream's answer by contract path (`/rooms/{room}/live` for every
 * room): its first example's data as one SSE message, named by its type.
 */
async function streamExamples(specPath: string): Promise<Map<string, string>> {
  const streams = new Map<string, string>();
  for (const op of listOperations(await loadBundledSpec(specPath))) {
    const media = op.responses['200']?.value.content?.['text/event-stream'];
    const example = Object.values<{ value: { type: string } }>(media?.examples ?? {})[0]?.value;
    if (op.method !== 'get' || !example) continue;
    const message = `event: ${example.type}\ndata: ${JSON.stringify(example)}\n\n`;
    for (const room of ['red', 'yellow', 'purple'])
      streams.set(op.path.replace('{room}', room), message);
  }
  return streams;
}
