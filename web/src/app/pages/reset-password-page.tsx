// /reset-password/{token}: the reset link's page. With a phone query the phone
// token is checked first and a failure goes to /error (SPEC.md section 5);
// an e-mail link's token is checked, then a new password is set.
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCheckResetToken, useResetPassword } from '../../features/account/api/password.ts';
import {
  NewPasswordFields,
  PasswordChangedNotice,
  useNewPassword,
} from '../../features/account/forms/new-password.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { href } from '../../shared/lib/paths.ts';
import { FormError, useSubmit } from '../../shared/ui/forms.tsx';
import { notifySuccess } from '../../shared/ui/notify.tsx';
import { Loading, PageFrame } from '../../shared/ui/ui.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.player];

/** /reset-password/{token}. */
export default function Page() {
  const { t, locale } = useI18n();
  const checkResetToken = useCheckResetToken();
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [query] = useSearchParams();
  const phone = query.get('phone')?.replace(/\D/g, '') ?? '';
  const [state, setState] = useState<'checking' | 'form' | 'invalid' | 'done'>('checking');
  const pair = useNewPassword();
  const form = useSubmit({
    fields: ['password', 'confirm'],
    fieldFor: (f) => (f === 'password_confirmation' ? 'confirm' : f),
  });

  useEffect(() => {
    let current = true;
    checkResetToken(phone || null, token).then(
      () => current && setState('form'),
      (error: unknown) => {
        if (!current) return;
        console.error('reset token check failed', error);
        if (phone) navigate(href('error', locale), { replace: true });
        else setState('invalid');
      },
    );
    return () => {
      current = false;
    };
  }, [checkResetToken, phone, token, navigate, locale]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check(pair.check())) return;
    await form.run(async () => {
      await resetPassword(phone || null, {
        token,
        password: pair.password,
        password_confirmation: pair.confirm,
      });
      setState('done');
      notifySuccess(t('password.changed'));
    });
  }

  return (
    <PageFrame title={t('password.newTitle')} lead={t('password.newLead')}>
      {state === 'checking' ? <Loading /> : null}
      {state === 'invalid' ? (
        <div className="notice">
          <p>{t('password.linkExpired')}</p>
          <Link className="button button--ghost" to={href('passwordReset', locale)}>
            {t('password.again')}
          </Link>
        </div>
      ) : null}
      {state === 'form' ? (
        <form className="form form--page" onSubmit={submit} noValidate>
          <NewPasswordFields value={pair} errors={form.errors} />
          <FormError message={form.formError} />
          <button className="button button--primary" type="submit" disabled={form.busy}>
            {t('password.save')}
          </button>
        </form>
      ) : null}
      {state === 'done' ? <PasswordChangedNotice /> : null}
    </PageFrame>
  );
}
