// The player's data that several features need (features never import each
// other): the profile, its reload, and the interface language stored in it.
// On every page, so kept small (the VIP request is in shared/domain/vip.ts).
import { type ApiClient, type components, type LocaleCode, unwrap } from '@casino/sdk';
import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { matches } from '../lib/answers.ts';
import { apiKey, startQuery, useApi, useApiQuery, useHasToken } from '../lib/api.tsx';

/** The player profile. */
export type Profile = components['schemas']['UserProfile'];

/** Checks a profile answer with its generated schema. */
const checkProfile = matches('zGetProfileResponse');

/**
 * The profile when a token exists; `data` undefined for guests. Checked with
 * its schema (shared/lib/answers.ts), so the header and pages never read a
 * profile of another shape.
 */
export function useProfile() {
  const hasToken = useHasToken();
  return useApiQuery('/profile/user', hasToken ? {} : null, {
    notify: false,
    check: checkProfile,
  });
}

/** Starts the profile call before the app renders (main.tsx, when a token exists): useProfile takes it. */
export function startProfile(client: ApiClient): void {
  startQuery(client, '/profile/user', {});
}

/**
 * The browser's other tabs of this site: a tab whose balance moved (a round
 * settled, a deposit paid, a live round ended) says so, and each other tab
 * loads the profile again, so every open tab shows the new balance within
 * the time of one call. Only that the profile changed goes across, never an
 * amount or a token: each tab asks the API itself.
 */
const otherTabs =
  typeof BroadcastChannel === 'function' ? new BroadcastChannel('casino:profile') : null;

/** Tells the other tabs that the profile changed here. */
function tellOtherTabs(): void {
  otherTabs?.postMessage('changed');
}

/** Loads the profile again when another tab says it changed (PlayerProvider, once per tab). */
export function useProfileFromOtherTabs(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!otherTabs) return;
    const reload = () => void mutate(apiKey('/profile/user', {}));
    otherTabs.addEventListener('message', reload);
    return () => otherTabs.removeEventListener('message', reload);
  }, [mutate]);
}

/** Loads the profile again (after a login, a paid deposit, new settings); the other tabs follow. */
export function useReloadProfile(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const profile = await mutate(apiKey('/profile/user', {}));
    tellOtherTabs();
    return profile;
  }, [mutate]);
}

/**
 * Puts a balance an answer gave (a round settled on a game service) into the
 * cached profile at once, so the header shows it the moment the round
 * settles; the bonus part of the total stays as it was. Not reloaded here;
 * the other tabs load theirs.
 */
export function useSetBalance(): (balance: number) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (balance) => {
      const cents = (n: number) => Math.round(n * 100);
      void mutate(
        apiKey('/profile/user', {}),
        (p?: Profile) =>
          p && {
            ...p,
            balance,
            total_balance: (cents(balance) + cents(p.total_balance) - cents(p.balance)) / 100,
          },
        false,
      );
      tellOtherTabs();
    },
    [mutate],
  );
}

/**
 * Stores the interface language in the cached profile (at once: the language
 * rule of features/account/session.tsx reads it) and in the profile. Not
 * reloaded: nothing else changed.
 */
export function useSaveLocale(): (locale: LocaleCode) => Promise<void> {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (locale) => {
      void mutate(apiKey('/profile/user', {}), (p?: Profile) => p && { ...p, locale }, false);
      await unwrap(client.PUT('/profile/settings', { body: { locale } }));
    },
    [client, mutate],
  );
}
