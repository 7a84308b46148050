// Login: phone or e-mail with a password; links to the code logins, password
// recovery and registration; social networks.
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { href } from '../../../shared/lib/paths.ts';
import { ChoiceTabs } from '../../../shared/ui/choice-tabs.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useModals } from '../../../shared/ui/modals.tsx';
import { PasswordLogin } from '../forms/password-login.tsx';
import { SocialLogin } from '../forms/social-login.tsx';

/** The message groups this modal needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.player, MESSAGE_GROUPS.login];

/** The Login modal. */
export default function LoginModal() {
  const { t, locale } = useI18n();
  const { open, close } = useModals();
  const [channel, setChannel] = useState<'phone' | 'email'>('phone');
  return (
    <Dialog title={t('login.title')} onClose={close}>
      <ChoiceTabs
        label={t('login.title')}
        value={channel}
        onChange={setChannel}
        options={[
          ['phone', t('login.byPhone')],
          ['email', t('login.byEmail')],
        ]}
      />
      <PasswordLogin key={channel} channel={channel} onDone={close} />
      <div className="dialog__links">
        <button type="button" className="link-button" onClick={() => open('confirmByPhone')}>
          {t('login.smsCode')}
        </button>
        <button type="button" className="link-button" onClick={() => open('loginByEmail')}>
          {t('login.emailCode')}
        </button>
        <Link to={href('passwordReset', locale)} onClick={close}>
          {t('login.forgot')}
        </Link>
      </div>
      <SocialLogin kind="login" onDone={close} />
      <p className="dialog__footer">
        {t('login.noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => open('register')}>
          {t('account.signup')}
        </button>
      </p>
    </Dialog>
  );
}
