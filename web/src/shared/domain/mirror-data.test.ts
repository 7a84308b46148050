// The mirror's data is one call per client, shared by its readers; a failed
// call is asked again by the next reader.
import { createApiClient } from '@casino/sdk';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/harness.tsx';
import { mirrorData } from './mirror-data.ts';

const data = { meta_yandex_verification: null, sso: 'https://sso.example/' };

describe('mirrorData', () => {
  it('makes one call for its readers, with the host and the user agent', async () => {
    const api = fakeApi({ 'POST /middleware/mirror': { body: data } });
    const client = createApiClient({ baseUrl: 'https://api.test', fetch: api.fetch });
    const [first, second] = await Promise.all([mirrorData(client), mirrorData(client)]);
    expect(first).toEqual(data);
    expect(second).toBe(first);
    expect(await mirrorData(client)).toBe(first);
    expect(api.calls('POST /middleware/mirror')).toHaveLength(1);
    expect(api.calls('POST /middleware/mirror')[0]?.body).toEqual({
      host: window.location.host,
      userAgent: navigator.userAgent,
    });
  });

  it('asks again after a failed call', async () => {
    let fail = true;
    const api = fakeApi({
      'POST /middleware/mirror': () => (fail ? { status: 500, body: {} } : { body: data }),
    });
    const client = createApiClient({ baseUrl: 'https://api.test', fetch: api.fetch });
    await expect(mirrorData(client)).rejects.toThrow();
    fail = false;
    expect(await mirrorData(client)).toEqual(data);
    expect(api.calls('POST /middleware/mirror')).toHaveLength(2);
  });
});
