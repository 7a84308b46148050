// Start-up steps of the session (SPEC.md section 4): simple-auth from the
// login link, and the SSO check with the mirror's data. Loaded by the app
// after the first paint, with the steps themselves (start-up-run.ts).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { takeLoginLink } from '../../shared/domain/login-link.ts';
import { useReloadProfile } from '../../shared/domain/profile.ts';
import { useApi } from '../../shared/lib/api.tsx';
import { useModals } from '../../shared/ui/modals.tsx';
import { useSession } from './api/session.ts';
import { startUp } from './start-up-run.ts';

/** Runs once when the app starts. */
export default function SessionStartUp() {
  const { client, setSsoLink } = useApi();
  const { signIn } = useSession();
  const reloadProfile = useReloadProfile();
  const { open } = useModals();
  const location = useLocation();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    startUp({
      client,
      signIn,
      reloadProfile,
      linkToken: takeLoginLink().token,
      confirmSwitch: (token) => open('switchAccount', { token }),
      search: location.search,
      setSsoLink,
    }).catch((error: unknown) => console.error('session start-up failed', error));
  }, [client, setSsoLink, signIn, reloadProfile, open, location]);

  return null;
}
