// A new password and its confirmation, checked before sending.
import { useI18n } from '../../../i18n/i18n.tsx';
import { Field, type FieldErrors } from '../../../shared/forms.tsx';
import { PASSWORD_MIN } from '../validate.ts';

/** The two fields. */
export function NewPasswordFields({
  password,
  confirm,
  setPassword,
  setConfirm,
  errors,
}: {
  password: string;
  confirm: string;
  setPassword: (v: string) => void;
  setConfirm: (v: string) => void;
  errors: FieldErrors;
}) {
  const { t } = useI18n();
  return (
    <>
      <Field
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={errors.password}
      />
      <Field
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.currentTarget.value)}
        error={errors.confirm}
      />
    </>
  );
}

/** Problems with a new password pair (translated). */
export function useNewPasswordCheck(): (password: string, confirm: string) => FieldErrors {
  const { t } = useI18n();
  return (password, confirm) => {
    const errors: FieldErrors = {};
    if (password.length < PASSWORD_MIN) errors.password = t('form.password', { min: PASSWORD_MIN });
    if (confirm !== password) errors.confirm = t('form.passwordMatch');
    return errors;
  };
}
