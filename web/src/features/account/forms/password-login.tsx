// Log in with a phone or an e-mail and a password.
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Field, FormError, useSubmit } from '../../../shared/ui/forms.tsx';
import { usePasswordLogin } from '../api/login.ts';
import { followSso, trackAuthFailure } from '../auth-actions.ts';
import { PASSWORD_MIN } from '../validate.ts';
import { type Channel, ContactField, useContact } from './contact.tsx';

/** The password login form; `onDone` runs once the player is logged in. */
export function PasswordLogin({ channel, onDone }: { channel: Channel; onDone: () => void }) {
  const { t } = useI18n();
  const login = usePasswordLogin();
  const contact = useContact(channel);
  const [password, setPassword] = useState('');
  // A wrong login or password is said for the form, not under the contact
  // field (where the API files it): either of the two may be wrong.
  const form = useSubmit({
    fields: ['phone', 'email', 'password'],
    formMessages: ['auth.failed'],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clean = form.check({
      [channel]: contact.problem(),
      password:
        password.length < PASSWORD_MIN ? t('form.password', { min: PASSWORD_MIN }) : undefined,
    });
    if (!clean) return;
    await form.run(
      async () => {
        const answer = await login(channel, contact.value, password);
        onDone();
        followSso(answer);
      },
      (error, mapped) => trackAuthFailure('login', mapped.text, error),
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ContactField contact={contact} error={form.errors[channel]} />
      <Field
        label={t('form.passwordLabel')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={form.errors.password}
      />
      <FormError message={form.formError} />
      <button className="button button--primary button--block" type="submit" disabled={form.busy}>
        {t('account.login')}
      </button>
    </form>
  );
}
