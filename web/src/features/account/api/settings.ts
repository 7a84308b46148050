// The profile settings (SPEC.md section 4): saving them reloads the profile.
import { type components, unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useApi } from '../../../shared/api.tsx';
import { useReloadProfile } from '../../../shared/profile.ts';

/** Saves the settings, then starts reloading the profile. */
export function useSaveSettings(): (
  settings: components['schemas']['ProfileSettings'],
) => Promise<void> {
  const { client } = useApi();
  const reloadProfile = useReloadProfile();
  return useCallback(
    async (settings) => {
      await unwrap(client.PUT('/profile/settings', { body: settings }));
      // The reload runs on its own: the caller's success notice does not wait for it.
      void reloadProfile();
    },
    [client, reloadProfile],
  );
}
