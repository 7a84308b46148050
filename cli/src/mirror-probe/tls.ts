// The TLS stage of an https mirror probe: the handshake on the connected
// socket, then the certificate judged the way a browser would, in the order
// that says most: not for this name (`cert-name`: an ISP's stub or a
// misconfigured mirror), expired (`cert-expired`), otherwise untrusted or a
// failed handshake (`tls-error`; a reset during the handshake is how DPI that
// reads the SNI blocks). The days left to expiry are recorded either way.
import type { Socket } from 'node:net';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { checkServerIdentity, connect, type TLSSocket } from 'node:tls';
import { StageFailure, type Stages } from './verdict.ts';

const DAY_MS = 86_400_000;

/** The names a certificate is for: its subjectAltName, else its common name. */
function certNames(cert: { subjectaltname?: string; subject?: { CN?: string | string[] } }) {
  if (cert.subjectaltname) return cert.subjectaltname;
  const cn = cert.subject?.CN;
  return Array.isArray(cn) ? cn.join(', ') : (cn ?? 'no name');
}

/**
 * Runs the handshake for `host` (the name without the port) over `socket`.
 * `ca` replaces the trusted roots (tests). Throws `tls-error`, `cert-name` or
 * `cert-expired`; the mirror's own timeout rejects with the signal's reason.
 */
export async function tlsStage(
  socket: Socket,
  host: string,
  options: { signal: AbortSignal; ca?: string | Buffer },
  record: (stage: NonNullable<Stages['tls']>) => void,
): Promise<TLSSocket> {
  const started = performance.now();
  const stage: NonNullable<Stages['tls']> = { ms: 0 };
  record(stage);
  const secure = await new Promise<TLSSocket>((resolve, reject) => {
    const tlsSocket = connect({
      socket,
      // RFC 6066: no SNI for an IP address.
      ...(isIP(host) ? {} : { servername: host }),
      rejectUnauthorized: false,
      ALPNProtocols: ['http/1.1'],
      ...(options.ca ? { ca: options.ca } : {}),
    });
    const done = (error?: unknown) => {
      options.signal.removeEventListener('abort', onAbort);
      tlsSocket.off('secureConnect', onSecure);
      tlsSocket.off('error', onError);
      if (error === undefined) return resolve(tlsSocket);
      tlsSocket.on('error', () => undefined);
      tlsSocket.destroy();
      reject(error);
    };
    const onSecure = () => done();
    const onError = (error: NodeJS.ErrnoException & { reason?: string }) =>
      done(
        new StageFailure(
          'tls-error',
          error.code === 'ECONNRESET'
            ? 'the connection was reset during the TLS handshake (ECONNRESET)'
            : error.code === 'ERR_SSL_WRONG_VERSION_NUMBER'
              ? 'the port answered without TLS (plain HTTP? then --scheme http)'
              : // OpenSSL's reason ("unsupported protocol"), not its whole line with source paths.
                `the TLS handshake failed: ${error.reason ?? error.message.trim()}`,
        ),
      );
    const onAbort = () => done(options.signal.reason);
    tlsSocket.once('secureConnect', onSecure);
    tlsSocket.once('error', onError);
    options.signal.addEventListener('abort', onAbort, { once: true });
  });
  stage.ms = Math.round(performance.now() - started);
  const fail = (verdict: 'tls-error' | 'cert-name' | 'cert-expired', message: string) => {
    secure.destroy();
    throw new StageFailure(verdict, message);
  };
  const cert = secure.getPeerCertificate();
  if (!cert || Object.keys(cert).length === 0) fail('tls-error', 'the server sent no certificate');
  const cn = cert.subject?.CN;
  const subject = Array.isArray(cn) ? cn[0] : cn;
  if (subject) stage.subject = subject;
  const notAfter = Date.parse(cert.valid_to);
  if (Number.isFinite(notAfter)) stage.daysLeft = Math.trunc((notAfter - Date.now()) / DAY_MS);
  if (checkServerIdentity(host, cert) !== undefined)
    fail('cert-name', `the certificate is for ${certNames(cert)}, not ${host}`);
  if (Number.isFinite(notAfter) && notAfter < Date.now())
    fail('cert-expired', `the certificate expired on ${new Date(notAfter).toISOString()}`);
  const notBefore = Date.parse(cert.valid_from);
  if (Number.isFinite(notBefore) && notBefore > Date.now())
    fail('tls-error', `the certificate is not valid before ${new Date(notBefore).toISOString()}`);
  if (!secure.authorized)
    fail('tls-error', `the certificate is not trusted (${String(secure.authorizationError)})`);
  return secure;
}
