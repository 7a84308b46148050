// The limits the player sets: one form per money limit (deposit, loss,
// wager; a field per day, week and month showing the room left) and one for
// the session's length. A form sends only the fields that changed (PUT is
// partial); a decrease applies at once, a raise or removal waits 24 hours and
// shows in the pending list. Empty means no limit.
import { CURRENCIES } from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney } from '../../../shared/domain/money.ts';
import {
  type LimitsUpdate,
  type ResponsibleLimits,
  useSetLimits,
} from '../../../shared/domain/responsible.ts';
import { Field, FormError, useSubmit } from '../../../shared/ui/forms.tsx';
import { fieldText, type Read, readAmount, readMinutes, SESSION_MINUTES } from '../values.ts';

/** A money limit. */
type MoneyKind = 'deposit' | 'loss' | 'wager';
/** A money limit's periods, in order. */
const PERIODS = ['day', 'week', 'month'] as const;
type Period = (typeof PERIODS)[number];

/** The message that says how the form's save went: raised limits wait, the rest applies now. */
function savedMessage(before: ResponsibleLimits, after: ResponsibleLimits, kind: string) {
  const waits = after.pending.some(
    (p) =>
      p.limit === kind &&
      !before.pending.some(
        (q) => q.limit === p.limit && q.period === p.period && q.requested_at === p.requested_at,
      ),
  );
  return waits ? 'responsible.limits.savedPending' : 'responsible.limits.saved';
}

/** One money limit's form: day, week and month. */
export function MoneyLimitForm({ kind, limits }: { kind: MoneyKind; limits: ResponsibleLimits }) {
  const { t } = useI18n();
  const money = useMoney();
  const setLimits = useSetLimits();
  const current = limits[kind];
  const [texts, setTexts] = useState<Record<Period, string>>(() => ({
    day: fieldText(current.day),
    week: fieldText(current.week),
    month: fieldText(current.month),
  }));
  const [saved, setSaved] = useState<string>();
  const fields = PERIODS.map((period) => `${kind}.${period}`);
  const form = useSubmit({ fields });

  function hint(period: Period): string | undefined {
    const room = limits.remaining[kind][period];
    // No limit: the empty field's placeholder says so.
    if (current[period] === null || room === null) return undefined;
    return t(`responsible.left.${period}`, { amount: money(room, limits.currency) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(undefined);
    const read = Object.fromEntries(PERIODS.map((p) => [p, readAmount(texts[p])])) as Record<
      Period,
      Read
    >;
    const found = Object.fromEntries(
      PERIODS.map((p) => [
        `${kind}.${p}`,
        read[p] === undefined ? t('responsible.validation.amount') : undefined,
      ]),
    );
    if (!form.check(found)) return;
    const change: Partial<Record<Period, number | null>> = {};
    for (const p of PERIODS) if (read[p] !== current[p]) change[p] = read[p] as number | null;
    if (Object.keys(change).length === 0) return;
    await form.run(async () => {
      const answer = await setLimits({ [kind]: change } as LimitsUpdate);
      setTexts({
        day: fieldText(answer[kind].day),
        week: fieldText(answer[kind].week),
        month: fieldText(answer[kind].month),
      });
      setSaved(t(savedMessage(limits, answer, kind)));
    });
  }

  return (
    <form className="limit-form" noValidate onSubmit={submit}>
      <fieldset className="limit-form__set">
        <legend className="limit-form__title">{t(`responsible.kinds.${kind}`)}</legend>
        <p className="muted limit-form__hint">{t(`responsible.kindHints.${kind}`)}</p>
        <div className="limit-form__fields">
          {PERIODS.map((period) => (
            <Field
              key={period}
              label={`${t(`responsible.periods.${period}`)}, ${CURRENCIES[limits.currency].symbol}`}
              name={`${kind}.${period}`}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('responsible.noLimit')}
              value={texts[period]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTexts((was) => ({ ...was, [period]: value }));
              }}
              error={form.errors[`${kind}.${period}`]}
              hint={hint(period)}
            />
          ))}
        </div>
      </fieldset>
      <FormEnd formError={form.formError} busy={form.busy} saved={saved} />
    </form>
  );
}

/** A limit form's end: its form-wide error, the save button and what the save did. */
function FormEnd({
  formError,
  busy,
  saved,
}: {
  formError: string | undefined;
  busy: boolean;
  saved: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <>
      <FormError message={formError} />
      <div className="limit-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('responsible.limits.save')}
        </button>
        {saved ? (
          <p className="limit-form__saved" role="status">
            {saved}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** The longest session, minutes. */
export function SessionLimitForm({ limits }: { limits: ResponsibleLimits }) {
  const { t } = useI18n();
  const setLimits = useSetLimits();
  const [text, setText] = useState(() => fieldText(limits.session_minutes));
  const [saved, setSaved] = useState<string>();
  const form = useSubmit({ fields: ['session_minutes'] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(undefined);
    const value = readMinutes(text, SESSION_MINUTES.min, SESSION_MINUTES.max, true);
    const ok = form.check({
      session_minutes: value === undefined ? t('responsible.validation.session') : undefined,
    });
    if (!ok || value === undefined || value === limits.session_minutes) return;
    await form.run(async () => {
      const answer = await setLimits({ session_minutes: value });
      setText(fieldText(answer.session_minutes));
      setSaved(t(savedMessage(limits, answer, 'session_minutes')));
    });
  }

  return (
    <form className="limit-form" noValidate onSubmit={submit}>
      <fieldset className="limit-form__set">
        <legend className="limit-form__title">{t('responsible.kinds.session_minutes')}</legend>
        <div className="limit-form__fields">
          <Field
            label={t('responsible.limits.sessionLabel')}
            name="session_minutes"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('responsible.noLimit')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={form.errors.session_minutes}
            hint={t('responsible.limits.sessionHint')}
          />
        </div>
      </fieldset>
      <FormEnd formError={form.formError} busy={form.busy} saved={saved} />
    </form>
  );
}
