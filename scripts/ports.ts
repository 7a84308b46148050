// Loopback ports for test servers. A port found free is free only until
// someone else takes it: between `freePort()` and a server's `listen`, a
// process starting beside it (Prism, a preview, another suite) may bind the
// same number, so a start that names its port goes through `onFreePort`,
// which tries again with a new port when the start meets EADDRINUSE.
import { createServer } from 'node:net';

/** A loopback port that is free right now (for test servers). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Node's EADDRINUSE, or Vite's "Port N is already in use" (a strictPort server). */
const clashed = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: unknown }).code === 'EADDRINUSE' || /already in use/.test(error.message));

/**
 * Runs `start` with a port free right now; when another process took it
 * first (EADDRINUSE), again with another, up to `tries` times. `start` must
 * leave nothing running when it fails.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (!clashed(error) || attempt >= tries) throw error;
    }
  }
}
