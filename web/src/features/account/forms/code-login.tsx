// Log in with a one-time code sent by SMS or e-mail: ask for the code, enter
// it, resend it if needed.
import { useI18n } from '../../../i18n/i18n.tsx';
import { useCodeLogin, useSendLoginCode } from '../api/login.ts';
import { followSso, trackAuthFailure } from '../auth-actions.ts';
import { CodeFields, useCodeStep } from './code-fields.tsx';
import { type Channel, ContactField, useContact } from './contact.tsx';

/** The code login form. */
export function CodeLogin({ channel, onDone }: { channel: Channel; onDone: () => void }) {
  const { t } = useI18n();
  const sendLoginCode = useSendLoginCode();
  const login = useCodeLogin();
  const contact = useContact(channel);
  const step = useCodeStep({
    channel,
    check: contact.problem,
    send: (again) => sendLoginCode(channel, contact.value, again),
    confirm: async (code) => {
      const answer = await login(channel, contact.value, code);
      onDone();
      followSso(answer);
    },
    onError: (error, mapped) => trackAuthFailure('login', mapped.text, error),
  });

  return (
    <form className="form" onSubmit={step.submit} noValidate>
      <ContactField contact={contact} error={step.form.errors[channel]} />
      <CodeFields
        step={step}
        error={step.form.errors.code}
        submitLabel={t('account.login')}
        block
      />
    </form>
  );
}
