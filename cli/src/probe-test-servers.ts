// Loopback stand-ins for the staged mirror probe's tests: a DNS server (dns2)
// and a DNS-over-HTTPS one that answer from a table, TLS servers with
// certificates made on the spot (node-forge: for any name, valid or expired),
// and HTTP servers that misbehave the ways blocked mirrors do (a page that
// stops after 16 KB, a connection reset at once). All listen on 127.0.0.1
// with port 0 and are closed by the caller.
import { generateKeyPairSync } from 'node:crypto';
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, createServer as createNetServer, isIP, type Socket } from 'node:net';
import dnsPacket from 'dns-packet';
import dns2 from 'dns2';
import forge from 'node-forge';

/** A running loopback server: `host:port` and how to stop it. */
export interface Running {
  host: string;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Listens `server` on 127.0.0.1 with a free port; close() also ends its open connections. */
async function listen(
  server: import('node:net').Server,
  scheme: 'http' | 'https',
): Promise<Running> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    port,
    url: `${scheme}://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback HTTP server with `handler`. */
export const httpServer = (handler: RequestListener) => listen(createHttpServer(handler), 'http');

/** A certificate and its key, PEM. */
export interface Certificate {
  cert: string;
  key: string;
}

/**
 * A self-signed certificate for `names` (host names or IP addresses), valid
 * between the two dates; with `altNames: false` only the first name, as its
 * common name (as old certificates had).
 */
export function makeCertificate(
  names: readonly string[],
  validity: { notBefore: Date; notAfter: Date },
  { altNames = true } = {},
): Certificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  cert.serialNumber = '01';
  cert.validity.notBefore = validity.notBefore;
  cert.validity.notAfter = validity.notAfter;
  const subject = [{ name: 'commonName', value: names[0] ?? 'unnamed' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true },
    ...(altNames
      ? [
          {
            name: 'subjectAltName',
            altNames: names.map((n) => (isIP(n) ? { type: 7, ip: n } : { type: 2, value: n })),
          },
        ]
      : []),
  ]);
  cert.sign(forge.pki.privateKeyFromPem(key), forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key };
}

/** A loopback HTTPS server with `certificate`, answering 200 "ok". */
export const httpsServer = (certificate: Certificate) =>
  listen(
    createHttpsServer(certificate, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>casino mirror</body></html>');
    }),
    'https',
  );

/**
 * Resets a connection when the client's first bytes arrive (the request, or
 * the TLS ClientHello with its server name): what DPI that blocks by name does.
 */
export const resetting = () =>
  listen(
    createNetServer((socket) => socket.once('data', () => socket.resetAndDestroy())),
    'http',
  );

/** Accepts connections and never sends a byte: no TLS handshake, no HTTP answer; `onConnection` hears of each. */
export const silent = (onConnection: () => void = () => undefined) =>
  listen(createNetServer(onConnection), 'http');

/**
 * A page of `total` bytes that stops after `sent` and then keeps the
 * connection open, silent: the "freeze" some DPI boxes apply.
 */
export const stalling = (sent: number, total: number) =>
  httpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(total) });
    res.write(Buffer.alloc(sent, 'a'));
  });

/** Addresses by name; a name not in the table is NXDOMAIN. */
export type Zone = Record<string, string[]>;

/** A DNS server (UDP, dns2) on loopback answering A records from `zone`; `server` is its ip:port. */
export async function dnsServer(zone: Zone): Promise<{ server: string; close(): Promise<void> }> {
  const { Packet } = dns2;
  const dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const addresses = question ? zone[question.name.toLowerCase()] : undefined;
      if (!question || !addresses) response.header.rcode = Packet.RCODE.NXDOMAIN;
      else if (question.type === Packet.TYPE.A)
        // dns2's types want a built record; its encoder takes the plain fields.
        for (const address of addresses)
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.A,
            class: Packet.CLASS.IN,
            ttl: 60,
            address,
          } as unknown as (typeof response.answers)[number]);
      send(response);
    },
  });
  const addresses = await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return { server: `127.0.0.1:${addresses.udp?.port}`, close: () => dns.close() };
}

/** A DNS-over-HTTPS resolver (RFC 8484 GET, over plain HTTP on loopback) answering from `zone`. */
export function dohServer(zone: Zone): Promise<Running> {
  return httpServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams.get('dns');
    if (!query) {
      res.writeHead(400).end();
      return;
    }
    const request = dnsPacket.decode(Buffer.from(query, 'base64url'));
    const question = request.questions?.[0];
    const addresses = question ? zone[question.name.toLowerCase()] : undefined;
    const answer = dnsPacket.encode({
      type: 'response',
      id: request.id ?? 0,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (addresses ? 0 : 3),
      questions: request.questions ?? [],
      answers:
        addresses && question?.type === 'A'
          ? addresses.map((data) => ({ type: 'A' as const, name: question.name, ttl: 60, data }))
          : [],
    });
    res.writeHead(200, { 'content-type': 'application/dns-message' });
    res.end(answer);
  });
}
