// Form building blocks: labelled fields with their error message, the mapping
// of a 422's errors object to fields (translated through error.*), and the one
// way a form submits (useSubmit).
import { ApiError, bodyMessage } from '@casino/sdk';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { translateServerMessage, useI18n } from '../../i18n/i18n.tsx';
import './forms.css';

/** Messages by field name. */
export type FieldErrors = Record<string, string | undefined>;

/** What an input of a field gets from its frame: its id and, with an error, the error's. */
interface FieldIds {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A field's label, its input (`children`, given the ids) and its error or hint. */
function FieldFrame({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (ids: FieldIds) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
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

/** A labelled input with its error. */
export function Field({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(ids) => <input className={error ? 'input input--invalid' : 'input'} {...ids} {...input} />}
    </FieldFrame>
  );
}

/** A labelled multi-line input with its error (a list, a pasted document). */
export function TextAreaField({
  label,
  error,
  hint,
  ...input
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(ids) => (
        <textarea
          className={error ? 'input input--invalid input--text' : 'input input--text'}
          {...ids}
          {...input}
        />
      )}
    </FieldFrame>
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
  const { locale } = useI18n();
  return (message) => translateServerMessage(locale, message) ?? message;
}

/** Which of a failed call's messages go to which field of the form. */
export interface ErrorMapOptions {
  /** The form's field names. */
  fields: readonly string[];
  /** Maps the server's field names to the form's. */
  fieldFor?: (serverField: string) => string | undefined;
  /** Messages the form does not show. */
  ignore?: (message: string) => boolean;
  /**
   * Messages about the whole form whatever field the server files them under
   * (a wrong login or password is not the login's fault alone).
   */
  formMessages?: readonly string[];
}

/** A failed call as the form shows it, plus `text` for analytics. */
export interface MappedError {
  fields: FieldErrors;
  form?: string;
  text: string;
}

/**
 * Splits an error into field messages (by `fieldFor`, which maps the server's
 * field names to the form's) and one message for the rest.
 */
function useErrorMapper() {
  const { t, locale } = useI18n();
  const translate = useServerMessage();
  return (error: unknown, options: ErrorMapOptions): MappedError => {
    if (!(error instanceof ApiError))
      return { fields: {}, form: t('error.unexpected'), text: 'error 500' };
    const lines = error.lines.filter((line) => !options.ignore?.(line.message));
    // Keyed by the server's field names: no prototype, so any name is a plain key.
    const fields: FieldErrors = Object.create(null);
    const rest: string[] = [];
    for (const line of lines) {
      const field = options.formMessages?.includes(line.message)
        ? ''
        : (options.fieldFor?.(line.field) ?? line.field);
      if (options.fields.includes(field) && !fields[field]) fields[field] = translate(line.message);
      else if (!options.fields.includes(field)) rest.push(translate(line.message));
    }
    let form = rest.length > 0 ? rest.join('\n') : undefined;
    if (lines.length === 0) {
      const message = bodyMessage(error.body);
      form =
        error.kind === 'network'
          ? t('error.network')
          : error.status >= 500
            ? t('error.server')
            : message && error.status !== 422
              ? translate(message)
              : (translateServerMessage(locale, error.status) ?? t('error.unexpected'));
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

/**
 * The one way a form submits. `check()` shows the client-side problems (and
 * clears the form error); `run()` calls the mutation with the form busy and,
 * when it fails, shows its translated field and form errors, then calls
 * `onError` (analytics). The typed values stay: they are the form's own state.
 * `map` replaces the default mapping of an error when it returns a result.
 */
export function useSubmit(
  options: ErrorMapOptions & { map?: (error: unknown) => MappedError | undefined },
) {
  const mapError = useErrorMapper();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  return {
    busy,
    errors,
    formError,
    setErrors,
    setFormError,
    /** Shows `found` and clears the form error; true when nothing was found. */
    check(found: FieldErrors): boolean {
      setErrors(found);
      setFormError(undefined);
      return !Object.values(found).some(Boolean);
    },
    /** Runs `action` while busy; a failure shows its errors, then `onError` runs. */
    async run(
      action: () => Promise<void>,
      onError?: (error: unknown, mapped: MappedError) => void,
    ): Promise<void> {
      setBusy(true);
      setFormError(undefined);
      try {
        await action();
      } catch (error) {
        const mapped = options.map?.(error) ?? mapError(error, options);
        setErrors(mapped.fields);
        setFormError(mapped.form);
        onError?.(error, mapped);
      } finally {
        setBusy(false);
      }
    },
  };
}
