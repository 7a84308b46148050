// Redirect rules (SPEC.md section 2): on an unprefixed path at start-up, the
// stored locale cookie wins, then the browser language; anything but the
// default locale goes to its prefixed path. main.tsx applies them before the
// first render, so a visitor of another language never sees the default one
// first and nothing on screen changes language (a calm first load).
import { COOKIES, DEFAULT_LOCALE } from '@casino/sdk';
import { addressIn, preferredLocale, splitLocale } from '../i18n/paths.ts';
import { readCookie } from '../shared/lib/cookies.ts';

/** Search engines' crawlers (the full bot check, isbot, is not in the first visit's code). */
const CRAWLER = /bot\b|crawler|spider|slurp|yandex|baidu/i;

/** Replaces an unprefixed address with the visitor's language's, when that is not the default. */
export function redirectToPreferredLocale(): void {
  const { locale } = splitLocale(window.location.pathname);
  if (locale !== DEFAULT_LOCALE) return; // an explicit prefix is respected
  // A crawler indexes each address in its own language (hreflang names the others).
  if (CRAWLER.test(navigator.userAgent)) return;
  const wanted = preferredLocale(
    readCookie(COOKIES.locale),
    navigator.languages ?? [navigator.language],
  );
  if (wanted !== DEFAULT_LOCALE)
    window.history.replaceState(window.history.state, '', addressIn(window.location, wanted));
}
