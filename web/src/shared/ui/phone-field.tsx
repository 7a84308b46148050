// A phone input with the SDK's masks (ru and kz +7 (###) ### ## ##, by
// +375 (##) ### ## ##). What people paste or autofill (+7…, 7…, 8…; +375…,
// 375…, 80…) is read by the SDK's phoneInput, so a whole number lands whole.
import {
  isPhoneComplete,
  maskPhone,
  PHONE_MASKS,
  type PhoneCountry,
  phoneInput,
  unmaskPhone,
} from '@casino/sdk';
import { useId } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import './forms.css';

/** A phone as the form keeps it. */
export interface PhoneValue {
  country: PhoneCountry;
  masked: string;
}

/** The number to send (country code and digits), e.g. 79161234567. */
export const phoneDigits = (value: PhoneValue) => unmaskPhone(value.country, value.masked);
/** True when every digit of the mask is there. */
export const phoneComplete = (value: PhoneValue) => isPhoneComplete(value.country, value.masked);

/** Country select and masked number. */
export function PhoneField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="field field--phone">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="phone">
        <select
          className="input phone__country"
          aria-label={t('form.country')}
          value={value.country}
          onChange={(e) => {
            const country = e.currentTarget.value as PhoneCountry;
            onChange({ country, masked: maskPhone(country, '') });
          }}
        >
          {(Object.keys(PHONE_MASKS) as PhoneCountry[]).map((c) => (
            <option key={c} value={c}>
              {t(`form.countries.${c}`)}
            </option>
          ))}
        </select>
        <input
          id={id}
          className={error ? 'input input--invalid' : 'input'}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_MASKS[value.country].replaceAll('#', '_')}
          value={value.masked}
          aria-invalid={error ? true : undefined}
          onChange={(e) =>
            onChange({
              country: value.country,
              masked: phoneInput(value.country, value.masked, e.currentTarget.value),
            })
          }
        />
      </div>
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
