// /password/reset: recovery by e-mail (code) or by phone (SMS code): ask for a
// code, confirm it (the answer carries data.reset_token), set a new password.
import { type FormEvent, useState } from 'react';
import {
  useConfirmResetCode,
  useForgotPassword,
  useResetPassword,
} from '../../features/account/api/password.ts';
import { type Channel, ContactField, useContact } from '../../features/account/forms/contact.tsx';
import {
  NewPasswordFields,
  PasswordChangedNotice,
  useNewPassword,
} from '../../features/account/forms/new-password.tsx';
import { CODE } from '../../features/account/validate.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { ChoiceTabs } from '../../shared/ui/choice-tabs.tsx';
import { Field, FormError, useSubmit } from '../../shared/ui/forms.tsx';
import { notifySuccess } from '../../shared/ui/notify.tsx';
import { PageFrame } from '../../shared/ui/ui.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.player];

type Step = 'contact' | 'code' | 'password' | 'done';

function Recovery({ channel }: { channel: Channel }) {
  const { t } = useI18n();
  const forgotPassword = useForgotPassword();
  const confirmResetCode = useConfirmResetCode();
  const resetPassword = useResetPassword();
  const [step, setStep] = useState<Step>('contact');
  const contact = useContact(channel);
  const [code, setCode] = useState('');
  const [token, setToken] = useState('');
  const pair = useNewPassword();
  const form = useSubmit({
    fields: ['email', 'phone', 'code', 'password', 'confirm'],
    fieldFor: (f) => (f === 'password_confirmation' ? 'confirm' : f === 'token' ? 'code' : f),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step === 'contact') {
      const problem = contact.problem();
      form.setErrors(problem ? { [channel]: problem } : {});
      if (problem) return;
      await form.run(async () => {
        await forgotPassword(channel, contact.value);
        setStep('code');
      });
    } else if (step === 'code') {
      if (!CODE.test(code.trim())) {
        form.setErrors({ code: t('form.code') });
        return;
      }
      await form.run(async () => {
        setToken(await confirmResetCode(channel, contact.value, code.trim()));
        form.setErrors({});
        setStep('password');
      });
    } else if (step === 'password') {
      const found = pair.check();
      form.setErrors(found);
      if (Object.keys(found).length > 0) return;
      await form.run(async () => {
        await resetPassword(channel === 'phone' ? contact.value : null, {
          token,
          password: pair.password,
          password_confirmation: pair.confirm,
        });
        setStep('done');
        notifySuccess(t('password.changed'));
      });
    }
  }

  if (step === 'done') {
    return <PasswordChangedNotice />;
  }
  return (
    <form className="form form--page" onSubmit={submit} noValidate>
      <ContactField contact={contact} error={form.errors[channel]} readOnly={step !== 'contact'} />
      {step === 'code' ? (
        <Field
          label={t('form.codeLabel')}
          hint={t(channel === 'email' ? 'login.codeSentEmail' : 'login.codeSentPhone')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={form.errors.code}
        />
      ) : null}
      {step === 'password' ? <NewPasswordFields value={pair} errors={form.errors} /> : null}
      <FormError message={form.formError} />
      <button className="button button--primary" type="submit" disabled={form.busy}>
        {t(
          step === 'contact'
            ? 'login.getCode'
            : step === 'code'
              ? 'password.checkCode'
              : 'password.save',
        )}
      </button>
    </form>
  );
}

/** /password/reset. */
export default function Page() {
  const { t } = useI18n();
  const [channel, setChannel] = useState<'email' | 'phone'>('email');
  return (
    <PageFrame title={t('password.resetTitle')} lead={t('password.resetLead')}>
      <ChoiceTabs
        label={t('password.resetTitle')}
        value={channel}
        onChange={setChannel}
        options={[
          ['email', t('login.byEmail')],
          ['phone', t('login.byPhone')],
        ]}
      />
      <Recovery key={channel} channel={channel} />
    </PageFrame>
  );
}
