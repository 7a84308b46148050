// LoginByEmail: a code (or the password) by e-mail, and "send me my login data".
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { ChoiceTabs } from '../../../shared/ui/choice-tabs.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Field, FormError, useSubmit } from '../../../shared/ui/forms.tsx';
import { useModals } from '../../../shared/ui/modals.tsx';
import { notifySuccess } from '../../../shared/ui/notify.tsx';
import { useSendLoginData } from '../api/login.ts';
import { CodeLogin } from '../forms/code-login.tsx';
import { PasswordLogin } from '../forms/password-login.tsx';
import { EMAIL } from '../validate.ts';

/** The message groups this modal needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.player, MESSAGE_GROUPS.login];

function SendLoginData() {
  const { t } = useI18n();
  const sendLoginData = useSendLoginData();
  const [email, setEmail] = useState('');
  const form = useSubmit({ fields: ['email'] });
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      form.setErrors({ email: t('form.email') });
      return;
    }
    form.check({});
    await form.run(async () => {
      await sendLoginData(email.trim());
      notifySuccess(t('login.dataSent'));
    });
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="muted">{t('login.sendDataLead')}</p>
      <Field
        label={t('form.emailLabel')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        error={form.errors.email}
      />
      <FormError message={form.formError} />
      <button className="button button--ghost button--block" type="submit" disabled={form.busy}>
        {t('login.sendData')}
      </button>
    </form>
  );
}

/** The LoginByEmail modal. */
export default function LoginByEmailModal() {
  const { t } = useI18n();
  const { close } = useModals();
  const [mode, setMode] = useState<'code' | 'password' | 'data'>('code');
  return (
    <Dialog title={t('login.emailTitle')} onClose={close}>
      <ChoiceTabs
        label={t('login.emailTitle')}
        value={mode}
        onChange={setMode}
        options={[
          ['code', t('login.withCode')],
          ['password', t('login.withPassword')],
          ['data', t('login.forgotLogin')],
        ]}
      />
      {mode === 'code' ? <CodeLogin channel="email" onDone={close} /> : null}
      {mode === 'password' ? <PasswordLogin channel="email" onDone={close} /> : null}
      {mode === 'data' ? <SendLoginData /> : null}
    </Dialog>
  );
}
