// The start-up steps of the session, loaded after the first paint (see start-up.tsx).
//
// Login by link. SPEC.md section 4: "when the query holds simpleAuthToken and
// the simpleAuth cookie exists, sign in with that token, send host and user
// agent, then run two follow-up loads"; section 5: "the pr cookie and the
// simple_auth cookie are set only if empty". What this adds, against
// login CSRF and session swap:
// - the token and the flags leave the address bar before the app renders
//   (shared/domain/login-link.ts), so tracking, analytics and logs never see them;
// - the simpleAuth cookie is set only from an address without a token
//   (features/tracking/arrival.ts): one link cannot both set it and use it;
// - a token never replaces an existing session silently: the player sees which
//   account the link signs in to (its profile, loaded with that token, which is
//   not stored) and switches only by confirming (modals/switch-account-modal.tsx);
// - a link with the token of the session in use changes nothing.
import { type ApiClient, COOKIES, unwrap } from '@casino/sdk';
import { mirrorData, visitor } from '../../shared/domain/mirror-data.ts';
import { isBotUserAgent } from '../../shared/lib/bot.ts';
import { readCookie } from '../../shared/lib/cookies.ts';
import { runSsoStart } from './sso.ts';

/** What signing in by link needs from the app. */
export interface LinkSignIn {
  client: ApiClient;
  signIn(token: string): Promise<void>;
  reloadProfile(): Promise<unknown>;
}

/** What the steps need from the app. */
export interface StartUpContext extends LinkSignIn {
  /** simpleAuthToken of the address the page was opened with (shared/domain/login-link.ts). */
  linkToken: string | null;
  /** Asks the logged-in player to confirm a switch to the link's account. */
  confirmSwitch(token: string): void;
  search: string;
  /** Keeps the mirror's SSO link for the token refresh (a 401 on it goes there). */
  setSsoLink?(link: string | null | undefined): void;
}

/** Signs in with a link's token, sends host and user agent, then the two follow-up loads (SPEC.md section 4). */
export async function signInByLink(ctx: LinkSignIn, token: string): Promise<void> {
  const { client } = ctx;
  await ctx.signIn(token);
  // SPEC.md: "send host and user agent, then run two follow-up loads (nature not shown)";
  // the call is inferred as /middleware/ip, the loads as the profile and the mirror data.
  await unwrap(client.POST('/middleware/ip', { body: visitor() })).catch((e: unknown) =>
    console.error('middleware error', e),
  );
  await Promise.allSettled([
    ctx.reloadProfile(),
    unwrap(client.POST('/middleware/mirror', { body: visitor() })),
  ]);
}

/** Simple-auth, else the SSO check with the mirror's data. */
export async function startUp(ctx: StartUpContext): Promise<void> {
  const { client, linkToken } = ctx;

  // Simple-auth: a token from the link, honoured only with a simpleAuth cookie from an earlier address.
  if (linkToken && readCookie(COOKIES.simpleAuth)) {
    const current = client.tokens.get();
    if (!current) await signInByLink(ctx, linkToken);
    else if (current !== linkToken) ctx.confirmSwitch(linkToken);
    return;
  }

  // SSO with the mirror's link.
  if (isBotUserAgent()) return;
  let ssoLink: string | null | undefined;
  try {
    ssoLink = (await mirrorData(client)).sso;
  } catch (error) {
    console.error('middleware error: mirror data', error);
  }
  ctx.setSsoLink?.(ssoLink);
  await runSsoStart({
    ssoLink,
    hasToken: Boolean(client.tokens.get()),
    query: new URLSearchParams(ctx.search),
    isBot: false,
    report: (name, data) => unwrap(client.PUT('/api/v2/tracking/events', { body: { name, data } })),
  });
}
