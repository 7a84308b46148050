// /password/reset: recovery by e-mail (code) or by phone (SMS code): ask for a
// code, confirm it (the answer carries data.reset_token), set a new password.
import { unwrap } from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { useApi } from '../../../shared/api.tsx';
import { Field, type FieldErrors, FormError, useErrorMapper } from '../../../shared/forms.tsx';
import { notifySuccess } from '../../../shared/notify.tsx';
import { PageFrame } from '../../../shared/ui.tsx';
import { type Channel, ContactField, useContact } from '../forms/contact.tsx';
import {
  NewPasswordFields,
  PasswordChangedNotice,
  useNewPassword,
} from '../forms/new-password.tsx';
import { ChoiceTabs } from '../modals/tabs.tsx';
import { CODE } from '../validate.ts';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.account];

type Step = 'contact' | 'code' | 'password' | 'done';

function Recovery({ channel }: { channel: Channel }) {
  const { t } = useI18n();
  const { client } = useApi();
  const mapError = useErrorMapper();
  const [step, setStep] = useState<Step>('contact');
  const contact = useContact(channel);
  const [code, setCode] = useState('');
  const [token, setToken] = useState('');
  const pair = useNewPassword();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFormError(undefined);
    try {
      await action();
    } catch (error) {
      const mapped = mapError(error, {
        fields: ['email', 'phone', 'code', 'password', 'confirm'],
        fieldFor: (f) => (f === 'password_confirmation' ? 'confirm' : f === 'token' ? 'code' : f),
      });
      setErrors(mapped.fields);
      setFormError(mapped.form);
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step === 'contact') {
      const problem = contact.problem();
      setErrors(problem ? { [channel]: problem } : {});
      if (problem) return;
      await run(async () => {
        if (channel === 'email')
          await unwrap(
            client.POST('/api/v2/auth/password/email/forgot', { body: { email: contact.value } }),
          );
        else
          await unwrap(
            client.POST('/api/v2/auth/password/phone/forgot', {
              body: { phone: contact.value },
            }),
          );
        setStep('code');
      });
    } else if (step === 'code') {
      if (!CODE.test(code.trim())) {
        setErrors({ code: t('form.code') });
        return;
      }
      await run(async () => {
        const answer =
          channel === 'email'
            ? await unwrap(
                client.POST('/api/v2/auth/password/email/code/confirm', {
                  body: { email: contact.value, code: code.trim() },
                }),
              )
            : await unwrap(
                client.POST('/api/v2/auth/password/phone/code/confirm', {
                  body: { phone: contact.value, code: code.trim() },
                }),
              );
        setToken(answer.data.reset_token);
        setErrors({});
        setStep('password');
      });
    } else if (step === 'password') {
      const found = pair.check();
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      await run(async () => {
        const body = { password: pair.password, password_confirmation: pair.confirm };
        if (channel === 'email')
          await unwrap(
            client.POST('/api/v2/auth/password/email/reset/token', { body: { token, ...body } }),
          );
        else
          await unwrap(
            client.POST('/api/v2/auth/password/phone/reset', {
              body: { phone: contact.value, token, ...body },
            }),
          );
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
      <ContactField contact={contact} error={errors[channel]} readOnly={step !== 'contact'} />
      {step === 'code' ? (
        <Field
          label={t('form.codeLabel')}
          hint={t(channel === 'email' ? 'login.codeSentEmail' : 'login.codeSentPhone')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={errors.code}
        />
      ) : null}
      {step === 'password' ? <NewPasswordFields value={pair} errors={errors} /> : null}
      <FormError message={formError} />
      <button className="button button--primary" type="submit" disabled={busy}>
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
