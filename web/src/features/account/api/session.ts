// The session's calls (SPEC.md section 4): signing in stores the token, loads
// the profile and announces it; signing out calls the server, then clears the
// token and the cache and announces it. On every page, so kept small.
import { unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../shared/api.tsx';
import { useReloadProfile } from '../../../shared/profile.ts';
import {
  announceSignIn,
  announceSignOut,
  type SignInKind,
} from '../../../shared/session-events.ts';

/** Sign in and out. */
export function useSession() {
  const { client } = useApi();
  const reloadProfile = useReloadProfile();
  const { mutate } = useSWRConfig();

  /** Ends the session here only (the server is not told): the token and every cached answer go. */
  const clearLocal = useCallback(async () => {
    client.tokens.clear();
    await mutate(() => true, undefined, { revalidate: false });
    announceSignOut();
  }, [client, mutate]);

  /** Stores the token and loads the profile. */
  const signIn = useCallback(
    async (token: string, how: SignInKind = 'login') => {
      client.tokens.set(token);
      await reloadProfile();
      announceSignIn(how);
    },
    [client, reloadProfile],
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

  return { signIn, signOut, clearLocal };
}
