// The phone or e-mail a form asks for: its state, its check and its field.
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useApi } from '../../../shared/lib/api.tsx';
import { Field } from '../../../shared/ui/forms.tsx';
import {
  PhoneField,
  type PhoneValue,
  phoneComplete,
  phoneDigits,
} from '../../../shared/ui/phone-field.tsx';
import { EMAIL } from '../validate.ts';

/** Phone or e-mail. */
export type Channel = 'phone' | 'email';

/** The contact's state, the value to send and its client-side problem. */
export function useContact(channel: Channel) {
  const { t } = useI18n();
  // A visitor from Kazakhstan starts with its country (the same +7, its name shown).
  const region = useApi().region();
  const [phone, setPhone] = useState<PhoneValue>(() => ({
    country: region === 'KZ' ? 'kz' : 'ru',
    masked: '+7',
  }));
  const [email, setEmail] = useState('');
  return {
    channel,
    phone,
    setPhone,
    email,
    setEmail,
    /** What the API gets: the phone's digits or the trimmed e-mail. */
    value: channel === 'phone' ? phoneDigits(phone) : email.trim(),
    /** A translated problem, or undefined when the contact is complete. */
    problem: (): string | undefined =>
      channel === 'phone'
        ? phoneComplete(phone)
          ? undefined
          : t('form.phone')
        : EMAIL.test(email.trim())
          ? undefined
          : t('form.email'),
  };
}

/** The phone field (with the SDK's masks) or the e-mail field. */
export function ContactField({
  contact,
  error,
  readOnly = false,
}: {
  contact: ReturnType<typeof useContact>;
  error?: string;
  readOnly?: boolean;
}) {
  const { t } = useI18n();
  if (contact.channel === 'phone') {
    return (
      <PhoneField
        label={t('form.phoneLabel')}
        value={contact.phone}
        onChange={readOnly ? () => undefined : contact.setPhone}
        error={error}
      />
    );
  }
  return (
    <Field
      label={t('form.emailLabel')}
      type="email"
      autoComplete="email"
      value={contact.email}
      readOnly={readOnly}
      onChange={(e) => contact.setEmail(e.currentTarget.value)}
      error={error}
    />
  );
}
