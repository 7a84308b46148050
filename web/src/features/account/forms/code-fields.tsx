// The code step every one-time-code form shares (code login, confirming a
// phone or e-mail): its state (useCodeStep: "Get a code" sends it and tells
// the player, then the submit checks the code's shape and confirms it) and its
// view (CodeFields: the code field once a code was sent, the form's error, the
// submit button and "Send the code again").
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Field, FormError, type MappedError, useSubmit } from '../../../shared/ui/forms.tsx';
import { notifySuccess } from '../../../shared/ui/notify.tsx';
import { CODE } from '../validate.ts';
import type { Channel } from './contact.tsx';

/** The state of a code step sending to `channel`. */
export function useCodeStep({
  channel,
  check,
  send,
  confirm,
  onError,
}: {
  channel: Channel;
  /** A problem with the contact, shown under its field instead of sending. */
  check?: () => string | undefined;
  /** Sends the code; `again` uses the resend call. */
  send: (again: boolean) => Promise<void>;
  /** Confirms a code of the right shape. */
  confirm: (code: string) => Promise<void>;
  onError?: (error: unknown, mapped: MappedError) => void;
}) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const form = useSubmit({ fields: ['phone', 'email', 'code'] });

  async function sendCode(again: boolean) {
    if (check) {
      const problem = check();
      form.setErrors(problem ? { [channel]: problem } : {});
      if (problem) return;
    }
    await form.run(async () => {
      await send(again);
      setSent(true);
      notifySuccess(t(channel === 'phone' ? 'login.codeSentPhone' : 'login.codeSentEmail'));
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sent) return sendCode(false);
    if (!CODE.test(code.trim())) {
      form.setErrors({ code: t('form.code') });
      return;
    }
    await form.run(() => confirm(code.trim()), onError);
  }

  return { code, setCode, sent, form, sendCode, submit };
}

/** The code field and buttons of `step`; `submitLabel` is the button's text once a code was sent. */
export function CodeFields({
  step,
  error,
  submitLabel,
  block = false,
}: {
  step: ReturnType<typeof useCodeStep>;
  error?: string;
  submitLabel: string;
  /** Full-width buttons (in a modal). */
  block?: boolean;
}) {
  const { t } = useI18n();
  const { sent, code, setCode, form, sendCode } = step;
  const wide = block ? ' button--block' : '';
  return (
    <>
      {sent ? (
        <Field
          label={t('form.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
        />
      ) : null}
      <FormError message={form.formError} />
      <button className={`button button--primary${wide}`} type="submit" disabled={form.busy}>
        {sent ? submitLabel : t('login.getCode')}
      </button>
      {sent ? (
        <button
          className={`button button--ghost${wide}`}
          type="button"
          disabled={form.busy}
          onClick={() => sendCode(true)}
        >
          {t('login.resend')}
        </button>
      ) : null}
    </>
  );
}
