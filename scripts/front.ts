// A small HTTP front before an in-process Prism (the mock, and the sandbox's
// validating proxy). It exists for what Prism cannot do itself:
//   - a request whose JSON body does not parse, or is too large, gets the
//     contract's 422 at once (request-body.ts), because Prism hangs about
//     15 s on broken JSON (its own bug);
//   - Prism's own refusals (application/problem+json: the mock's 401 and
//     422, a route it does not know) reach clients in the contract's
//     ErrorBody shape, as application/json;
//   - Prism's findings on an answer it passed on (its `sl-violations`
//     header) go to `onViolations`, when given, with the request's method
//     and path, and the header goes no further;
//   - every answer carries the headers that forbid framing, as the app's own
//     servers do (web/build/security-headers.ts);
//   - with `cors`, it answers cross-origin requests as Prism would (the
//     sandbox stack without its validating proxy, `npm run audit`'s);
//   - an optional `intercept` may answer a request itself (the sandbox's
//     faults, which must reach the client as they are, not as Prism's 500);
//   - a game service's development address, `/services/{name}/...` (the
//     SDK's hosts.ts), is the contract's path without that prefix: Prism
//     matches paths, not servers, so the prefix is checked and stripped here;
//   - a chunked request body (the SDK's game-service calls send one in Node) is
//     passed on with its length: Prism's proxy would forward the chunked
//     header beside a length, which its upstream refuses with a bare 400;
//   - every request forwarded names its client's address, with this
//     process's proof that the front named it (forwarded-client.ts): the
//     sandbox counts its streams per client, not per front;
//   - a live round stream (`text/event-stream`, SDK isLiveStreamPath) goes
//     straight to `streamTarget` (the sandbox) and back unbuffered: Prism's
//     proxy reads a whole answer before it validates it, so a stream that
//     never ends would never arrive. The sandbox's tests validate its events.
// Everything else is forwarded to Prism on `target` and streamed back as is.
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { contractPath, isLiveStreamPath } from '@casino/sdk';
import { SECURITY_HEADERS } from '../web/build/security-headers.ts';
import { CLIENT_HEADER, FRONT_HEADER, FRONT_SECRET } from './forwarded-client.ts';
import { MAX_BODY_BYTES, TOO_LARGE, unreadableBody } from './request-body.ts';

/** An answer the front gives itself. */
export interface FrontAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const JSON_HEADERS = { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' };

/**
 * The refusal of a body the front will not pass on: over MAX_BODY_BYTES
 * (whatever its type), or JSON-typed and not JSON; null for any other.
 */
function unreadable(
  size: number,
  contentType: string | undefined,
  body: string,
): FrontAnswer | null {
  const refusal =
    size > MAX_BODY_BYTES
      ? TOO_LARGE
      : /json/i.test(contentType ?? '')
        ? unreadableBody(body)
        : null;
  return refusal && { status: 422, headers: JSON_HEADERS, body: JSON.stringify(refusal.body) };
}

/** One finding of Prism's on a request or an answer (its `sl-violations` header). */
export interface PrismFinding {
  /** Where: `request.body.email`, `response.body.balance`. */
  location: string[];
  severity: string;
  message: string;
}

/** A problem+json answer of Prism's as the contract's ErrorBody: the 422's fields named, the rest a message and the status. */
function errorBodyOf(status: number, text: string): string {
  let problem: { title?: string; detail?: string; validation?: PrismFinding[] } = {};
  try {
    problem = JSON.parse(text);
  } catch {
    // Not JSON after all: the status says it.
  }
  const message = problem.detail || problem.title || `HTTP ${status}`;
  if (status !== 422 || !Array.isArray(problem.validation))
    return JSON.stringify(
      status === 401 ? { message: 'Unauthenticated.' } : { message, code: status },
    );
  const errors: Record<string, string[]> = {};
  for (const finding of problem.validation) {
    const field = finding.location.slice(1).join('.') || finding.location[0] || 'body';
    errors[field] ??= ['validation.invalid'];
  }
  return JSON.stringify({ message: 'The given data was invalid.', errors });
}

/** A running front. */
export interface Front {
  port: number;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/** Serves the front on 127.0.0.1:`port` (0 picks a free one), forwarding to 127.0.0.1:`target`. */
export async function startFront(options: {
  target: number;
  port?: number;
  intercept?: (request: IncomingMessage) => Promise<FrontAnswer | null> | FrontAnswer | null;
  /** Where live round streams go instead of `target` (none: they go to `target` too). */
  streamTarget?: number;
  /** Told of Prism's findings on each answer it passed on (none: they are dropped with the header). */
  onViolations?: (operation: string, findings: PrismFinding[]) => void;
  /**
   * Answer cross-origin requests as Prism's `cors` option does (for a target
   * that is the sandbox itself, with no Prism between to do it).
   */
  cors?: boolean;
}): Promise<Front> {
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    if (options.cors) {
      const { origin, 'access-control-request-headers': asked } = request.headers;
      response.setHeader('Access-Control-Allow-Origin', origin ?? '*');
      response.setHeader('Access-Control-Allow-Headers', asked ?? '*');
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Access-Control-Expose-Headers', '*');
      const method = request.headers['access-control-request-method'];
      if (request.method === 'OPTIONS' && origin && method) {
        response.writeHead(204, { 'Access-Control-Allow-Methods': method, Vary: 'origin' });
        response.end();
        return;
      }
    }
    const send = (answer: FrontAnswer) => {
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    };
    // A body is kept up to just past the limit: a larger one is refused whole, never held.
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES + 1) chunks.push(chunk);
    });
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const own =
        unreadable(size, request.headers['content-type'], body.toString('utf8')) ??
        (await options.intercept?.(request)) ??
        null;
      if (own) return send(own);
      const path = contractPath(request.url ?? '/');
      if (path === null) {
        return send({
          status: 404,
          headers: JSON_HEADERS,
          body: JSON.stringify({
            message: "Not found: that path is not this service's.",
            code: 404,
          }),
        });
      }
      // The body is whole by now: it goes on with its length, never chunked
      // (Prism's proxy forwards `Transfer-Encoding: chunked` beside the length
      // it sets, and the sandbox's HTTP server refuses that with a bare 400;
      // the SDK's client sends one in Node: a game-service call is a Request
      // rebuilt on its service's address, whose body is then a stream
      // without a length).
      const {
        'transfer-encoding': _chunked,
        [CLIENT_HEADER]: _claimed,
        [FRONT_HEADER]: _proof,
        ...headers
      } = request.headers;
      headers[CLIENT_HEADER] = request.socket.remoteAddress ?? 'unknown';
      headers[FRONT_HEADER] = FRONT_SECRET;
      if (body.length > 0 || request.headers['content-length'] !== undefined)
        headers['content-length'] = String(body.length);
      // Streams, and the sandbox's covers and stand-in game pages (not API
      // calls: no contract to check), go straight to the sandbox.
      const stream =
        options.streamTarget !== undefined &&
        (isLiveStreamPath(path) || /^\/_sandbox\/(covers|play)\//.test(path));
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: stream ? options.streamTarget : options.target,
          method: request.method,
          path,
          headers,
        },
        (answer) => {
          const status = answer.statusCode ?? 502;
          // Reported, the findings leave the header; else (the mock) it tells the developer.
          const { 'sl-violations': found, ...reported } = answer.headers;
          const headers = options.onViolations ? reported : answer.headers;
          if (typeof found === 'string' && options.onViolations) {
            let findings: PrismFinding[];
            try {
              findings = JSON.parse(found);
            } catch {
              findings = [{ location: [], severity: 'Error', message: found }];
            }
            options.onViolations(`${request.method} ${path.split('?')[0]}`, findings);
          }
          if (!/problem\+json/i.test(String(answer.headers['content-type']))) {
            response.writeHead(status, headers);
            answer.pipe(response);
            return;
          }
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            const { 'content-length': _length, 'content-type': _type, ...rest } = headers;
            response.writeHead(status, { ...rest, 'Content-Type': 'application/json' });
            response.end(errorBodyOf(status, Buffer.concat(parts).toString('utf8')));
          });
        },
      );
      // A client that goes away (a closed stream above all) ends the upstream call too.
      response.on('close', () => upstream.destroy());
      upstream.on('error', (error) => {
        if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
        response.end(`front: ${error.message}`);
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
