// The TCP stage of a mirror probe: connect to the mirror's addresses in the
// resolver's order until one accepts. Every address refusing is `tcp-refused`
// (nothing listens, or a filter answers with a reset); one that never answers
// (a dropped SYN, as address-level blocking does) is `tcp-timeout`. Each
// address gets an equal share of the time left, so one black hole does not
// stop the others from being tried.
import { connect as netConnect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { StageFailure, type Stages } from './verdict.ts';

/** Opens a TCP connection (net.connect; a test may stand in for it). */
export type Connector = (address: string, port: number) => Socket;

const defaultConnector: Connector = (address, port) => netConnect({ host: address, port });

/** `ip:port`, IPv6 in brackets. */
const endpoint = (address: string, port: number) =>
  address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;

/** One connection attempt: the socket, or why not ('timeout' or the error code). */
function attempt(
  connector: Connector,
  address: string,
  port: number,
  budgetMs: number,
  signal: AbortSignal,
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connector(address, port);
    const done = (error?: unknown) => {
      clearTimeout(timer);
      clearImmediate(expiry);
      signal.removeEventListener('abort', onAbort);
      socket.off('connect', onConnect);
      socket.off('error', onError);
      if (error === undefined) return resolve(socket);
      socket.destroy();
      reject(error);
    };
    const onConnect = () => done();
    const onError = (error: Error) => done(error);
    const onAbort = () => done(signal.reason);
    // As the mirror's own timeout: the attempt gives up after the event
    // loop's next poll phase, so a connection that was answered in time but
    // not yet read by a busy process is not "no answer".
    let expiry: NodeJS.Immediate | undefined;
    const timer = setTimeout(() => {
      expiry = setImmediate(() =>
        done(Object.assign(new Error('no answer'), { code: 'ETIMEDOUT' })),
      );
    }, budgetMs);
    socket.once('connect', onConnect);
    socket.once('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Connects to the first of `addresses` that accepts within the time left
 * (`deadline`, a performance.now() instant). Throws `tcp-refused` or
 * `tcp-timeout`; the mirror's own timeout rejects with the signal's reason.
 */
export async function tcpStage(
  addresses: readonly string[],
  port: number,
  options: { deadline: number; signal: AbortSignal; connector?: Connector },
  record: (stage: NonNullable<Stages['tcp']>) => void,
): Promise<Socket> {
  const started = performance.now();
  const stage = { ms: 0, address: endpoint(addresses[0] ?? '', port) };
  record(stage);
  const failures: string[] = [];
  let timedOut = false;
  for (const [i, address] of addresses.entries()) {
    stage.address = endpoint(address, port);
    const left = Math.max(1, options.deadline - performance.now());
    try {
      const socket = await attempt(
        options.connector ?? defaultConnector,
        address,
        port,
        Math.max(1, Math.floor(left / (addresses.length - i))),
        options.signal,
      );
      stage.ms = Math.round(performance.now() - started);
      return socket;
    } catch (error) {
      stage.ms = Math.round(performance.now() - started);
      if (options.signal.aborted) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      if (code === 'ETIMEDOUT') timedOut = true;
      failures.push(`${endpoint(address, port)} ${code === 'ETIMEDOUT' ? 'no answer' : code}`);
    }
  }
  if (timedOut)
    throw new StageFailure('tcp-timeout', `no answer to the connection: ${failures.join(', ')}`);
  throw new StageFailure('tcp-refused', `connection refused: ${failures.join(', ')}`);
}
