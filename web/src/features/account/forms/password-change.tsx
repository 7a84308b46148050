// Password change (old_password, password, password_confirm; a 422 shows the
// messages of old_password, new_password and password_confirm) and password
// set (password, confirm_password; a 422 shows the first password message or
// the confirm message). SPEC.md section 5.
import { ApiError } from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Field, FormError, useServerMessage, useSubmit } from '../../../shared/ui/forms.tsx';
import { notifySuccess } from '../../../shared/ui/notify.tsx';
import { useChangePassword, useSetPassword } from '../api/password.ts';
import { NewPasswordFields, useNewPassword } from './new-password.tsx';

/** Change the password (the player has one). */
export function PasswordChangeForm() {
  const { t } = useI18n();
  const changePassword = useChangePassword();
  const [old, setOld] = useState('');
  const pair = useNewPassword();
  const form = useSubmit({
    fields: ['old', 'password', 'confirm'],
    fieldFor: (f) =>
      ({
        old_password: 'old',
        new_password: 'password',
        password: 'password',
        password_confirm: 'confirm',
      })[f],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check({ ...pair.check(), ...(old ? {} : { old: t('form.required') }) })) return;
    await form.run(async () => {
      await changePassword({
        old_password: old,
        password: pair.password,
        password_confirm: pair.confirm,
      });
      notifySuccess(t('password.changed'));
      setOld('');
      pair.reset();
    });
  }

  return (
    <form className="form form--page" onSubmit={submit} noValidate>
      <Field
        label={t('password.old')}
        type="password"
        autoComplete="current-password"
        value={old}
        onChange={(e) => setOld(e.currentTarget.value)}
        error={form.errors.old}
      />
      <NewPasswordFields value={pair} errors={form.errors} />
      <FormError message={form.formError} />
      <button className="button button--primary" type="submit" disabled={form.busy}>
        {t('password.change')}
      </button>
    </form>
  );
}

/** Set a first password (the player registered without one). */
export function PasswordSetForm() {
  const { t } = useI18n();
  const translate = useServerMessage();
  const setPassword = useSetPassword();
  const pair = useNewPassword();
  const form = useSubmit({
    fields: [],
    // A 422 shows one message: the first about the password, else the first about the confirmation.
    map: (error) => {
      if (!(error instanceof ApiError && error.status === 422)) return undefined;
      const first =
        error.lines.find((l) => l.field === 'password') ??
        error.lines.find((l) => l.field === 'confirm_password');
      return { fields: {}, form: first ? translate(first.message) : t('error.422'), text: '' };
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check(pair.check())) return;
    await form.run(async () => {
      await setPassword({ password: pair.password, confirm_password: pair.confirm });
      notifySuccess(t('password.set'));
    });
  }

  return (
    <form className="form form--page" onSubmit={submit} noValidate>
      <NewPasswordFields value={pair} errors={form.errors} />
      <FormError message={form.formError} />
      <button className="button button--primary" type="submit" disabled={form.busy}>
        {t('password.setButton')}
      </button>
    </form>
  );
}
