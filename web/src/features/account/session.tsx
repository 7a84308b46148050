// The session's effects (SPEC.md section 4): the end of a session (here or in
// another tab) wipes what belonged to it; on login the profile gets the
// interface language when it has none, and a profile language switches the
// interface. Signing in and out: api/session.ts.
//
// SPEC.md says the client logs out locally when loading the profile fails.
// We narrow that (issue 16): only a 401 that the token refresh could not cure
// ends the session (the SDK clears the token when the refresh fails; a call
// still refused after a good refresh is cleared here). Any other failure (404,
// 408, 429, 5xx, an HTML or truncated answer, no network) keeps the session,
// and the header offers to load the profile again (AccountMenu).
import { ApiError, COOKIES, isLocaleCode, type LocaleCode } from '@casino/sdk';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { addressIn } from '../../i18n/paths.ts';
import { useSessionId } from '../../shared/api.tsx';
import { writeCookie } from '../../shared/cookies.ts';
import { useProfile, useSaveLocale } from '../../shared/profile.ts';
import { useSession } from './api/session.ts';

/** Keeps the session consistent with the profile (mounted once by the app). */
export function SessionEffects() {
  const saveLocale = useSaveLocale();
  const { locale } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const { error, data: profile } = useProfile();
  const { clearLocal, wipe } = useSession();
  const synced = useRef<number | null>(null);
  const session = useSessionId();
  const last = useRef(session);

  // Only a 401 the refresh could not cure ends the session.
  useEffect(() => {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 401) clearLocal();
  }, [error, clearLocal]);

  // A session that ended or changed, in this tab or another: wipe what was its.
  useEffect(() => {
    const before = last.current;
    last.current = session;
    if (before !== null && before !== session) void wipe(session !== null);
  }, [session, wipe]);

  // Once per player: give the profile the interface language, or take the profile's.
  useEffect(() => {
    if (!profile || synced.current === profile.id) return;
    synced.current = profile.id;
    if (!profile.locale) {
      saveLocale(locale).catch((e: unknown) =>
        console.error('could not store the interface language in the profile', e),
      );
      return;
    }
    const wanted: LocaleCode | null = isLocaleCode(profile.locale) ? profile.locale : null;
    if (wanted && wanted !== locale) {
      writeCookie(COOKIES.locale, wanted);
      navigate(addressIn(location, wanted), { replace: true });
    }
  }, [profile, saveLocale, locale, navigate, location]);

  return null;
}
