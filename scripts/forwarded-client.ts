// Who a request really came from, when it passed through the stack's front
// (front.ts) on its way to the sandbox: every request the front forwards
// names its client's address in CLIENT_HEADER, beside FRONT_HEADER carrying
// a secret made when this process started, which only the front knows (the
// front and the sandbox run in one process: sandbox/index.ts). A client's own
// headers of those names are dropped by the front, and a request without the
// secret is taken as from its socket's peer: nobody can speak for another
// address. The sandbox's per-address stream limit counts by this address.
import { randomUUID } from 'node:crypto';

/** The header naming the client's address, as the front saw it. */
export const CLIENT_HEADER = 'x-casino-client';
/** The header proving the request came through this process's front. */
export const FRONT_HEADER = 'x-casino-front';
/** The front's proof: new in every process. */
export const FRONT_SECRET = randomUUID();

/**
 * The client's address: the one the front names when the request carries the
 * front's secret, else the socket's peer (`unknown` when there is none, as
 * for an in-process call).
 */
export function clientAddress(
  peer: string | undefined,
  header: (name: string) => string | undefined,
): string {
  const named = header(CLIENT_HEADER);
  if (named && header(FRONT_HEADER) === FRONT_SECRET) return named;
  return peer ?? 'unknown';
}
