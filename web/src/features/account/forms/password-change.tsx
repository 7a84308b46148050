// Password change (old_password, password, password_confirm; a 422 shows the
// messages of old_password, new_password and password_confirm) and password
// set (password, confirm_password; a 422 shows the first password message or
// the confirm message). SPEC.md section 5.
import { ApiError, unwrap } from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useApi } from '../../../shared/api.tsx';
import {
  Field,
  type FieldErrors,
  FormError,
  useErrorMapper,
  useServerMessage,
} from '../../../shared/forms.tsx';
import { notifySuccess } from '../../../shared/notify.tsx';
import { NewPasswordFields, useNewPassword } from './new-password.tsx';

/** Change the password (the player has one). */
export function PasswordChangeForm() {
  const { t } = useI18n();
  const { client } = useApi();
  const mapError = useErrorMapper();
  const [old, setOld] = useState('');
  const pair = useNewPassword();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { ...pair.check(), ...(old ? {} : { old: t('form.required') }) };
    setErrors(found);
    setFormError(undefined);
    if (Object.values(found).some(Boolean)) return;
    try {
      await unwrap(
        client.POST('/password/update', {
          body: { old_password: old, password: pair.password, password_confirm: pair.confirm },
        }),
      );
      notifySuccess(t('password.changed'));
      setOld('');
      pair.reset();
    } catch (error) {
      const mapped = mapError(error, {
        fields: ['old', 'password', 'confirm'],
        fieldFor: (f) =>
          ({
            old_password: 'old',
            new_password: 'password',
            password: 'password',
            password_confirm: 'confirm',
          })[f],
      });
      setErrors(mapped.fields);
      setFormError(mapped.form);
    }
  }

  return (
    <form className="form form--page" onSubmit={submit} noValidate>
      <Field
        label={t('password.old')}
        type="password"
        autoComplete="current-password"
        value={old}
        onChange={(e) => setOld(e.currentTarget.value)}
        error={errors.old}
      />
      <NewPasswordFields value={pair} errors={errors} />
      <FormError message={formError} />
      <button className="button button--primary" type="submit">
        {t('password.change')}
      </button>
    </form>
  );
}

/** Set a first password (the player registered without one). */
export function PasswordSetForm() {
  const { t } = useI18n();
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const translate = useServerMessage();
  const mapError = useErrorMapper();
  const pair = useNewPassword();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = pair.check();
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    try {
      await unwrap(
        client.POST('/api/v2/auth/password/set', {
          body: { password: pair.password, confirm_password: pair.confirm },
        }),
      );
      notifySuccess(t('password.set'));
      await mutate(['/profile/user', null]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const first =
          error.lines.find((l) => l.field === 'password') ??
          error.lines.find((l) => l.field === 'confirm_password');
        setFormError(first ? translate(first.message) : t('error.422'));
        return;
      }
      setFormError(mapError(error, { fields: [] }).form);
    }
  }

  return (
    <form className="form form--page" onSubmit={submit} noValidate>
      <NewPasswordFields value={pair} errors={errors} />
      <FormError message={formError} />
      <button className="button button--primary" type="submit">
        {t('password.setButton')}
      </button>
    </form>
  );
}
