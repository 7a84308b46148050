// Log in with a one-time code sent by SMS or e-mail: ask for the code, enter
// it, resend it if needed.
import { unwrap } from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useApi } from '../../../shared/api.tsx';
import { Field, type FieldErrors, FormError, useErrorMapper } from '../../../shared/forms.tsx';
import { notifySuccess } from '../../../shared/notify.tsx';
import { followSso, trackAuthFailure } from '../auth-actions.ts';
import { useSession } from '../session.tsx';
import { CODE } from '../validate.ts';
import { type Channel, ContactField, useContact } from './contact.tsx';

/** The code login form. */
export function CodeLogin({ channel, onDone }: { channel: Channel; onDone: () => void }) {
  const { t } = useI18n();
  const { client } = useApi();
  const { signIn } = useSession();
  const mapError = useErrorMapper();
  const contact = useContact(channel);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, failure: 'login' | null) {
    setBusy(true);
    setFormError(undefined);
    try {
      await action();
    } catch (error) {
      const mapped = mapError(error, { fields: ['phone', 'email', 'code'] });
      setErrors(mapped.fields);
      setFormError(mapped.form);
      if (failure) trackAuthFailure(failure, mapped.text, error);
    } finally {
      setBusy(false);
    }
  }

  async function sendCode(again: boolean) {
    const problem = contact.problem();
    setErrors(problem ? { [channel]: problem } : {});
    if (problem) return;
    await run(async () => {
      if (channel === 'phone') {
        const body = { phone: contact.value };
        if (again)
          await unwrap(
            client.POST('/api/v2/auth/login/phone/code/resend', {
              params: { query: { type: 'sms' } },
              body,
            }),
          );
        else await unwrap(client.POST('/api/v2/auth/login/phone/verification', { body }));
      } else {
        const body = { email: contact.value };
        if (again) await unwrap(client.POST('/api/v2/auth/login/email/resend', { body }));
        else await unwrap(client.POST('/api/v2/auth/login/email/verification', { body }));
      }
      setSent(true);
      notifySuccess(t(channel === 'phone' ? 'login.codeSentPhone' : 'login.codeSentEmail'));
    }, null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sent) return sendCode(false);
    if (!CODE.test(code.trim())) {
      setErrors({ code: t('form.code') });
      return;
    }
    await run(async () => {
      const answer =
        channel === 'phone'
          ? await unwrap(
              client.POST('/api/v2/auth/login/phone/code', {
                params: { query: { type: 'sms' } },
                body: { phone: contact.value, code: code.trim() },
              }),
            )
          : await unwrap(
              client.POST('/api/v2/auth/login/email/code', {
                body: { email: contact.value, code: code.trim() },
              }),
            );
      await signIn(answer.token);
      onDone();
      followSso(answer);
    }, 'login');
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ContactField contact={contact} error={errors[channel]} />
      {sent ? (
        <Field
          label={t('form.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={errors.code}
        />
      ) : null}
      <FormError message={formError} />
      <button className="button button--primary button--block" type="submit" disabled={busy}>
        {sent ? t('account.login') : t('login.getCode')}
      </button>
      {sent ? (
        <button
          className="button button--ghost button--block"
          type="button"
          disabled={busy}
          onClick={() => sendCode(true)}
        >
          {t('login.resend')}
        </button>
      ) : null}
    </form>
  );
}
