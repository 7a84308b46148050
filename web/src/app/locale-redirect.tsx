// Redirect rules (SPEC.md section 2): on an unprefixed path at start-up, the
// stored locale cookie wins, then the browser language; anything but the
// default locale goes to its prefixed path.
import { COOKIES, DEFAULT_LOCALE } from '@casino/sdk';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addressIn, preferredLocale, splitLocale } from '../i18n/paths.ts';
import { readCookie } from '../shared/cookies.ts';

/** Runs the redirect rules once, on the first page of a visit. */
export function LocaleRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const { locale } = splitLocale(location.pathname);
    if (locale !== DEFAULT_LOCALE) return; // an explicit prefix is respected
    const wanted = preferredLocale(
      readCookie(COOKIES.locale),
      navigator.languages ?? [navigator.language],
    );
    if (wanted !== DEFAULT_LOCALE) {
      navigate(addressIn(location, wanted), { replace: true });
    }
  }, [location, navigate]);
  return null;
}
