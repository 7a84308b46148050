// A start that meets a port someone else took goes on with another port; any
// other failure, or a clash every time, reaches the caller.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { onFreePort } from './ports.ts';

const servers: Server[] = [];
const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      servers.push(server);
      resolve(server);
    });
  });
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

describe('onFreePort', () => {
  it('starts again on another port when the first was taken meanwhile', async () => {
    const taken = await listen(0);
    const takenPort = (taken.address() as { port: number }).port;
    const tried: number[] = [];
    const server = await onFreePort((port) => {
      tried.push(port);
      // The first attempt meets the port another process holds.
      return listen(tried.length === 1 ? takenPort : port);
    });
    expect(tried).toHaveLength(2);
    expect((server.address() as { port: number }).port).toBe(tried[1]);
  });

  it('passes on other failures at once, and a clash after its last try', async () => {
    let calls = 0;
    await expect(
      onFreePort(() => {
        calls++;
        return Promise.reject(new Error('bad config'));
      }),
    ).rejects.toThrow('bad config');
    expect(calls).toBe(1);
    const taken = await listen(0);
    const takenPort = (taken.address() as { port: number }).port;
    calls = 0;
    await expect(
      onFreePort(() => {
        calls++;
        return listen(takenPort);
      }, 3),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(calls).toBe(3);
  });
});
