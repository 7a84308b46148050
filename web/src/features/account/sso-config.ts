// The SSO allow-list and environment, set by the app at start (apart from
// sso.ts so that the first visit carries only this, and SSO itself loads with
// the code that redirects).

/** Hosts SSO may redirect to, and whether this is the dev server (SSO never redirects there). */
export const ssoConfig: { hosts: readonly string[]; development: boolean } = {
  hosts: [],
  development: false,
};

/** Sets the allow-list and the environment (the app does this once). */
export function configureSso(options: { hosts: readonly string[]; development: boolean }): void {
  ssoConfig.hosts = options.hosts;
  ssoConfig.development = options.development;
}
