// /reset-password/{token}: the reset link's page. With a phone query the phone
// token is checked first and a failure goes to /error (SPEC.md section 5);
// an e-mail link's token is checked, then a new password is set.
import { unwrap } from '@casino/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { useApi } from '../../../shared/api.tsx';
import { type FieldErrors, FormError, useErrorMapper } from '../../../shared/forms.tsx';
import { notifySuccess } from '../../../shared/notify.tsx';
import { href } from '../../../shared/paths.ts';
import { Loading, PageFrame } from '../../../shared/ui.tsx';
import {
  NewPasswordFields,
  PasswordChangedNotice,
  useNewPassword,
} from '../forms/new-password.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.account];

/** /reset-password/{token}. */
export default function Page() {
  const { t, locale } = useI18n();
  const { client } = useApi();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [query] = useSearchParams();
  const phone = query.get('phone')?.replace(/\D/g, '') ?? '';
  const mapError = useErrorMapper();
  const [state, setState] = useState<'checking' | 'form' | 'invalid' | 'done'>('checking');
  const pair = useNewPassword();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  useEffect(() => {
    let current = true;
    const checkToken = phone
      ? unwrap(client.POST('/api/v2/auth/password/phone/token/check', { body: { phone, token } }))
      : unwrap(client.POST('/api/v2/auth/password/email/token/check', { body: { token } }));
    checkToken.then(
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
  }, [client, phone, token, navigate, locale]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = pair.check();
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    try {
      const body = { token, password: pair.password, password_confirmation: pair.confirm };
      if (phone)
        await unwrap(
          client.POST('/api/v2/auth/password/phone/reset', { body: { phone, ...body } }),
        );
      else await unwrap(client.POST('/api/v2/auth/password/email/reset/token', { body }));
      setState('done');
      notifySuccess(t('password.changed'));
    } catch (error) {
      const mapped = mapError(error, {
        fields: ['password', 'confirm'],
        fieldFor: (f) => (f === 'password_confirmation' ? 'confirm' : f),
      });
      setErrors(mapped.fields);
      setFormError(mapped.form);
    }
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
          <NewPasswordFields value={pair} errors={errors} />
          <FormError message={formError} />
          <button className="button button--primary" type="submit">
            {t('password.save')}
          </button>
        </form>
      ) : null}
      {state === 'done' ? <PasswordChangedNotice /> : null}
    </PageFrame>
  );
}
