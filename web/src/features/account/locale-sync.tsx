// The profile-locale rule of session.tsx (read it there): a login takes the
// profile's language, so does a page load on the bare (Russian) address and a
// change of it by the settings; otherwise the interface's wins and is saved to
// the profile. Mounted by SessionEffects while there is a profile, so loaded
// only then (not on a guest's first visit).
import { COOKIES, DEFAULT_LOCALE, isLocaleCode } from '@casino/sdk';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { addressIn } from '../../i18n/paths.ts';
import { type Profile, useProfile, useSaveLocale } from '../../shared/domain/profile.ts';
import { useSessionId } from '../../shared/lib/api.tsx';
import { writeCookie } from '../../shared/lib/cookies.ts';

/** Reconciles the profile's language and the interface's; `opened` is the session the page opened with. */
export default function LocaleSync({ opened }: { opened: string | null }) {
  const saveLocale = useSaveLocale();
  const { locale } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: profile } = useProfile();
  const session = useSessionId();
  // The session, profile and interface language the rule last saw; at first,
  // the session the page opened with (its first profile is no login).
  const seen = useRef<[string | null, Profile | undefined, string]>([opened, undefined, locale]);
  // A choice whose save failed: the next profile answer (still the old
  // language) is no change by the settings but a reason to save it again.
  const unsaved = useRef<string | null>(null);

  // What changed since the last run decides, so that running again on the same
  // state (StrictMode, a re-render before the navigation lands) does nothing.
  // A profile still cached from the session before (until the wipe loads the
  // new player's) is not this session's: skipped.
  useEffect(() => {
    const [s, p, l] = seen.current;
    if (!profile || (profile === p && session !== s)) return;
    seen.current = [session, profile, locale];
    const own = isLocaleCode(profile.locale) ? profile.locale : null;
    const login = s !== session;
    // The session's first profile on this page (a page load, not a login).
    const load = !login && !p;
    // A prefixed address (/en, /kz) is a choice; the bare one is the default's.
    const chosen = locale !== DEFAULT_LOCALE;
    const retry = unsaved.current === locale && own !== locale;
    // The profile's language: at a login, on a page load of the bare address,
    // or when it changed (the settings) and the interface's did not. The
    // interface's: on a page load of a prefixed address, when it changed, and
    // again after a save that failed.
    if (
      own &&
      (login || (load && !chosen) || (p && l === locale && p.locale !== profile.locale && !retry))
    ) {
      unsaved.current = null;
      writeCookie(COOKIES.locale, own);
      if (own !== locale) navigate(addressIn(location, own), { replace: true });
    } else if ((login || load || l !== locale || retry) && own !== locale) {
      unsaved.current = null;
      saveLocale(locale).catch((e: unknown) => {
        unsaved.current = locale;
        console.error('profile locale not saved', e);
      });
    }
  }, [profile, session, saveLocale, locale, navigate, location]);

  return null;
}
