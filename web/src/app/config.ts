// The app's configuration, read once when the dev server or the build starts
// (vite.config.ts) and validated with zod; every bad value is listed in one
// error. The app gets the validated values compiled in.
import * as z from 'zod/mini';

const optionalUrl = z.optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }));
const cookieName = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be a cookie name'));

const hostList = z.array(
  z.string().check(z.regex(/^[a-z0-9.-]+$/i, 'must be host names separated by commas')),
);

const schema = z.object({
  /** API base URL; in development the mock. Without it the API host is derived from the page host. */
  apiUrl: optionalUrl,
  /** Sportsbook address for /betting; without it /betting says betting is not available. */
  sportsbookUrl: optionalUrl,
  /** Names of the partner and adplace cookies (SPEC.md section 3: they come from configuration). */
  partnerCookie: cookieName,
  adplaceCookie: cookieName,
  /** Hosts SSO may send players to (https only); empty: SSO redirects are refused. */
  ssoHosts: hostList,
  /** Mirror hosts the app may send a visitor to when GET /mirror names a new link (https only); empty: refused. */
  mirrorHosts: hostList,
});

/** The validated configuration. */
export type AppConfig = z.infer<typeof schema>;

/** Raw values, as Vite provides them (`VITE_*` variables). */
export interface RawConfig {
  VITE_API_URL?: string;
  VITE_SPORTSBOOK_URL?: string;
  VITE_PARTNER_COOKIE?: string;
  VITE_ADPLACE_COOKIE?: string;
  VITE_SSO_HOSTS?: string;
  VITE_MIRROR_HOSTS?: string;
}

/** Validates the raw configuration; throws one Error listing every bad value. */
export function readConfig(env: RawConfig): AppConfig {
  const blank = (v: string | undefined) =>
    v === undefined || v.trim() === '' ? undefined : v.trim();
  const hosts = (v: string | undefined) =>
    (blank(v) ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
  const raw = {
    apiUrl: blank(env.VITE_API_URL),
    sportsbookUrl: blank(env.VITE_SPORTSBOOK_URL),
    partnerCookie: blank(env.VITE_PARTNER_COOKIE) ?? 'partner',
    adplaceCookie: blank(env.VITE_ADPLACE_COOKIE) ?? 'adplace',
    ssoHosts: hosts(env.VITE_SSO_HOSTS),
    mirrorHosts: hosts(env.VITE_MIRROR_HOSTS),
  };
  const result = z.safeParse(schema, raw);
  if (result.success) return result.data;
  const names: Record<string, string> = {
    apiUrl: 'VITE_API_URL',
    sportsbookUrl: 'VITE_SPORTSBOOK_URL',
    partnerCookie: 'VITE_PARTNER_COOKIE',
    adplaceCookie: 'VITE_ADPLACE_COOKIE',
    ssoHosts: 'VITE_SSO_HOSTS',
    mirrorHosts: 'VITE_MIRROR_HOSTS',
  };
  const lines = result.error.issues.map((issue) => {
    const key = String(issue.path[0]);
    return `${names[key] ?? key} ${issue.message} (got ${JSON.stringify(raw[key as keyof typeof raw])})`;
  });
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
