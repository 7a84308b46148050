// Every cookie and local-storage key of SPEC.md section 3, with the lifetimes
// and attributes of section 9. `maxAgeSeconds: null` means SPEC.md gives no
// lifetime: the cookie lives for the browser session. Names SPEC.md does not
// give (the locale cookie, the SSO marker, local-storage keys) are inferred and
// marked so.

const DAY = 86_400;

/** How a cookie is written. */
export interface CookieRule {
  /** The cookie's name. */
  name: string;
  /** Lifetime in seconds; null for a session cookie (lifetime not shown in SPEC.md). */
  maxAgeSeconds: number | null;
  path: '/';
  sameSite: 'lax';
  /** Secure when the page is served over https. */
  secureOnHttps: boolean;
  /** True when SPEC.md does not give this name. */
  inferredName?: true;
  /** True when SPEC.md does not give this lifetime and it is inferred from the cookie's use. */
  inferredLifetime?: true;
  /** Written only when the cookie is empty (SPEC.md section 5). */
  onlyIfEmpty?: true;
}

const cookie = (
  name: string,
  maxAgeSeconds: number | null,
  extra: Partial<CookieRule> = {},
): CookieRule => ({
  name,
  maxAgeSeconds,
  path: '/',
  sameSite: 'lax',
  secureOnHttps: true,
  ...extra,
});

/** Every cookie of the product, by key. */
export const COOKIES = {
  promo: cookie('promo', null),
  stag: cookie('stag', 1 * DAY),
  partnerId: cookie('partnerId', null),
  advId: cookie('advId', 86_400),
  advertiseUid: cookie('advertiseUid', 30 * DAY),
  advertiseSource: cookie('advertiseSource', 30 * DAY),
  cpaOneUid: cookie('cpaOneUid', 30 * DAY),
  prHash: cookie('prHash', 86_400, { onlyIfEmpty: true }),
  /** The session's bearer token (30 days; Secure on https; SameSite lax). */
  bearerToken: cookie('bearerToken', 30 * DAY),
  token: cookie('token', 30 * DAY),
  superBonus: cookie('super_bonus', 15_768_000),
  /**
   * The guest bonus countdown (`kind:deadline`, SPEC.md section 4); lives as long
   * as the longest countdown, 7 days (inferred).
   */
  regDepBonusExpireDate: cookie('regDepBonusExpireDate', 7 * DAY, { inferredLifetime: true }),
  /** The welcome-pack key: when the packs were last refreshed (epoch ms), renewed after a paid deposit. */
  welcomePackTimestamp: cookie('welcomePackTimestamp', null),
  activeCurrency: cookie('activeCurrency', null),
  newPayoutShown: cookie('newPayoutShown', null),
  ajsUserId: cookie('ajs_user_id', null),
  userBrowser: cookie('userBrowser', 86_400),
  simpleAuth: cookie('simpleAuth', 86_400, { onlyIfEmpty: true }),
  adBonusType: cookie('adBonusType', 600),
  adBonusValue: cookie('adBonusValue', 600),
  /** Ad-bonus modal flag; starts as `false`. */
  adBonusModal: cookie('adBonusModal', 600),
  locale: cookie('locale', 365 * DAY, { inferredName: true }),
  userVersion: cookie('userVersion', 1 * DAY),
  ssoRedirectMarker: cookie('ssoRedirect', null, { inferredName: true }),
} as const satisfies Record<string, CookieRule>;

/** A key of COOKIES. */
export type CookieKey = keyof typeof COOKIES;

/**
 * The partner and adplace cookies, whose names come from configuration
 * (SPEC.md section 3); lifetime not shown, so session cookies.
 */
export function configuredCookie(name: string): CookieRule {
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new TypeError(`"${name}" is not a valid cookie name`);
  return cookie(name, null);
}

/** Local-storage keys (SPEC.md section 3; the names are inferred). */
export const LOCAL_STORAGE_KEYS = {
  fingerprint: 'fingerprint',
  /** Set once the player dismisses the install prompt; never removed. */
  hideInstall: 'hideInstallPrompt',
  ssoSessionId: 'ssoSessionId',
  /** Epoch ms of the next mirror check. */
  nextMirrorCheckAt: 'nextMirrorCheckAt',
  /** Demo play of the in-house games: demo balances, seeds, rounds (the web app's demo-state.ts). */
  demo: 'fairDemo2',
  /** The demo's older shape, removed when read. */
  oldDemo: 'fairDemo',
  /** A logged-in player's Real / Demo choice. */
  playMode: 'gameMode',
  /** The in-house games' sound (volume, mute) and instant play, chosen on this device (JSON). */
  gameFeel: 'gameFeel',
  /** The free-spin campaigns whose floating widget the player hid (ids, JSON; the newest 20). */
  hiddenFreeSpins: 'hiddenFreeSpins',
  /** The hash of the deposit method last paid with, chosen first in PayIn next time. */
  depositMethod: 'depositMethod',
  /** The sportsbook's bet slip: its selections, stake and odds-change choice (JSON). */
  betSlip: 'betSlip',
} as const;

/** Attributes for writing a cookie (js-cookie style): max age in days, path, SameSite, Secure. */
export function cookieAttributes(
  rule: CookieRule,
  https: boolean,
): {
  expires?: number;
  path: string;
  sameSite: 'lax';
  secure: boolean;
} {
  return {
    ...(rule.maxAgeSeconds === null ? {} : { expires: rule.maxAgeSeconds / DAY }),
    path: rule.path,
    sameSite: rule.sameSite,
    secure: https && rule.secureOnHttps,
  };
}
