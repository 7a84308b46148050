// Advertising and affiliate arrivals (SPEC.md sections 3, 5, 7 and 9): the
// entry parameters of the first page go to their cookies, subH registers a
// page-open event, the four utm fields go to /middleware/utm (only without an
// advId cookie) and its answer sets advId and the ad-bonus cookies. Failures
// are logged, never shown (SPEC.md section 8), and never block the page.
import { type ApiClient, COOKIES, type CookieRule, configuredCookie, unwrap } from '@casino/sdk';

/** Reads and writes cookies by rule (the app passes js-cookie through shared/cookies.ts). */
export interface CookieJar {
  read(rule: CookieRule): string | undefined;
  write(rule: CookieRule, value: string): void;
}

/** What an arrival needs. */
export interface Arrival {
  client: ApiClient;
  cookies: CookieJar;
  /** The page address with its query. */
  href: string;
  /** Names of the partner and adplace parameters and cookies (configuration). */
  partnerCookie: string;
  adplaceCookie: string;
  uuid: () => string;
}

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;

/** Stores the entry parameters; returns which tracking calls the query asks for. */
export function storeEntryParameters(
  query: URLSearchParams,
  arrival: Pick<Arrival, 'cookies' | 'partnerCookie' | 'adplaceCookie'>,
): void {
  const { cookies } = arrival;
  const pr = query.get('pr');
  if (pr) cookies.write(COOKIES.prHash, pr); // only if empty (COOKIES.prHash.onlyIfEmpty)
  const simpleAuth = query.get('simple_auth');
  if (simpleAuth) cookies.write(COOKIES.simpleAuth, simpleAuth); // only if empty
  for (const name of [arrival.partnerCookie, arrival.adplaceCookie]) {
    const value = query.get(name);
    if (value) cookies.write(configuredCookie(name), value);
  }
}

/** True when the utm call is due: all four fields present and no advId cookie (SPEC.md section 5). */
export function utmCallDue(query: URLSearchParams, cookies: CookieJar): boolean {
  return UTM.every((field) => Boolean(query.get(field))) && !cookies.read(COOKIES.advId);
}

/** Handles the first page of a visit. Never throws. */
export async function handleArrival(arrival: Arrival): Promise<void> {
  const url = new URL(arrival.href);
  const query = url.searchParams;
  const { client, cookies } = arrival;
  try {
    storeEntryParameters(query, arrival);
  } catch (error) {
    console.error('could not store the entry parameters', error);
  }

  const calls: Promise<unknown>[] = [];
  const subH = query.get('subH');
  if (subH) {
    calls.push(
      unwrap(
        client.POST('/middleware/registerPageOpenEvent', {
          body: { subH, uuid: arrival.uuid(), click_url: arrival.href },
        }),
      ).catch((error: unknown) => console.error('middleware error: registerPageOpenEvent', error)),
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
  await Promise.all(calls);
}

/** POST attachSource with the eight tracking fields, each from its cookie (after a sign-in). */
export async function attachSource(client: ApiClient, cookies: CookieJar): Promise<void> {
  const field = (rule: CookieRule) => cookies.read(rule) ?? null;
  try {
    await unwrap(
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
    );
  } catch (error) {
    console.error('middleware error: attachSource', error);
  }
}
