// The profile settings (SPEC.md section 4): saving them updates the cached
// profile at once (a new language there changes the interface at once, see
// features/account/session.tsx), then reloads it.
import { type components, unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Profile } from '../../../shared/domain/profile.ts';
import { apiKey, useApi } from '../../../shared/lib/api.tsx';

/** Saves the settings, puts them in the cached profile, then starts reloading it. */
export function useSaveSettings(): (
  settings: components['schemas']['ProfileSettings'],
) => Promise<void> {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (settings) => {
      await unwrap(client.PUT('/profile/settings', { body: settings }));
      // The reload runs on its own: the caller's success notice does not wait for it.
      void mutate(apiKey('/profile/user', {}), (p?: Profile) => p && { ...p, ...settings });
    },
    [client, mutate],
  );
}
