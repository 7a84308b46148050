// The code step every one-time-code form shares (code login, confirming a
// phone or e-mail): the code field once a code was sent, the form's error,
// the submit button ("Get a code" until then) and "Send the code again".
import { useI18n } from '../../../i18n/i18n.tsx';
import { Field, FormError } from '../../../shared/forms.tsx';

/** The code field and buttons; `submitLabel` is the button's text once a code was sent. */
export function CodeFields({
  sent,
  code,
  onCode,
  error,
  formError,
  busy,
  submitLabel,
  onResend,
  block = false,
}: {
  sent: boolean;
  code: string;
  onCode: (code: string) => void;
  error?: string;
  formError?: string;
  busy: boolean;
  submitLabel: string;
  onResend: () => void;
  /** Full-width buttons (in a modal). */
  block?: boolean;
}) {
  const { t } = useI18n();
  const wide = block ? ' button--block' : '';
  return (
    <>
      {sent ? (
        <Field
          label={t('form.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => onCode(e.currentTarget.value)}
          error={error}
        />
      ) : null}
      <FormError message={formError} />
      <button className={`button button--primary${wide}`} type="submit" disabled={busy}>
        {sent ? submitLabel : t('login.getCode')}
      </button>
      {sent ? (
        <button
          className={`button button--ghost${wide}`}
          type="button"
          disabled={busy}
          onClick={onResend}
        >
          {t('login.resend')}
        </button>
      ) : null}
    </>
  );
}
