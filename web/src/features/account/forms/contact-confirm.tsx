// Confirm the profile's own phone or e-mail with a one-time code: "Get a
// code", then the code field with "Confirm" and "Send again". The contact is
// the profile's (not typed here). A wrong code shows the server's message
// under the field and keeps it; a verified contact reloads the profile.
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Field, FormError, useSubmit } from '../../../shared/forms.tsx';
import { notifySuccess } from '../../../shared/notify.tsx';
import { useSendConfirmationCode, useVerifyContact } from '../api/verify-contact.ts';
import { CODE } from '../validate.ts';
import type { Channel } from './contact.tsx';

/** The confirmation form for `contact` (digits of a phone, or an e-mail). */
export function ContactConfirm({ channel, contact }: { channel: Channel; contact: string }) {
  const { t } = useI18n();
  const send = useSendConfirmationCode();
  const verify = useVerifyContact();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const form = useSubmit({ fields: ['phone', 'email', 'code'] });

  async function sendCode(again: boolean) {
    await form.run(async () => {
      await send(channel, contact, again);
      setSent(true);
      notifySuccess(t(channel === 'phone' ? 'login.codeSentPhone' : 'login.codeSentEmail'));
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sent) return sendCode(false);
    if (!CODE.test(code.trim())) {
      form.setErrors({ code: t('form.code') });
      return;
    }
    await form.run(async () => {
      await verify(channel, contact, code.trim());
      notifySuccess(t(channel === 'phone' ? 'confirm.phoneDone' : 'confirm.emailDone'));
    });
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      {sent ? (
        <Field
          label={t('form.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={form.errors.code ?? form.errors[channel]}
        />
      ) : (
        <FormError message={form.errors[channel]} />
      )}
      <FormError message={form.formError} />
      <button className="button button--primary" type="submit" disabled={form.busy}>
        {sent ? t('confirm.submit') : t('login.getCode')}
      </button>
      {sent ? (
        <button
          className="button button--ghost"
          type="button"
          disabled={form.busy}
          onClick={() => sendCode(true)}
        >
          {t('login.resend')}
        </button>
      ) : null}
    </form>
  );
}
