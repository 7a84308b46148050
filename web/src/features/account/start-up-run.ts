// The start-up steps of the session, loaded after the first paint (see start-up.tsx).
import { type ApiClient, COOKIES, unwrap } from '@casino/sdk';
import { readCookie } from '../../shared/cookies.ts';
import { isBotUserAgent } from '../../shared/device.tsx';
import { runSsoStart } from './sso.ts';

const visitor = () => ({ host: window.location.host, userAgent: navigator.userAgent });

/** What the steps need from the app. */
export interface StartUpContext {
  client: ApiClient;
  signIn(token: string): Promise<void>;
  reloadProfile(): Promise<unknown>;
  /** Replaces the query of the current address. */
  replaceQuery(query: URLSearchParams): void;
  search: string;
  /** Keeps the mirror's SSO link for the token refresh (a 401 on it goes there). */
  setSsoLink?(link: string | null | undefined): void;
}

/** Simple-auth, else the SSO check with the mirror's data. */
export async function startUp(ctx: StartUpContext): Promise<void> {
  const query = new URLSearchParams(ctx.search);
  const { client } = ctx;

  // Simple-auth: a token in the query, honoured only with the simpleAuth cookie.
  const simpleToken = query.get('simpleAuthToken');
  if (simpleToken && readCookie(COOKIES.simpleAuth)) {
    query.delete('simpleAuthToken');
    ctx.replaceQuery(query);
    await ctx.signIn(simpleToken);
    // SPEC.md: "send host and user agent, then run two follow-up loads (nature not shown)";
    // the call is inferred as /middleware/ip, the loads as the profile and the mirror data.
    await unwrap(client.POST('/middleware/ip', { body: visitor() })).catch((e: unknown) =>
      console.error('middleware error', e),
    );
    await Promise.allSettled([
      ctx.reloadProfile(),
      unwrap(client.POST('/middleware/mirror', { body: visitor() })),
    ]);
    return;
  }

  // SSO with the mirror's link.
  if (isBotUserAgent()) return;
  let ssoLink: string | null | undefined;
  try {
    ssoLink = (await unwrap(client.POST('/middleware/mirror', { body: visitor() }))).sso;
  } catch (error) {
    console.error('middleware error: mirror data', error);
  }
  ctx.setSsoLink?.(ssoLink);
  await runSsoStart({
    ssoLink,
    hasToken: Boolean(client.tokens.get()),
    query,
    isBot: false,
    report: (name, data) => unwrap(client.PUT('/api/v2/tracking/events', { body: { name, data } })),
  });
}
