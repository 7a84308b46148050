// Social login (SPEC.md sections 7 and 8): PUT /auth/login answers the address
// for a popup; a failure closes the popup. The popup hands the token back with
// a postMessage from this site's origin ({ type: 'casino:social-login', token }),
// sent by the static page web/public/social-login-callback.html, where the
// provider's side returns the popup with the token in the fragment; that
// hand-back and the page are inferred, SPEC.md does not show them.
//
// A hand-back counts only while this form's own attempt is pending and only
// from the popup it opened (`event.source`), and each attempt's popup has a
// random name: another page cannot navigate it by name to the callback page
// with its own token and sign the player in to the wrong account.
import { COOKIES } from '@casino/sdk';
import { useEffect, useRef } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { usePlayer } from '../../../shared/domain/player.tsx';
import { readCookie } from '../../../shared/lib/cookies.ts';
import { FormError, useSubmit } from '../../../shared/ui/forms.tsx';
import { useSocialLoginAddress } from '../api/login.ts';
import { useSession } from '../api/session.ts';
import { trackAuthFailure } from '../auth-actions.ts';
import '../account.css';

const PROVIDERS = ['google', 'vk', 'telegram'] as const;

/**
 * Whether the popup may open `url`: https, or plain http on a loopback host
 * only (127.0.0.0/8, localhost, ::1). The exception is the sandbox's stand-in
 * page (http://127.0.0.1:4011/_sandbox/social/...) in development and tests:
 * loopback traffic never leaves the machine. Production builds keep it, since
 * the browser suite runs the production build against the sandbox, and the
 * address comes from the site's own API either way. Anything else is refused.
 */
export function popupAddressAllowed(url: string): boolean {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return false;
  }
  if (address.protocol === 'https:') return true;
  return (
    address.protocol === 'http:' &&
    /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/.test(address.hostname)
  );
}

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
  /** The popup of the attempt under way, if any. */
  const pending = useRef<Window | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!pending.current || event.source !== pending.current) return;
      const data = event.data as { type?: unknown; token?: unknown } | null;
      if (data?.type === 'casino:social-login' && typeof data.token === 'string' && data.token) {
        pending.current = null;
        void signIn(data.token, kind === 'registration' ? 'registration' : 'login').then(onDone);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [signIn, onDone, kind]);

  async function start(provider: (typeof PROVIDERS)[number]) {
    // Opened at once, on the click, so that popup blockers allow it; a name
    // no other page can guess (see the top of this file).
    const name = `casino-social-login-${crypto.getRandomValues(new Uint32Array(2)).join('')}`;
    const popup = window.open('', name, 'width=520,height=640');
    pending.current = popup;
    await form.run(
      async () => {
        const url = await socialLoginAddress({
          provider,
          promo: readCookie(COOKIES.promo) ?? null,
          origin: window.location.origin,
          currency: currency ?? 'RUB',
        });
        if (!popupAddressAllowed(url)) throw new Error(`refusing the popup address ${url}`);
        if (popup) popup.location.href = url;
        else form.setFormError(t('login.popupBlocked'));
      },
      (failure, mapped) => {
        pending.current = null;
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
