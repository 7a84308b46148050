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

/**
 * Something the proxy refused or could not pass on: a request the contract
 * forbids (invalid body or parameters, missing token, unknown path), an answer
 * outside it, or an upstream answer it could not read.
 */
export interface Violation {
  kind: 'request' | 'response' | 'upstream';
  /** `GET /profile/user`. */
  operation: string;
  message: string;
}

/** Prism's log line (pino JSON) → a violation, or null for other lines. */
export function violationOf(line: string): Violation | null {
  let entry: { level?: number; msg?: string; input?: { method?: string; url?: { path?: string } } };
  try {
    entry = JSON.parse(line);
  } catch {
    return null;
  }
  const msg = entry.msg ?? '';
  const operation = `${(entry.input?.method ?? '?').toUpperCase()} ${entry.input?.url?.path ?? '?'}`;
  if (msg.startsWith('Violation: ')) {
    const text = msg.slice('Violation: '.length);
    return { kind: text.startsWith('response') ? 'response' : 'request', operation, message: text };
  }
  const terminated = /^Request terminated with error: (.*)$/s.exec(msg)?.[1];
  if (!terminated) return null;
  if (terminated.includes('#VIOLATIONS'))
    return { kind: 'response', operation, message: terminated };
  if (terminated.includes('prism/errors#'))
    return { kind: 'request', operation, message: terminated };
  return { kind: 'upstream', operation, message: terminated };
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
  /** Called for every violation or refusal Prism logs. */
  onViolation?: (violation: Violation) => void;
  /** Skip bundling when the caller has just bundled. */
  bundle?: boolean;
}): Promise<ContractProxy> {
  const specPath =
    options.bundle === false ? (await import('@casino/openapi')).bundlePath : await bundleSpec();
  const operations = await getHttpOperationsFromSpec(specPath);
  // Prism logs violations and refusals at error level as pino JSON lines
  // (which carry the request's headers: they are parsed here, never printed).
  const destination = {
    write(line: string) {
      const violation = violationOf(line);
      if (violation) options.onViolation?.(violation);
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
