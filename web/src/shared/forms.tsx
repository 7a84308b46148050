// Form building blocks: labelled fields with their error message, and the
// mapping of a 422's errors object to fields (translated through error.*).
import { ApiError } from '@casino/sdk';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import './forms.css';

/** Messages by field name. */
export type FieldErrors = Record<string, string | undefined>;

/** A labelled input with its error. */
export function Field({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={error ? 'input input--invalid' : 'input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      ) : hint ? (
        <span className="field__hint">{hint}</span>
      ) : null}
    </div>
  );
}

/** A checkbox with its label. */
export function Checkbox({
  label,
  ...input
}: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="checkbox">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** A message for the whole form (errors that belong to no field). */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** True for messages about the captcha, which registration does not show (SPEC.md section 5). */
export const isCaptchaMessage = (message: string) => /captcha/i.test(message);

/** Translates a server message through error.* keys, or keeps it as sent. */
export function useServerMessage(): (message: string) => string {
  const { t, has } = useI18n();
  return (message) => (has(`error.${message}`) ? t(`error.${message}`) : message);
}

/**
 * Splits an error into field messages (by `fieldFor`, which maps the server's
 * field names to the form's) and one message for the rest.
 */
export function useErrorMapper() {
  const { t } = useI18n();
  const translate = useServerMessage();
  return (
    error: unknown,
    options: {
      fields: readonly string[];
      fieldFor?: (serverField: string) => string | undefined;
      ignore?: (message: string) => boolean;
    },
  ): { fields: FieldErrors; form?: string; text: string } => {
    if (!(error instanceof ApiError))
      return { fields: {}, form: t('error.unexpected'), text: 'error 500' };
    const lines = error.lines.filter((line) => !options.ignore?.(line.message));
    const fields: FieldErrors = {};
    const rest: string[] = [];
    for (const line of lines) {
      const field = options.fieldFor?.(line.field) ?? line.field;
      if (options.fields.includes(field) && !fields[field]) fields[field] = translate(line.message);
      else if (!options.fields.includes(field)) rest.push(translate(line.message));
    }
    let form = rest.length > 0 ? rest.join('\n') : undefined;
    if (lines.length === 0) {
      form =
        error.kind === 'network'
          ? t('error.network')
          : error.status >= 500
            ? t('error.server')
            : (error.body as { message?: string } | undefined)?.message && error.status !== 422
              ? translate((error.body as { message: string }).message)
              : t(`error.${error.status}`) !== `error.${error.status}`
                ? t(`error.${error.status}`)
                : t('error.unexpected');
    }
    const text =
      lines.length > 0
        ? lines.map((l) => l.message).join(', ')
        : error.status >= 500 || error.status === 0
          ? 'error 500'
          : error.message;
    return { fields, form, text };
  };
}
