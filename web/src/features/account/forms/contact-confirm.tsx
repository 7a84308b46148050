// Confirm the profile's own phone or e-mail with a one-time code: "Get a
// code", then the code field with "Confirm" and "Send again". The contact is
// the profile's (not typed here). A wrong code shows the server's message
// under the field and keeps it; a verified contact reloads the profile.
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { FormError, useSubmit } from '../../../shared/forms.tsx';
import { notifySuccess } from '../../../shared/notify.tsx';
import { useSendConfirmationCode, useVerifyContact } from '../api/verify-contact.ts';
import { CODE } from '../validate.ts';
import { CodeFields } from './code-fields.tsx';
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
      {sent ? null : <FormError message={form.errors[channel]} />}
      <CodeFields
        sent={sent}
        code={code}
        onCode={setCode}
        error={form.errors.code ?? form.errors[channel]}
        formError={form.formError}
        busy={form.busy}
        submitLabel={t('confirm.submit')}
        onResend={() => sendCode(true)}
      />
    </form>
  );
}
