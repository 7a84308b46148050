// Log in with a phone or an e-mail and a password.
import { unwrap } from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useApi } from '../../../shared/api.tsx';
import { Field, type FieldErrors, FormError, useErrorMapper } from '../../../shared/forms.tsx';
import {
  PhoneField,
  type PhoneValue,
  phoneComplete,
  phoneDigits,
} from '../../../shared/phone-field.tsx';
import { followSso, trackAuthFailure } from '../auth-actions.ts';
import { useSession } from '../session.tsx';
import { EMAIL, PASSWORD_MIN } from '../validate.ts';

/** The password login form; `onDone` runs once the player is logged in. */
export function PasswordLogin({
  channel,
  onDone,
}: {
  channel: 'phone' | 'email';
  onDone: () => void;
}) {
  const { t } = useI18n();
  const { client } = useApi();
  const { signIn } = useSession();
  const mapError = useErrorMapper();
  const [phone, setPhone] = useState<PhoneValue>({ country: 'ru', masked: '+7' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (channel === 'phone' && !phoneComplete(phone)) found.phone = t('form.phone');
    if (channel === 'email' && !EMAIL.test(email.trim())) found.email = t('form.email');
    if (password.length < PASSWORD_MIN) found.password = t('form.password', { min: PASSWORD_MIN });
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer =
        channel === 'phone'
          ? await unwrap(
              client.POST('/api/v2/auth/login/phone/password', {
                body: { phone: phoneDigits(phone), password },
              }),
            )
          : await unwrap(
              client.POST('/api/v2/auth/login/email/password', {
                body: { email: email.trim(), password },
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
      {channel === 'phone' ? (
        <PhoneField
          label={t('form.phoneLabel')}
          value={phone}
          onChange={setPhone}
          error={errors.phone}
        />
      ) : (
        <Field
          label={t('form.emailLabel')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
      )}
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
