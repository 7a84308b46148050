// Prism as the contract's guard: a validating proxy in front of the sandbox
// (`prism proxy <spec> <upstream> --errors`, in this process). Every request
// and every answer is checked against the bundled OpenAPI description; a
// request the contract forbids is refused by Prism, an answer outside it
// becomes Prism's 500 problem answer, and each violation is reported to
// `onViolation` (tests fail on any).
import { bundleSpec } from '@casino/openapi';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';

/** A violation Prism found: where (request.body.email, response.body.data) and what. */
export interface Violation {
  message: string;
}

export interface ContractProxy {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts the validating proxy on 127.0.0.1 in front of `upstream`. */
export async function startContractProxy(options: {
  upstream: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Called for every violation Prism logs (at error level). */
  onViolation?: (violation: Violation) => void;
  /** Skip bundling when the caller has just bundled. */
  bundle?: boolean;
}): Promise<ContractProxy> {
  const specPath =
    options.bundle === false ? (await import('@casino/openapi')).bundlePath : await bundleSpec();
  const operations = await getHttpOperationsFromSpec(specPath);
  // Prism logs each violation as `Violation: <location> <message>` at error level (pino JSON lines).
  const destination = {
    write(line: string) {
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string };
        if (entry.msg?.startsWith('Violation: '))
          options.onViolation?.({ message: entry.msg.slice(11) });
      } catch {
        // not a log line
      }
    },
  };
  const server = createServer(operations, {
    cors: true,
    components: { logger: createLogger('proxy', { level: 'warn' }, destination) },
    config: {
      checkSecurity: true,
      validateRequest: true,
      validateResponse: true,
      errors: true,
      isProxy: true,
      upstream: new URL(options.upstream),
      upstreamProxy: undefined,
      mock: { dynamic: false },
    },
  });
  const address = await server.listen(options.port ?? 0, '127.0.0.1');
  const port = Number(new URL(address).port);
  return { url: `http://127.0.0.1:${port}`, port, stop: () => server.close() };
}
