// Confirm the profile's own phone or e-mail with a one-time code: "Get a
// code", then the code field with "Confirm" and "Send again". The contact is
// the profile's (not typed here). A wrong code shows the server's message
// under the field and keeps it; a verified contact reloads the profile.
import { useI18n } from '../../../i18n/i18n.tsx';
import { FormError } from '../../../shared/ui/forms.tsx';
import { notifySuccess } from '../../../shared/ui/notify.tsx';
import { useSendConfirmationCode, useVerifyContact } from '../api/verify-contact.ts';
import { CodeFields, useCodeStep } from './code-fields.tsx';
import type { Channel } from './contact.tsx';

/** The confirmation form for `contact` (digits of a phone, or an e-mail). */
export function ContactConfirm({ channel, contact }: { channel: Channel; contact: string }) {
  const { t } = useI18n();
  const send = useSendConfirmationCode();
  const verify = useVerifyContact();
  const step = useCodeStep({
    channel,
    send: (again) => send(channel, contact, again),
    confirm: async (code) => {
      await verify(channel, contact, code);
      notifySuccess(t(channel === 'phone' ? 'confirm.phoneDone' : 'confirm.emailDone'));
    },
  });
  const { errors } = step.form;

  return (
    <form className="form" onSubmit={step.submit} noValidate>
      {step.sent ? null : <FormError message={errors[channel]} />}
      <CodeFields
        step={step}
        error={errors.code ?? errors[channel]}
        submitLabel={t('confirm.submit')}
      />
    </form>
  );
}
