// Log in with a phone or an e-mail and a password.
import { unwrap } from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useApi } from '../../../shared/api.tsx';
import { Field, type FieldErrors, FormError, useErrorMapper } from '../../../shared/forms.tsx';
import { followSso, trackAuthFailure } from '../auth-actions.ts';
import { useSession } from '../session.tsx';
import { PASSWORD_MIN } from '../validate.ts';
import { type Channel, ContactField, useContact } from './contact.tsx';

/** The password login form; `onDone` runs once the player is logged in. */
export function PasswordLogin({ channel, onDone }: { channel: Channel; onDone: () => void }) {
  const { t } = useI18n();
  const { client } = useApi();
  const { signIn } = useSession();
  const mapError = useErrorMapper();
  const contact = useContact(channel);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = { [channel]: contact.problem() };
    if (password.length < PASSWORD_MIN) found.password = t('form.password', { min: PASSWORD_MIN });
    setErrors(found);
    setFormError(undefined);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const answer =
        channel === 'phone'
          ? await unwrap(
              client.POST('/api/v2/auth/login/phone/password', {
                body: { phone: contact.value, password },
              }),
            )
          : await unwrap(
              client.POST('/api/v2/auth/login/email/password', {
                body: { email: contact.value, password },
              }),
            );
      await signIn(answer.token);
      onDone();
      followSso(answer);
    } catch (error) {
      const mapped = mapError(error, { fields: ['phone', 'email', 'password'] });
      setErrors(mapped.fields);
      setFormError(mapped.form);
      trackAuthFailure('login', mapped.text, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ContactField contact={contact} error={errors[channel]} />
      <Field
        label={t('form.passwordLabel')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={errors.password}
      />
      <FormError message={formError} />
      <button className="button button--primary button--block" type="submit" disabled={busy}>
        {t('account.login')}
      </button>
    </form>
  );
}
