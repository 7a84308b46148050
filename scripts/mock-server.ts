// Starts the Prism mock in this process, on a free loopback port, for tests.
// `npm run mock` (scripts/mock.ts) is the one for people: it runs the real
// Prism binary. Both serve the same bundled spec with the same settings.
// In front of Prism sits a small proxy: a request whose JSON body does not
// parse gets a fast 400 in the spec's ErrorBody shape, because Prism itself
// hangs about 15 s on one (its own bug); everything else passes through as is.
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { bundleSpec } from '@casino/openapi';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';

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

/** The spec's ErrorBody for a body that is not JSON, or null when `body` is fine (empty, not JSON-typed, or parsing). */
function malformedJsonAnswer(
  contentType: string | undefined,
  body: string,
): { message: string; errors: Record<string, string[]> } | null {
  if (!/json/i.test(contentType ?? '') || body.trim() === '') return null;
  try {
    JSON.parse(body);
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      message: 'The request body is not valid JSON.',
      errors: { body: [`Malformed JSON: ${reason}`] },
    };
  }
}

/** Answers malformed JSON bodies itself; forwards everything else to Prism on `target`. */
function front(target: number): Server {
  return createHttpServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = malformedJsonAnswer(request.headers['content-type'], body.toString('utf8'));
      if (problem) {
        response.writeHead(400, {
          'Content-Type': 'application/json',
          'Access-Control-Allow-Origin': '*',
        });
        response.end(JSON.stringify(problem));
        return;
      }
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: target,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error) => {
        if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
        response.end(`mock proxy: ${error.message}`);
      });
      upstream.end(body);
    });
  });
}

/** Bundles the spec and serves it with Prism (behind the malformed-JSON front) on 127.0.0.1. */
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
  const server = front(prismPort);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', resolve);
    });
  } catch (error) {
    await prism.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await prism.close();
    },
  };
}
