// Login by link with a session in use (a link must not swap the session unseen): the player sees the account
// they are signed in to and the one the link signs in to (its profile, loaded
// with the link's token, which is kept nowhere), and switches only by
// confirming. Staying, closing or a failed check (no answer within
// CHECK_TIMEOUT_MS is one) keeps the session as it is.
// Why and what SPEC.md says: ../start-up-run.ts.
import { createApiClient, createMemoryTokenStore, formatPhoneLike, unwrap } from '@casino/sdk';
import { zUserProfile } from '@casino/sdk/schemas';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { type Profile, useProfile, useReloadProfile } from '../../../shared/domain/profile.ts';
import { useApi } from '../../../shared/lib/api.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useModals } from '../../../shared/ui/modals.tsx';
import { useSession } from '../api/session.ts';
import { signInByLink } from '../start-up-run.ts';

/** The message groups this modal needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.login];

/** How an account is named to its player: number, then e-mail, phone or name when known. */
function accountName(profile: Pick<Profile, 'id' | 'email' | 'phone' | 'name'>): string {
  const contact =
    profile.email || (profile.phone && formatPhoneLike(profile.phone)) || profile.name;
  return contact ? `№ ${profile.id} (${contact})` : `№ ${profile.id}`;
}

/**
 * How long the link's account may take to answer: LOAD_TIMEOUT_MS of
 * shared/lib/api.tsx, as for every modal load (not imported, which would add an
 * export to the first-visit chunk; the test of this modal keeps them equal).
 */
const CHECK_TIMEOUT_MS = 15_000;

/**
 * The account a token belongs to, asked with that token alone (not stored
 * anywhere); `signal` aborts the question.
 */
async function accountOf(baseUrl: string, token: string, signal: AbortSignal): Promise<string> {
  const probe = createApiClient({ baseUrl, tokens: createMemoryTokenStore(token) });
  const answer = zUserProfile.safeParse(await unwrap(probe.GET('/profile/user', { signal })));
  if (!answer.success) throw new Error('the profile answer is not a profile');
  return accountName(answer.data);
}

/** Asks before a login link replaces the session in use. */
export default function SwitchAccountModal({ token }: { token: string }) {
  const { t } = useI18n();
  const { close } = useModals();
  const { client } = useApi();
  const { signIn } = useSession();
  const reloadProfile = useReloadProfile();
  const { data: current } = useProfile();
  const [next, setNext] = useState<string | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // Like every modal load: after CHECK_TIMEOUT_MS the check has failed.
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('timed out', 'TimeoutError')),
      CHECK_TIMEOUT_MS,
    );
    accountOf(client.baseUrl, token, controller.signal)
      .then((name) => live && setNext(name))
      .catch((error: unknown) => {
        console.error('could not check the account of a login link', error);
        if (live) setNext('failed');
      });
    return () => {
      live = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, token]);

  const confirm = async () => {
    setBusy(true);
    await signInByLink({ client, signIn, reloadProfile }, token).catch((error: unknown) =>
      console.error('sign-in by link failed', error),
    );
    close();
  };

  return (
    <Dialog title={t('switchAccount.title')} onClose={close}>
      {current ? <p>{t('switchAccount.current', { account: accountName(current) })}</p> : null}
      {next === null ? <p className="muted">{t('common.loading')}</p> : null}
      {next === 'failed' ? <p role="alert">{t('switchAccount.failed')}</p> : null}
      {next !== null && next !== 'failed' ? (
        <>
          <p>{t('switchAccount.next', { account: next })}</p>
          <button
            type="button"
            className="button button--primary button--block"
            disabled={busy}
            onClick={() => void confirm()}
          >
            {t('switchAccount.confirm')}
          </button>
        </>
      ) : null}
      <button type="button" className="button button--ghost button--block" onClick={close}>
        {t('switchAccount.stay')}
      </button>
    </Dialog>
  );
}
