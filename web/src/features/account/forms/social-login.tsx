// Social login (SPEC.md sections 7 and 8): PUT /auth/login answers the address
// for a popup; a failure closes the popup. The popup hands the token back with
// a postMessage from this site's origin ({ type: 'casino:social-login', token });
// that hand-back is inferred, SPEC.md does not show it.
import { COOKIES } from '@casino/sdk';
import { useEffect } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { readCookie } from '../../../shared/cookies.ts';
import { FormError, useSubmit } from '../../../shared/forms.tsx';
import { usePlayer } from '../../../shared/player.tsx';
import { useSocialLoginAddress } from '../api/login.ts';
import { useSession } from '../api/session.ts';
import { trackAuthFailure } from '../auth-actions.ts';
import '../account.css';

const PROVIDERS = ['google', 'vk', 'telegram'] as const;

/** Social network buttons. */
export function SocialLogin({
  onDone,
  kind,
}: {
  onDone: () => void;
  kind: 'login' | 'registration';
}) {
  const { t } = useI18n();
  const { currency } = usePlayer();
  const { signIn } = useSession();
  const socialLoginAddress = useSocialLoginAddress();
  const form = useSubmit({ fields: [] });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; token?: unknown } | null;
      if (data?.type === 'casino:social-login' && typeof data.token === 'string' && data.token) {
        void signIn(data.token, kind === 'registration' ? 'registration' : 'login').then(onDone);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [signIn, onDone, kind]);

  async function start(provider: (typeof PROVIDERS)[number]) {
    // Opened at once, on the click, so that popup blockers allow it.
    const popup = window.open('', 'casino-social-login', 'width=520,height=640');
    await form.run(
      async () => {
        const url = await socialLoginAddress({
          provider,
          promo: readCookie(COOKIES.promo) ?? null,
          origin: window.location.origin,
          currency: currency ?? 'RUB',
        });
        if (!/^https:\/\//.test(url)) throw new Error(`refusing a non-https popup address: ${url}`);
        if (popup) popup.location.href = url;
        else form.setFormError(t('login.popupBlocked'));
      },
      (failure, mapped) => {
        popup?.close();
        trackAuthFailure(kind, mapped.text, failure);
      },
    );
  }

  return (
    <div className="social">
      <p className="social__title">{t('login.social')}</p>
      <div className="social__buttons">
        {PROVIDERS.map((p) => (
          <button key={p} type="button" className="button button--ghost" onClick={() => start(p)}>
            {t(`login.providers.${p}`)}
          </button>
        ))}
      </div>
      <FormError message={form.formError} />
    </div>
  );
}
