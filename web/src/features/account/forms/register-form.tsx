// Registration by e-mail or phone (SPEC.md sections 5 to 8): the form fields
// plus fpp (fingerprint), promo, stag, partner and adplace from their cookies;
// captcha messages are not shown; VIP join when asked for (the requestVIP
// option) or when registering on /vip-club. The visitor confirms the minimum
// age of their region (the SDK's policy table: 21 in Kazakhstan, 18
// elsewhere; the highest where the region is not known).
import {
  COOKIES,
  CURRENCIES,
  type CurrencyCode,
  configuredCookie,
  DEFAULT_CURRENCY,
  minimumAge,
  REGIONS,
  type Region,
} from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { splitLocale } from '../../../i18n/paths.ts';
import { Slotted } from '../../../i18n/slotted.tsx';
import { useApi } from '../../../shared/lib/api.tsx';
import { useConfig } from '../../../shared/lib/config-context.ts';
import { readCookie } from '../../../shared/lib/cookies.ts';
import { resolveFingerprint } from '../../../shared/lib/fingerprint.ts';
import { href, ROUTES } from '../../../shared/lib/paths.ts';
import {
  Checkbox,
  Field,
  FormError,
  isCaptchaMessage,
  useSubmit,
} from '../../../shared/ui/forms.tsx';
import { useRegister } from '../api/register.ts';
import { trackAuthFailure } from '../auth-actions.ts';
import { PASSWORD_MIN } from '../validate.ts';
import { type Channel, ContactField, useContact } from './contact.tsx';
import { currencyLabel } from './currency-names.ts';

/** The currency a visitor of each region starts registration with. */
const REGION_CURRENCIES: Readonly<Record<Region, CurrencyCode>> = {
  RU: 'RUB',
  KZ: 'KZT',
  AZ: 'AZN',
  TR: 'TRY',
};

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
  const { t, locale } = useI18n();
  const config = useConfig();
  // The age the visitor confirms: their region's (21 in Kazakhstan).
  const apiRegion = useApi().region();
  const region = REGIONS.find((known) => known === apiRegion);
  const age = minimumAge(region);
  const register = useRegister();
  const onVipPage = splitLocale(useLocation().pathname).path === ROUTES.vipClub.path;
  const contact = useContact(channel);
  const [password, setPassword] = useState('');
  // The visitor's country's currency to start with (a choice of ours: SPEC.md
  // only makes RUB the profile's default); they may pick another.
  const [currency, setCurrency] = useState<CurrencyCode>(() =>
    region ? REGION_CURRENCIES[region] : DEFAULT_CURRENCY,
  );
  const [promo, setPromo] = useState(() => readCookie(COOKIES.promo) ?? '');
  const [vip, setVip] = useState(requestVip || onVipPage);
  const [agree, setAgree] = useState(false);
  const form = useSubmit({
    fields: ['email', 'phone', 'password', 'promo', 'currency'],
    ignore: isCaptchaMessage,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clean = form.check({
      [channel]: contact.problem(),
      password:
        password.length < PASSWORD_MIN ? t('form.password', { min: PASSWORD_MIN }) : undefined,
      agree: agree ? undefined : t('form.agree', { age }),
    });
    if (!clean) return;
    await form.run(
      async () => {
        const tracking = {
          fpp: await resolveFingerprint(),
          promo: promo.trim() || null,
          stag: readCookie(COOKIES.stag) ?? null,
          partner: readCookie(configuredCookie(config.partnerCookie)) ?? null,
          adplace: readCookie(configuredCookie(config.adplaceCookie)) ?? null,
        };
        await register(
          channel === 'email'
            ? { ...tracking, email: contact.value, password, currency }
            : { ...tracking, phone: contact.value, password, currency },
          vip ? (onVipPage ? 'vip_page' : 'register_modal') : null,
        );
        onDone();
      },
      (error, mapped) => trackAuthFailure('registration', mapped.text, error),
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ContactField contact={contact} error={form.errors[channel]} />
      <Field
        label={t('form.passwordLabel')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={form.errors.password}
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
              {currencyLabel(c.code, c.symbol, locale)}
            </option>
          ))}
        </select>
      </label>
      <Field
        label={t('form.promoLabel')}
        value={promo}
        onChange={(e) => setPromo(e.currentTarget.value)}
        error={form.errors.promo}
      />
      <Checkbox
        label={t('register.requestVip')}
        checked={vip}
        onChange={(e) => setVip(e.currentTarget.checked)}
      />
      <Checkbox
        label={
          // The agreement opens in a tab of its own: the form keeps what was typed.
          <Slotted text={(agreement) => t('register.agree', { age, agreement })}>
            <a
              href={href(locale === 'ru' ? 'policyRuAgreement' : 'policyEnAgreement', locale)}
              target="_blank"
              rel="noopener"
            >
              {t('register.agreement')}
            </a>
          </Slotted>
        }
        checked={agree}
        onChange={(e) => setAgree(e.currentTarget.checked)}
      />
      {form.errors.agree ? (
        <span className="field__error" role="alert">
          {form.errors.agree}
        </span>
      ) : null}
      <FormError message={form.formError} />
      <button className="button button--primary button--block" type="submit" disabled={form.busy}>
        {t('account.signup')}
      </button>
    </form>
  );
}
