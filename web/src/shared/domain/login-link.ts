// Login by link (SPEC.md sections 3 and 4): simpleAuthToken and simple_auth
// are taken out of the address bar before the app renders (history replace),
// so nothing that reads the address later (tracking, analytics, third-party
// scripts, logs, a mirror redirect) ever sees the token; the app reads them
// from here. What the start-up does with them: features/account/start-up-run.ts.

/** The login-link parameters of this page's address, as it was opened. */
export interface LoginLink {
  /** simpleAuthToken, the token to sign in with. */
  token: string | null;
  /** simple_auth, the flag that sets the simpleAuth cookie. */
  simpleAuth: string | null;
}

let taken: LoginLink | undefined;

/** Takes the parameters out of the address once (main.tsx, before rendering); later calls return them. */
export function takeLoginLink(): LoginLink {
  if (!taken) {
    const url = new URL(location.href);
    const query = url.searchParams;
    taken = { token: query.get('simpleAuthToken'), simpleAuth: query.get('simple_auth') };
    if (query.has('simpleAuthToken') || query.has('simple_auth')) {
      query.delete('simpleAuthToken');
      query.delete('simple_auth');
      history.replaceState(history.state, '', url);
    }
  }
  return taken;
}
