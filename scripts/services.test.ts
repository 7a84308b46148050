// The game services' addresses agree everywhere: the servers the OpenAPI
// document declares for each path, the SDK's rule that routes a call to its
// service (serviceOfPath), and the stack front's development addresses
// (`/services/{name}/...`, checked and stripped before Prism).
import { type Json, loadBundledSpec } from '@casino/openapi/spec-model';
import { contractPath, SERVICE_NAMES, serviceOfPath } from '@casino/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from './mock-server.ts';

let doc: Json;
let mock: MockServer;

beforeAll(async () => {
  doc = await loadBundledSpec();
  mock = await startMockServer();
});

afterAll(async () => {
  await mock?.stop();
});

describe('game service addresses', () => {
  it('each path is on the servers of the service the SDK sends it to', () => {
    const seen = new Set<string>();
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      const service = serviceOfPath(path);
      if (!item.servers) {
        expect(service, `${path} has no servers of its own`).toBeUndefined();
        continue;
      }
      expect(service, path).toBeDefined();
      seen.add(service as string);
      expect(item.servers.map((s: Json) => s.url)).toEqual([
        `https://${service}.{domain}`,
        `http://127.0.0.1:4010/services/${service}`,
      ]);
    }
    expect([...seen].sort()).toEqual([...SERVICE_NAMES].sort());
  });

  it('the front strips a service prefix only from that service’s paths', () => {
    expect(contractPath('/services/dice/dice/rounds')).toBe('/dice/rounds');
    expect(contractPath('/services/general/rounds?game=keno')).toBe('/rounds?game=keno');
    expect(contractPath('/services/miner/miner/rounds/m-1/reveal')).toBe(
      '/miner/rounds/m-1/reveal',
    );
    expect(contractPath('/services/keno/dice/rounds')).toBeNull();
    expect(contractPath('/services/dice/profile/user')).toBeNull();
    expect(contractPath('/profile/user')).toBe('/profile/user');
    expect(contractPath('/services/unknown/x')).toBe('/services/unknown/x');
  });

  it('the mock answers on a service address and refuses another service’s', async () => {
    const headers = { Authorization: 'Bearer smoke' };
    const ok = await fetch(`${mock.url}/services/dice/dice/seeds`, { headers });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ game: 'dice', nonce: expect.any(Number) });
    const wrong = await fetch(`${mock.url}/services/keno/dice/seeds`, { headers });
    expect(wrong.status).toBe(404);
  });
});
