// The call app/ makes itself rather than through a feature: the geo check the
// geo gate holds the interface for (SPEC.md sections 4 and 6). A plain
// function of the client: it runs once, from an effect.
import { type ApiClient, type components, unwrap } from '@casino/sdk';

/** Where the visitor is, as the geo call answers it. */
export type Geo = components['schemas']['Geo'];

/** Asks where the visitor is (GET /geo_ip); a 451 rejects with its ApiError. */
export async function checkGeo(client: ApiClient): Promise<Geo> {
  return (await unwrap(client.GET('/geo_ip'))).data;
}
