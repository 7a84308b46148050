// The HTTP endpoint Prometheus scrapes: GET (or HEAD) /metrics answers the
// registry in the text exposition format; any other path is 404, any other
// method on /metrics 405. It listens only on the address --metrics names, and
// close() also ends idle keep-alive connections (Prometheus keeps one open),
// so the port is free as soon as the watch stops. A listen failure is a
// usage error naming the address and what to do.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { usage } from '../errors.ts';
import type { ListenAddress } from './options.ts';

/** A listening metrics endpoint. */
export interface MetricsServer {
  /** The scrape URL, with the port actually taken. */
  url: string;
  close(): Promise<void>;
}

/** What a listen error means for the --metrics value, by its code. */
const WHY: Record<string, [string, string]> = {
  EADDRINUSE: ['is already in use', 'pick another port, or stop what listens there'],
  EADDRNOTAVAIL: [
    'is not an address of this machine',
    'name one of its addresses, e.g. 127.0.0.1 or 0.0.0.0 for all',
  ],
  EACCES: ['may not be listened on (a port below 1024 needs privileges)', 'use a port from 1024'],
  ENOTFOUND: ['names a host that does not resolve', 'give an IP address such as 127.0.0.1'],
};

/** Serves `registry` at http://host:port/metrics. */
export async function serveMetrics(
  address: ListenAddress,
  registry: Registry,
): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://metrics').pathname;
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found: the metrics are at /metrics\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('method not allowed: GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('the metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const given = `${address.host.includes(':') ? `[${address.host}]` : address.host}:${address.port}`;
      const [problem, fix] = WHY[error.code ?? ''] ?? [
        `cannot be listened on: ${error.message}`,
        '',
      ];
      reject(usage(`--metrics ${given} ${problem}`, fix || 'see casino mirrors watch --help'));
    });
    server.listen(address.port, address.host, () => resolve());
  });
  // Once listening, a failed accept (EMFILE while a thousand probes hold
  // sockets) costs one scrape, which Prometheus repeats: it must not end the watch.
  server.on('error', () => undefined);
  const { address: host, port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
