// Start-up steps of the session (SPEC.md section 4): simple-auth from the
// query, and the SSO check with the mirror's data. The steps load after the
// first paint (start-up-run.ts).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useApi } from '../../shared/api.tsx';
import { useSession } from './session.tsx';

/** Runs once when the app starts. */
export function SessionStartUp() {
  const { client } = useApi();
  const { signIn } = useSession();
  const { mutate } = useSWRConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    import('./start-up-run.ts')
      .then(({ startUp }) =>
        startUp({
          client,
          signIn: (token) => signIn(token),
          reloadProfile: () => mutate(['/profile/user', null]),
          replaceQuery: (query) => {
            const rest = query.toString();
            navigate(
              { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
              { replace: true },
            );
          },
          search: location.search,
        }),
      )
      .catch((error: unknown) => console.error('session start-up failed', error));
  }, [client, signIn, mutate, location, navigate]);

  return null;
}
