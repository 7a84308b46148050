// Loopback stand-ins for the CLI tests and benchmark: servers that answer, hang
// or are not there. All listen on 127.0.0.1 and are closed by the caller.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A running loopback server. */
export interface TestServer {
  url: string;
  /** host:port, as mirror domains are given. */
  host: string;
  port: number;
  /** Bodies of the requests received, by `METHOD path`. */
  received: { route: string; body: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

/** Starts a loopback HTTP server with `handler`; requests are recorded. */
export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse, body: string) => void,
): Promise<TestServer> {
  const received: TestServer['received'] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ route: `${req.method} ${req.url}`, body, headers: req.headers });
      handler(req, res, body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Answers every request with `status` and a JSON body (or text when `body` is a string). */
export function answering(status: number, body: unknown = { success: true }) {
  return startServer((_req, res) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json',
    });
    res.end(text);
  });
}

/** Accepts connections and never answers. */
export function hanging() {
  return startServer(() => undefined);
}

/** A loopback port with nothing listening (connections are refused). */
export async function refusedPort(): Promise<number> {
  const server = await startServer(() => undefined);
  await server.close();
  return server.port;
}

/**
 * A Server-Sent Events stream of one line without end: `data: ` and then
 * `total` bytes of `x`, written as fast as the client reads them. `sent()`
 * is how many bytes of it went out before the client hung up.
 */
export async function endlessLine(total: number) {
  let sent = 0;
  const server = await startServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    res.write('data: ');
    const chunk = 'x'.repeat(64 * 1024);
    const more = () => {
      while (sent < total && !res.destroyed) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      res.end();
    };
    res.on('close', () => res.destroy());
    more();
  });
  return Object.assign(server, { sent: () => sent });
}
