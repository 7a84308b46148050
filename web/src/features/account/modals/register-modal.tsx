// Register: by e-mail, by phone or with a social network. A registration by
// e-mail or phone ends on the Welcome modal (what the new player got, what a
// first deposit brings).
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { ChoiceTabs } from '../../../shared/ui/choice-tabs.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useModals } from '../../../shared/ui/modals.tsx';
import { RegisterForm } from '../forms/register-form.tsx';
import { SocialLogin } from '../forms/social-login.tsx';

/** The message groups this modal needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.player, MESSAGE_GROUPS.login];

/** The Register modal; `requestVIP` ticks the VIP option. */
export default function RegisterModal({ requestVIP = false }: { requestVIP?: boolean }) {
  const { t } = useI18n();
  const { open, close } = useModals();
  const [channel, setChannel] = useState<'email' | 'phone' | 'social'>('email');
  return (
    <Dialog title={t('register.title')} onClose={close}>
      <ChoiceTabs
        label={t('register.title')}
        value={channel}
        onChange={setChannel}
        options={[
          ['email', t('login.byEmail')],
          ['phone', t('login.byPhone')],
          ['social', t('register.social')],
        ]}
      />
      {channel === 'social' ? (
        <SocialLogin kind="registration" onDone={close} />
      ) : (
        <RegisterForm
          key={channel}
          channel={channel}
          onDone={() => open('welcome')}
          requestVip={requestVIP}
        />
      )}
      <p className="dialog__footer">
        {t('register.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => open('login')}>
          {t('account.login')}
        </button>
      </p>
    </Dialog>
  );
}
