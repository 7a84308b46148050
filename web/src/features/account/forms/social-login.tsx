// Social login (SPEC.md sections 7 and 8): PUT /auth/login answers the address
// for a popup; a failure closes the popup. The popup hands the token back with
// a postMessage from this site's origin ({ type: 'casino:social-login', token });
// that hand-back is inferred, SPEC.md does not show it.
import { COOKIES, unwrap } from '@casino/sdk';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useApi } from '../../../shared/api.tsx';
import { readCookie } from '../../../shared/cookies.ts';
import { FormError, useErrorMapper } from '../../../shared/forms.tsx';
import { usePlayer } from '../../../shared/player.tsx';
import { trackAuthFailure } from '../auth-actions.ts';
import { useSession } from '../session.tsx';
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
  const { client } = useApi();
  const { currency } = usePlayer();
  const { signIn } = useSession();
  const mapError = useErrorMapper();
  const [error, setError] = useState<string>();

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
    setError(undefined);
    // Opened at once, on the click, so that popup blockers allow it.
    const popup = window.open('', 'casino-social-login', 'width=520,height=640');
    try {
      const { url } = await unwrap(
        client.PUT('/auth/login', {
          body: {
            provider,
            promo: readCookie(COOKIES.promo) ?? null,
            token: client.tokens.get() ?? null,
            origin: window.location.origin,
            currency: currency ?? 'RUB',
          },
        }),
      );
      if (!/^https:\/\//.test(url)) throw new Error(`refusing a non-https popup address: ${url}`);
      if (popup) popup.location.href = url;
      else setError(t('login.popupBlocked'));
    } catch (failure) {
      popup?.close();
      const mapped = mapError(failure, { fields: [] });
      setError(mapped.form);
      trackAuthFailure(kind, mapped.text, failure);
    }
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
      <FormError message={error} />
    </div>
  );
}
