// Log in with a one-time code sent by SMS or e-mail: ask for the code, enter
// it, resend it if needed.
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSubmit } from '../../../shared/forms.tsx';
import { notifySuccess } from '../../../shared/notify.tsx';
import { useCodeLogin, useSendLoginCode } from '../api/login.ts';
import { followSso, trackAuthFailure } from '../auth-actions.ts';
import { CODE } from '../validate.ts';
import { CodeFields } from './code-fields.tsx';
import { type Channel, ContactField, useContact } from './contact.tsx';

/** The code login form. */
export function CodeLogin({ channel, onDone }: { channel: Channel; onDone: () => void }) {
  const { t } = useI18n();
  const sendLoginCode = useSendLoginCode();
  const login = useCodeLogin();
  const contact = useContact(channel);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const form = useSubmit({ fields: ['phone', 'email', 'code'] });

  async function sendCode(again: boolean) {
    const problem = contact.problem();
    form.setErrors(problem ? { [channel]: problem } : {});
    if (problem) return;
    await form.run(async () => {
      await sendLoginCode(channel, contact.value, again);
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
    await form.run(
      async () => {
        const answer = await login(channel, contact.value, code.trim());
        onDone();
        followSso(answer);
      },
      (error, mapped) => trackAuthFailure('login', mapped.text, error),
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ContactField contact={contact} error={form.errors[channel]} />
      <CodeFields
        sent={sent}
        code={code}
        onCode={setCode}
        error={form.errors.code}
        formError={form.formError}
        busy={form.busy}
        submitLabel={t('account.login')}
        onResend={() => sendCode(true)}
        block
      />
    </form>
  );
}
