// The mirror's data (POST /middleware/mirror: its SSO link and the site's
// settings), asked for once per client and page: the session's start-up reads
// its SSO link (features/account/start-up-run.ts), the footer its Telegram
// channel (app/layouts/channel-link.tsx), with one call between them. A
// failed call is forgotten, so that a later reader asks again.
import { type ApiClient, type ApiData, unwrap } from '@casino/sdk';

/** The mirror's data as the API answers it. */
export type MirrorData = ApiData<'/middleware/mirror', 'post'>;

const asked = new WeakMap<ApiClient, Promise<MirrorData>>();

/** The host and the user agent the call sends. */
export const visitor = () => ({ host: window.location.host, userAgent: navigator.userAgent });

/** The mirror's data: the call made for this client, or a new one. */
export function mirrorData(client: ApiClient): Promise<MirrorData> {
  let call = asked.get(client);
  if (!call) {
    call = unwrap(client.POST('/middleware/mirror', { body: visitor() }));
    asked.set(client, call);
    call.catch(() => asked.delete(client));
  }
  return call;
}
