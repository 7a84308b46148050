// The player's data that several features need (features never import each
// other): the profile, its reload, and the interface language stored in it.
// On every page, so kept small (the VIP request is in shared/vip.ts).
import { type components, type LocaleCode, unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiKey, useApi, useApiQuery, useHasToken } from './api.tsx';

/** The player profile. */
export type Profile = components['schemas']['UserProfile'];

/**
 * The profile when a token exists; `data` undefined for guests. Not checked
 * with its schema: it loads on the first visit, which carries no zod.
 */
export function useProfile() {
  const hasToken = useHasToken();
  return useApiQuery('/profile/user', hasToken ? {} : null, { notify: false });
}

/** Loads the profile again (after a login, a paid deposit, new settings). */
export function useReloadProfile(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(apiKey('/profile/user', {})), [mutate]);
}

/**
 * Stores the interface language in the profile. The profile is not reloaded:
 * the interface already shows that language.
 */
export function useSaveLocale(): (locale: LocaleCode) => Promise<void> {
  const { client } = useApi();
  return useCallback(
    async (locale) => {
      await unwrap(client.PUT('/profile/settings', { body: { locale } }));
    },
    [client],
  );
}
