// The profile-locale rule of session.tsx (read it there): a login takes the
// profile's language, so does a change of it by the settings; otherwise the
// interface's wins and is saved to the profile. Mounted by SessionEffects
// while there is a profile, so loaded only then (not on a guest's first visit).
import { COOKIES, isLocaleCode } from '@casino/sdk';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { addressIn } from '../../i18n/paths.ts';
import { useSessionId } from '../../shared/api.tsx';
import { writeCookie } from '../../shared/cookies.ts';
import { type Profile, useProfile, useSaveLocale } from '../../shared/profile.ts';

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
    // The profile's language: at a login, or when it changed (the settings) and
    // the interface's did not. The interface's: on a page load (the session's
    // first profile here) and when it changed.
    if (own && (login || (p && l === locale && p.locale !== profile.locale))) {
      writeCookie(COOKIES.locale, own);
      if (own !== locale) navigate(addressIn(location, own), { replace: true });
    } else if ((login || !p || l !== locale) && own !== locale) {
      saveLocale(locale).catch((e: unknown) => console.error('profile locale not saved', e));
    }
  }, [profile, session, saveLocale, locale, navigate, location]);

  return null;
}
