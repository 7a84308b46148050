// The session's effects (SPEC.md section 4): a failing profile load logs out
// locally; on login the profile gets the interface language when it has none,
// and a profile language switches the interface. Signing in and out: api/session.ts.
import { ApiError, COOKIES, isLocaleCode, type LocaleCode } from '@casino/sdk';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { addressIn } from '../../i18n/paths.ts';
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
  const { clearLocal } = useSession();
  const synced = useRef<number | null>(null);

  // A failing profile load logs out locally (a network failure keeps the session).
  useEffect(() => {
    if (
      error instanceof ApiError &&
      error.kind !== 'network' &&
      error.status !== 0 &&
      error.status < 500
    ) {
      void clearLocal();
    }
  }, [error, clearLocal]);

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
