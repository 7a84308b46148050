// The session (SPEC.md section 4): the token in its cookie, sent by the SDK;
// logged in when the profile is loaded; a failing profile load logs out
// locally; on login the profile gets the interface language when it has none,
// and a profile language switches the interface; logout calls the server,
// then clears the token, the user and the cache.
import { ApiError, COOKIES, isLocaleCode, type LocaleCode, unwrap } from '@casino/sdk';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useI18n } from '../../i18n/i18n.tsx';
import { localizePath, splitLocale } from '../../i18n/paths.ts';
import { useApi } from '../../shared/api.tsx';
import { writeCookie } from '../../shared/cookies.ts';
import { announceSignIn, announceSignOut } from '../../shared/session-events.ts';
import { useProfile } from './api.ts';

/** Sign in and out. */
export function useSession() {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const profile = useProfile();

  const clearLocal = useCallback(async () => {
    client.tokens.clear();
    await mutate(() => true, undefined, { revalidate: false });
    announceSignOut();
  }, [client, mutate]);

  /** Stores the token and loads the profile. */
  const signIn = useCallback(
    async (token: string, how: 'login' | 'registration' = 'login') => {
      client.tokens.set(token);
      await mutate(['/profile/user', null]);
      announceSignIn(how);
    },
    [client, mutate],
  );

  /** Logs out on the server (a failure there is logged), then locally. */
  const signOut = useCallback(async () => {
    try {
      await unwrap(client.PUT('/auth/logout'));
    } catch (error) {
      console.error('logout call failed; logging out locally', error);
    }
    await clearLocal();
  }, [client, clearLocal]);

  return { profile: profile.data, loggedIn: Boolean(profile.data), signIn, signOut, clearLocal };
}

/** Timezone of the profile, for dates (null: the browser's). */
let profileTimeZone: string | null = null;

/** The time zone dates are shown in: the profile's, else the browser's. */
export function displayTimeZone(): string | undefined {
  return profileTimeZone ?? undefined;
}

/** Keeps the session consistent with the profile (mounted once by the app). */
export function SessionEffects() {
  const { client } = useApi();
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
    profileTimeZone = profile.timezone ?? null;
    if (!profile.locale) {
      unwrap(client.PUT('/profile/settings', { body: { locale } })).catch((e: unknown) =>
        console.error('could not store the interface language in the profile', e),
      );
      return;
    }
    const wanted: LocaleCode | null = isLocaleCode(profile.locale) ? profile.locale : null;
    if (wanted && wanted !== locale) {
      writeCookie(COOKIES.locale, wanted);
      const { path } = splitLocale(location.pathname);
      navigate(`${localizePath(path, wanted)}${location.search}${location.hash}`, {
        replace: true,
      });
    }
  }, [profile, client, locale, navigate, location]);

  return null;
}
