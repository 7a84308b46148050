// The app's configuration, read once when the dev server or the build starts
// (vite.config.ts) and validated with zod; every bad value is listed in one
// error. The app gets the validated values compiled in.
import * as z from 'zod/mini';

const optionalUrl = z.optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }));
const cookieName = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be a cookie name'));

const httpsUrl = z.optional(z.url({ protocol: /^https$/, error: 'must be an https URL' }));

/** An http(s) origin: scheme, host and port, nothing after them but a slash. */
const origin = z.optional(
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL', abort: true })
    .check(
      z.refine((v) => /^https?:\/\/[^/?#]+\/?$/i.test(v), 'must be an origin, without a path'),
    ),
);

/** The third-party scripts (SPEC.md section 7), each off unless its URL is configured. */
const SCRIPT_KINDS = [
  'chat',
  'tagManager',
  'analytics',
  'customerData',
  'fingerprint',
  'captcha',
] as const;
/** One of SCRIPT_KINDS. */
export type ScriptKind = (typeof SCRIPT_KINDS)[number];
const SCRIPT_ENV: Record<ScriptKind, keyof RawConfig> = {
  chat: 'VITE_SCRIPT_CHAT',
  tagManager: 'VITE_SCRIPT_TAG_MANAGER',
  analytics: 'VITE_SCRIPT_ANALYTICS',
  customerData: 'VITE_SCRIPT_CUSTOMER_DATA',
  fingerprint: 'VITE_SCRIPT_FINGERPRINT',
  captcha: 'VITE_SCRIPT_CAPTCHA',
};

const hostList = z.array(
  z.string().check(z.regex(/^[a-z0-9.-]+$/i, 'must be host names separated by commas')),
);

const schema = z.object({
  /** API base URL; in development the mock. Without it the API host is derived from the page host. */
  apiUrl: optionalUrl,
  /**
   * The site's own address (an origin) for canonical links, hreflang, Open
   * Graph and the sitemap; without it the page's origin is used at run time
   * (each mirror names itself) and the build writes no sitemap.
   */
  siteUrl: origin,
  /** Names of the partner and adplace cookies (SPEC.md section 3: they come from configuration). */
  partnerCookie: cookieName,
  adplaceCookie: cookieName,
  /** Hosts SSO may send players to (https only); empty: SSO redirects are refused. */
  ssoHosts: hostList,
  /** Mirror hosts the app may send a visitor to when GET /mirror names a new link (https only); empty: refused. */
  mirrorHosts: hostList,
  /** Script URLs of the third-party scripts (https only); a missing one is off. */
  scripts: z.object({
    chat: httpsUrl,
    tagManager: httpsUrl,
    analytics: httpsUrl,
    customerData: httpsUrl,
    fingerprint: httpsUrl,
    captcha: httpsUrl,
  }),
});

/** The validated configuration. */
export type AppConfig = z.infer<typeof schema>;

/** Raw values, as Vite provides them (`VITE_*` variables). */
export interface RawConfig {
  VITE_API_URL?: string;
  VITE_SITE_URL?: string;
  VITE_PARTNER_COOKIE?: string;
  VITE_ADPLACE_COOKIE?: string;
  VITE_SSO_HOSTS?: string;
  VITE_MIRROR_HOSTS?: string;
  VITE_SCRIPT_CHAT?: string;
  VITE_SCRIPT_TAG_MANAGER?: string;
  VITE_SCRIPT_ANALYTICS?: string;
  VITE_SCRIPT_CUSTOMER_DATA?: string;
  VITE_SCRIPT_FINGERPRINT?: string;
  VITE_SCRIPT_CAPTCHA?: string;
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
    siteUrl: blank(env.VITE_SITE_URL),
    partnerCookie: blank(env.VITE_PARTNER_COOKIE) ?? 'partner',
    adplaceCookie: blank(env.VITE_ADPLACE_COOKIE) ?? 'adplace',
    ssoHosts: hosts(env.VITE_SSO_HOSTS),
    mirrorHosts: hosts(env.VITE_MIRROR_HOSTS),
    scripts: Object.fromEntries(
      SCRIPT_KINDS.flatMap((kind) => {
        const url = blank(env[SCRIPT_ENV[kind]]);
        return url ? [[kind, url]] : [];
      }),
    ),
  };
  const result = z.safeParse(schema, raw);
  if (result.success) {
    const { siteUrl } = result.data;
    return siteUrl === undefined
      ? result.data
      : { ...result.data, siteUrl: new URL(siteUrl).origin };
  }
  const names: Record<string, string> = {
    apiUrl: 'VITE_API_URL',
    siteUrl: 'VITE_SITE_URL',
    partnerCookie: 'VITE_PARTNER_COOKIE',
    adplaceCookie: 'VITE_ADPLACE_COOKIE',
    ssoHosts: 'VITE_SSO_HOSTS',
    mirrorHosts: 'VITE_MIRROR_HOSTS',
    ...Object.fromEntries(SCRIPT_KINDS.map((kind) => [`scripts.${kind}`, SCRIPT_ENV[kind]])),
  };
  const lines = result.error.issues.map((issue) => {
    // scripts.chat names its own variable; a host list (ssoHosts.0) names the list's.
    const path = issue.path.map(String);
    const key = path.join('.') in names ? path.slice(0, 2) : path.slice(0, 1);
    const value = key.reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      raw,
    );
    return `${names[key.join('.')] ?? key.join('.')} ${issue.message} (got ${JSON.stringify(value)})`;
  });
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
