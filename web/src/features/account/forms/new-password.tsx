// A new password and its confirmation: their state, the check before sending,
// the two fields, and the notice once the password is changed.
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Field, type FieldErrors } from '../../../shared/ui/forms.tsx';
import { useModals } from '../../../shared/ui/modals.tsx';
import { PASSWORD_MIN } from '../validate.ts';

/** The pair's state and its translated problems. */
export function useNewPassword() {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    /** Problems with the pair; empty when it can be sent. */
    check(): FieldErrors {
      const errors: FieldErrors = {};
      if (password.length < PASSWORD_MIN)
        errors.password = t('form.password', { min: PASSWORD_MIN });
      if (confirm !== password) errors.confirm = t('form.passwordMatch');
      return errors;
    },
    reset() {
      setPassword('');
      setConfirm('');
    },
  };
}

/** The two fields. */
export function NewPasswordFields({
  value,
  errors,
}: {
  value: ReturnType<typeof useNewPassword>;
  errors: FieldErrors;
}) {
  const { t } = useI18n();
  return (
    <>
      <Field
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        value={value.password}
        onChange={(e) => value.setPassword(e.currentTarget.value)}
        error={errors.password}
      />
      <Field
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        value={value.confirm}
        onChange={(e) => value.setConfirm(e.currentTarget.value)}
        error={errors.confirm}
      />
    </>
  );
}

/** "Password changed" with a way to log in (after a recovery). */
export function PasswordChangedNotice() {
  const { t } = useI18n();
  const { open } = useModals();
  return (
    <div className="notice">
      <p>{t('password.changed')}</p>
      <button type="button" className="button button--primary" onClick={() => open('login')}>
        {t('account.login')}
      </button>
    </div>
  );
}
