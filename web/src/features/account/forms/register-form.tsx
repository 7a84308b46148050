// Registration by e-mail or phone (SPEC.md sections 5 to 8): the form fields
// plus fpp (fingerprint), promo, stag, partner and adplace from their cookies;
// captcha messages are not shown; VIP join when asked for (the requestVIP
// option) or when registering on /vip-club.
import {
  COOKIES,
  CURRENCIES,
  type CurrencyCode,
  configuredCookie,
  DEFAULT_CURRENCY,
  unwrap,
} from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { splitLocale } from '../../../i18n/paths.ts';
import { useApi } from '../../../shared/api.tsx';
import { useConfig } from '../../../shared/config-context.ts';
import { readCookie } from '../../../shared/cookies.ts';
import { resolveFingerprint } from '../../../shared/fingerprint.ts';
import {
  Checkbox,
  Field,
  type FieldErrors,
  FormError,
  isCaptchaMessage,
  useErrorMapper,
} from '../../../shared/forms.tsx';
import { ROUTES } from '../../../shared/paths.ts';
import { trackAuthFailure } from '../auth-actions.ts';
import { useSession } from '../session.tsx';
import { PASSWORD_MIN } from '../validate.ts';
import { type Channel, ContactField, useContact } from './contact.tsx';

/** The registration form. */
export function RegisterForm({
  channel,
  onDone,
  requestVip = false,
}: {
  channel: Channel;
  onDone: () => void;
  requestVip?: boolean;
}) {
  const { t } = useI18n();
  const { client } = useApi();
  const config = useConfig();
  const { signIn } = useSession();
  const mapError = useErrorMapper();
  const onVipPage = splitLocale(useLocation().pathname).path === ROUTES.vipClub.path;
  const contact = useContact(channel);
  const [password, setPassword] = useState('');
  const [currency, setCurrency] = useState<CurrencyCode>(DEFAULT_CURRENCY);
  const [promo, setPromo] = useState(() => readCookie(COOKIES.promo) ?? '');
  const [vip, setVip] = useState(requestVip || onVipPage);
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    const problem = contact.problem();
    if (problem) found[channel] = problem;
    if (password.length < PASSWORD_MIN) found.password = t('form.password', { min: PASSWORD_MIN });
    if (!agree) found.agree = t('form.agree');
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const tracking = {
      fpp: await resolveFingerprint(),
      promo: promo.trim() || null,
      stag: readCookie(COOKIES.stag) ?? null,
      partner: readCookie(configuredCookie(config.partnerCookie)) ?? null,
      adplace: readCookie(configuredCookie(config.adplaceCookie)) ?? null,
    };
    try {
      const { token } =
        channel === 'email'
          ? await unwrap(
              client.POST('/api/v2/auth/register/email', {
                body: { ...tracking, email: contact.value, password, currency },
              }),
            )
          : await unwrap(
              client.POST('/api/v2/auth/register/phone', {
                body: { ...tracking, phone: contact.value, password, currency },
              }),
            );
      await signIn(token, 'registration');
      if (vip) {
        unwrap(
          client.POST('/api/v2/vip/join', {
            body: { request_type: onVipPage ? 'vip_page' : 'register_modal' },
          }),
        ).catch((e: unknown) => console.error('VIP join failed', e));
      }
      onDone();
    } catch (error) {
      const mapped = mapError(error, {
        fields: ['email', 'phone', 'password', 'promo', 'currency'],
        ignore: isCaptchaMessage,
      });
      setErrors(mapped.fields);
      setFormError(mapped.form);
      trackAuthFailure('registration', mapped.text, error);
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
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={errors.password}
      />
      <label className="field">
        <span className="field__label">{t('form.currencyLabel')}</span>
        <select
          className="input"
          value={currency}
          onChange={(e) => setCurrency(e.currentTarget.value as CurrencyCode)}
        >
          {Object.values(CURRENCIES).map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} ({c.symbol})
            </option>
          ))}
        </select>
      </label>
      <Field
        label={t('form.promoLabel')}
        value={promo}
        onChange={(e) => setPromo(e.currentTarget.value)}
        error={errors.promo}
      />
      <Checkbox
        label={t('register.requestVip')}
        checked={vip}
        onChange={(e) => setVip(e.currentTarget.checked)}
      />
      <Checkbox
        label={t('register.agree')}
        checked={agree}
        onChange={(e) => setAgree(e.currentTarget.checked)}
      />
      {errors.agree ? (
        <span className="field__error" role="alert">
          {errors.agree}
        </span>
      ) : null}
      <FormError message={formError} />
      <button className="button button--primary button--block" type="submit" disabled={busy}>
        {t('account.signup')}
      </button>
    </form>
  );
}
