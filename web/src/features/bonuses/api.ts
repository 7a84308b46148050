// Bonus data: the guest welcome packs and the bonus waiting for registration and deposit.
import { unwrap } from '@casino/sdk';
import { useApiQuery } from '../../shared/api.tsx';
import { usePlayer } from '../../shared/player.tsx';

/** The welcome packs offered to guests. */
export function useWelcomePacks() {
  return useApiQuery(['/api/v3/welcome-pack/get-welcome-packs-guest', null] as const, (api) =>
    unwrap(api.GET('/api/v3/welcome-pack/get-welcome-packs-guest')),
  );
}

/** The bonus waiting for the logged-in player's registration and deposit. */
export function useWaitingBonus() {
  const { loggedIn } = usePlayer();
  return useApiQuery(
    loggedIn ? (['/bonus-system/bonus-activation/waiting-reg-and-dep', null] as const) : null,
    (api) => unwrap(api.GET('/bonus-system/bonus-activation/waiting-reg-and-dep')),
    { notify: false },
  );
}
