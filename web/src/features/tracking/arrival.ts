// Advertising and affiliate arrivals (SPEC.md sections 3, 5, 7 and 9): the
// entry parameters of the first page go to their cookies, subH registers a
// page-open event, the four utm fields go to /middleware/utm (only without an
// advId cookie) and its answer sets advId and the ad-bonus cookies. Failures
// are logged, never shown (SPEC.md section 8), and never block the page.
//
// Inferred (SPEC.md names the cookies and calls, not how they connect):
// - the stag, partnerId, advertiseUid, advertiseSource and cpaOneUid cookies
//   are filled from query parameters of the same names (affiliate links);
// - an arrival with any affiliate parameter is reported to /middleware/affiliate;
// - GET /mirror is asked once per page load (not for bots); a `redirect.newLink`
//   on the mirror allow-list (VITE_MIRROR_HOSTS, https only) sends the visitor
//   there with the same path and query plus `mirror_redirect=1` (the path set
//   on the allowed origin through URL, shared/lib/redirects.ts), and nothing
//   else is sent from the old mirror (the new one tracks the arrival);
// - an arrival with `mirror_redirect` is reported to /middleware/mirrorRedirect
//   and the marker is removed from the address.
import { type ApiClient, COOKIES, type CookieRule, configuredCookie, unwrap } from '@casino/sdk';
import type { LoginLink } from '../../shared/domain/login-link.ts';
import { redirectOnOrigin } from '../../shared/lib/redirects.ts';

/** Reads and writes cookies by rule (the app passes shared/lib/cookies.ts). */
export interface CookieJar {
  read(rule: CookieRule): string | undefined;
  write(rule: CookieRule, value: string): void;
}

/** What an arrival needs. */
export interface Arrival {
  client: ApiClient;
  cookies: CookieJar;
  /** The page address with its query (the login-link parameters already taken out). */
  href: string;
  /** The login-link parameters the address had (shared/domain/login-link.ts). */
  loginLink: LoginLink;
  userAgent: string;
  /** Bots are not sent to another mirror. */
  isBot: boolean;
  /** Names of the partner and adplace parameters and cookies (configuration). */
  partnerCookie: string;
  adplaceCookie: string;
  /** Hosts a mirror redirect may go to (configuration). */
  mirrorHosts: readonly string[];
  uuid: () => string;
  /** Leaves for another address (a full navigation). */
  leave(url: string): void;
  /** Replaces the current address without a navigation. */
  replaceAddress(url: string): void;
}

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;

/** The query marker a mirror redirect adds (inferred). */
const MIRROR_REDIRECT_MARKER = 'mirror_redirect';

/** Query parameters stored in the cookie of the same name (inferred). */
const SAME_NAME = [
  COOKIES.stag,
  COOKIES.partnerId,
  COOKIES.advertiseUid,
  COOKIES.advertiseSource,
  COOKIES.cpaOneUid,
] as const;

/** Which cookie each entry parameter goes to. */
function entryCookies(
  arrival: Pick<Arrival, 'partnerCookie' | 'adplaceCookie'>,
): [param: string, rule: CookieRule][] {
  return [
    ['pr', COOKIES.prHash], // only if empty (COOKIES.prHash.onlyIfEmpty)
    ...SAME_NAME.map((rule): [string, CookieRule] => [rule.name, rule]),
    [arrival.partnerCookie, configuredCookie(arrival.partnerCookie)],
    [arrival.adplaceCookie, configuredCookie(arrival.adplaceCookie)],
  ];
}

/** Stores the entry parameters in their cookies; returns true when any affiliate parameter was there. */
function storeEntryParameters(
  query: URLSearchParams,
  arrival: Pick<Arrival, 'cookies' | 'partnerCookie' | 'adplaceCookie' | 'loginLink'>,
): boolean {
  let affiliate = false;
  for (const [param, rule] of entryCookies(arrival)) {
    const value = query.get(param);
    if (!value) continue;
    arrival.cookies.write(rule, value);
    affiliate = true;
  }
  // simple_auth, only if empty (SPEC.md section 5), and only from an address
  // without a token (against login CSRF): one link cannot both set the cookie and use it.
  const { simpleAuth, token } = arrival.loginLink;
  if (simpleAuth && !token) arrival.cookies.write(COOKIES.simpleAuth, simpleAuth);
  return affiliate;
}

/** True when the utm call is due: all four fields present and no advId cookie (SPEC.md section 5). */
function utmCallDue(query: URLSearchParams, cookies: CookieJar): boolean {
  return UTM.every((field) => Boolean(query.get(field))) && !cookies.read(COOKIES.advId);
}

/** The address on another mirror, or null to stay (refusals are logged). */
async function mirrorRedirectTarget(arrival: Arrival, url: URL): Promise<URL | null> {
  if (arrival.isBot || url.searchParams.has(MIRROR_REDIRECT_MARKER)) return null;
  let newLink: string | null | undefined;
  try {
    newLink = (await unwrap(arrival.client.GET('/mirror'))).redirect.newLink;
  } catch (error) {
    console.error('middleware error: mirror', error);
    return null;
  }
  if (!newLink) return null;
  // The page's path and query go along as path and query of the allowed origin (never joined as text).
  const target = redirectOnOrigin(
    newLink,
    url.pathname + url.search + url.hash,
    arrival.mirrorHosts,
    'Mirror redirect',
  );
  if (!target || target.host === url.host) return null;
  target.searchParams.set(MIRROR_REDIRECT_MARKER, '1');
  return target;
}

/** Logs a failed tracking call (SPEC.md section 8: logged, never shown). */
function logged(name: string, call: Promise<unknown>): Promise<unknown> {
  return call.catch((error: unknown) => console.error(`middleware error: ${name}`, error));
}

/** Handles the first page of a visit. Never throws. */
export async function handleArrival(arrival: Arrival): Promise<void> {
  const url = new URL(arrival.href);
  const query = url.searchParams;
  const { client, cookies } = arrival;

  const target = await mirrorRedirectTarget(arrival, url);
  if (target) {
    arrival.leave(target.toString());
    return;
  }

  let affiliate = false;
  try {
    affiliate = storeEntryParameters(query, arrival);
  } catch (error) {
    console.error('could not store the entry parameters', error);
  }

  const visitor = { host: url.host, userAgent: arrival.userAgent };
  const calls: Promise<unknown>[] = [];
  const subH = query.get('subH');
  if (subH) {
    const body = { subH, uuid: arrival.uuid(), click_url: arrival.href };
    calls.push(
      logged(
        'registerPageOpenEvent',
        unwrap(client.POST('/middleware/registerPageOpenEvent', { body })),
      ),
    );
  }
  if (utmCallDue(query, cookies)) {
    const body = Object.fromEntries(query) as Record<string, string> &
      Record<(typeof UTM)[number], string>;
    calls.push(
      unwrap(client.POST('/middleware/utm', { body }))
        .then((answer) => {
          cookies.write(COOKIES.advId, answer.advId);
          if (answer.promo) {
            cookies.write(COOKIES.adBonusType, answer.promo.type);
            cookies.write(COOKIES.adBonusValue, answer.promo.value);
            cookies.write(COOKIES.adBonusModal, 'false');
          }
        })
        .catch((error: unknown) => console.error('middleware error', error)),
    );
  }
  if (affiliate) {
    calls.push(
      logged('affiliate', unwrap(client.POST('/middleware/affiliate', { body: visitor }))),
    );
  }
  if (query.has(MIRROR_REDIRECT_MARKER)) {
    calls.push(
      logged(
        'mirrorRedirect',
        unwrap(client.POST('/middleware/mirrorRedirect', { body: visitor })),
      ),
    );
    query.delete(MIRROR_REDIRECT_MARKER);
    arrival.replaceAddress(url.pathname + url.search + url.hash);
  }
  await Promise.all(calls);
}

/** POST attachSource with the eight tracking fields, each from its cookie (after a sign-in). */
export async function attachSource(client: ApiClient, cookies: CookieJar): Promise<void> {
  const field = (rule: CookieRule) => cookies.read(rule) ?? null;
  await logged(
    'attachSource',
    unwrap(
      client.POST('/attachSource', {
        body: {
          stag: field(COOKIES.stag),
          promo: field(COOKIES.promo),
          partnerId: field(COOKIES.partnerId),
          advId: field(COOKIES.advId),
          advertiseUid: field(COOKIES.advertiseUid),
          advertiseSource: field(COOKIES.advertiseSource),
          cpaOneUid: field(COOKIES.cpaOneUid),
          prHash: field(COOKIES.prHash),
        },
      }),
    ),
  );
}
