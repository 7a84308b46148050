// Account data: the profile of the logged-in player (the logged-in state is
// derived from it being loaded, SPEC.md section 4).
import { type components, unwrap } from '@casino/sdk';
import { useApiQuery, useHasToken } from '../../shared/api.tsx';

/** The player profile. */
export type Profile = components['schemas']['UserProfile'];

/** The profile when a token exists; `data` undefined for guests. */
export function useProfile() {
  const hasToken = useHasToken();
  return useApiQuery(
    hasToken ? (['/profile/user', null] as const) : null,
    (api) => unwrap(api.GET('/profile/user')),
    {
      notify: false,
    },
  );
}
