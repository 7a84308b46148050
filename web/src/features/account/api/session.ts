// The session's calls (SPEC.md section 4): signing in stores the token, loads
// the profile and announces it; signing out clears the token, then tells the
// server. The end of a session, here or in another tab, wipes the cache and is
// announced by `wipe`, which SessionEffects runs. On every page, so kept small.
import { ApiError, unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useReloadProfile } from '../../../shared/domain/profile.ts';
import {
  announceSignIn,
  announceSignOut,
  type SignInKind,
} from '../../../shared/domain/session-events.ts';
import { LOAD_TIMEOUT_MS, useApi } from '../../../shared/lib/api.tsx';

/** Sign in and out. */
export function useSession() {
  const { client } = useApi();
  const reloadProfile = useReloadProfile();
  const { mutate } = useSWRConfig();

  /**
   * After a session ended or changed (here or in another tab): every cached
   * answer goes (loaded again for a new player) and the end is announced
   * (invoice, timers, bonus state).
   */
  const wipe = useCallback(
    async (newPlayer: boolean) => {
      await mutate(() => true, undefined, { revalidate: newPlayer });
      announceSignOut();
    },
    [mutate],
  );

  /** Ends the session here only (the server is not told): the token goes, then `wipe` runs. */
  const clearLocal = useCallback(() => client.tokens.clear(), [client]);

  /**
   * Stores the token and loads the profile. An answer without a non-empty
   * string token is a failed login: nothing is stored.
   */
  const signIn = useCallback(
    async (token: unknown, how: SignInKind = 'login') => {
      if (typeof token !== 'string' || token === '')
        throw new ApiError({ kind: 'malformed', message: 'the answer carries no token' });
      client.tokens.set(token);
      await reloadProfile();
      announceSignIn(how);
    },
    [client, reloadProfile],
  );

  /**
   * Logs out here at once, then tells the server with the token of the session
   * that ended (never refreshed, within LOAD_TIMEOUT_MS; a failure is logged):
   * an expired token or a server that hangs cannot keep the player in or send
   * them to SSO.
   */
  const signOut = useCallback(async () => {
    const token = client.tokens.get();
    clearLocal();
    if (!token) return;
    try {
      await unwrap(
        client.PUT('/auth/logout', {
          headers: { Authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
        }),
      );
    } catch (error) {
      console.error('logout call failed', error);
    }
  }, [client, clearLocal]);

  return { signIn, signOut, clearLocal, wipe };
}
