// Prism as the contract's guard: a validating proxy in front of the sandbox
// (`prism proxy <spec> <upstream>`, in this process). Every request and
// every answer is checked against the bundled OpenAPI description, and each
// finding reported (tests fail on any): the front (../front.ts) reads them
// from the `sl-violations` header Prism puts on what it passes on, with the
// request they belong to. Prism refuses nothing itself: the sandbox checks
// every request against the same contract (request-check.ts) and answers
// it, its 401s and 422s included, in the contract's shapes, so a client
// meets the same answers with or without the proxy. What Prism could not
// pass on (an upstream it could not read) is reported here, from its log.
import { bundleSpec } from '@casino/openapi';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';
import type { PrismFinding } from '../front.ts';

/**
 * Something outside the contract: a request it forbids (invalid body or
 * parameters, an unknown path), an answer outside it, or an upstream answer
 * Prism could not read.
 */
export interface Violation {
  kind: 'request' | 'response' | 'upstream';
  /** `GET /profile/user`. */
  operation: string;
  message: string;
}

/** Prism's findings on one exchange (the front reads them from `sl-violations`) → violations; warnings are not. */
export function violationsOf(operation: string, findings: readonly PrismFinding[]): Violation[] {
  return findings
    .filter((finding) => finding.severity === 'Error')
    .map((finding) => ({
      kind: finding.location[0] === 'response' ? 'response' : 'request',
      operation,
      message: `${finding.location.join('.')} ${finding.message}`,
    }));
}

/** Prism's log line (pino JSON) → what it could not pass on, or null for other lines. */
export function violationOf(line: string): Violation | null {
  let entry: { level?: number; msg?: string; input?: { method?: string; url?: { path?: string } } };
  try {
    entry = JSON.parse(line);
  } catch {
    return null;
  }
  const operation = `${(entry.input?.method ?? '?').toUpperCase()} ${entry.input?.url?.path ?? '?'}`;
  const terminated = /^Request terminated with error: (.*)$/s.exec(entry.msg ?? '')?.[1];
  if (!terminated) return null;
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
  /** Called for what Prism could not pass on (the front reports the findings on what it did). */
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
      checkSecurity: false,
      validateRequest: true,
      validateResponse: true,
      errors: false,
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
