// A break from play: a time-out (24 h, 7 d, 30 d) or a self-exclusion (the
// periods the player's region offers, responsiblePolicy), each started only
// after a dialog that says what it does and that it cannot be undone. While
// one runs, the section shows it with its end instead of the choices.
import {
  type Region,
  responsiblePolicy,
  restrictionEnd,
  type SelfExclusionPeriod,
  type TimeoutPeriod,
} from '@casino/sdk';
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Dialog } from '../../../shared/dialog.tsx';
import { FormError, useSubmit } from '../../../shared/forms.tsx';
import {
  activeRestriction,
  type ResponsibleLimits,
  type Restriction,
  useStartSelfExclusion,
  useStartTimeout,
} from '../../../shared/responsible.ts';
import { dateFormat } from '../dates.ts';

type Kind = Restriction['kind'];

/** The running break and its end. */
function RunningBreak({
  restriction,
  timeZone,
}: {
  restriction: Restriction;
  timeZone: string | null;
}) {
  const { t, locale } = useI18n();
  const until = restriction.until
    ? dateFormat(locale, timeZone).format(Date.parse(restriction.until))
    : null;
  return (
    <div className="notice notice--warning" role="status">
      <p>
        {until === null
          ? t('responsible.restriction.activePermanent')
          : restriction.kind === 'timeout'
            ? t('responsible.restriction.activeTimeout', { date: until })
            : t('responsible.restriction.activeSelfExclusion', { date: until })}
      </p>
      <p>{t('responsible.restriction.activeNote')}</p>
    </div>
  );
}

/** One kind of break: its periods as radio buttons, the start button and its confirmation. */
function BreakChoice<P extends TimeoutPeriod | SelfExclusionPeriod>({
  kind,
  periods,
  start,
  timeZone,
}: {
  kind: Kind;
  periods: readonly P[];
  start: (period: P) => Promise<unknown>;
  timeZone: string | null;
}) {
  const { t, locale } = useI18n();
  const name = useId();
  const errorId = `${name}-error`;
  const [period, setPeriod] = useState<P>(periods[0] as P);
  const [asking, setAsking] = useState(false);
  const form = useSubmit({ fields: ['period'] });
  const what = t(
    kind === 'timeout'
      ? 'responsible.restriction.timeout'
      : 'responsible.restriction.selfExclusion',
  );
  const end = restrictionEnd(period, Date.now());

  async function confirm() {
    await form.run(
      async () => {
        await start(period);
      },
      () => setAsking(false),
    );
  }

  return (
    <div className="break">
      <h3 className="break__title">{what}</h3>
      <p className="muted">
        {t(
          kind === 'timeout'
            ? 'responsible.restriction.timeoutLead'
            : 'responsible.restriction.selfExclusionLead',
        )}
      </p>
      <fieldset
        className="break__periods"
        aria-invalid={form.errors.period ? true : undefined}
        aria-describedby={form.errors.period ? errorId : undefined}
      >
        <legend className="visually-hidden">{t('responsible.restriction.period')}</legend>
        {periods.map((p) => (
          <label key={p} className="break__period">
            <input
              type="radio"
              name={name}
              value={p}
              checked={period === p}
              onChange={() => {
                setPeriod(p);
                form.check({});
              }}
            />
            <span>{t(`responsible.restriction.periods.${p}`)}</span>
          </label>
        ))}
      </fieldset>
      {form.errors.period ? (
        <p id={errorId} className="field__error" role="alert">
          {form.errors.period}
        </p>
      ) : null}
      <FormError message={form.formError} />
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        {t(kind === 'timeout' ? 'responsible.restriction.take' : 'responsible.restriction.exclude')}
      </button>
      {asking ? (
        <Dialog
          title={t('responsible.restriction.confirmTitle', {
            what: `${what} — ${t(`responsible.restriction.periods.${period}`)}`,
          })}
          onClose={() => setAsking(false)}
        >
          <p>
            {end === null
              ? t('responsible.restriction.confirmPermanent')
              : t('responsible.restriction.confirmUntil', {
                  date: dateFormat(locale, timeZone).format(end),
                })}
          </p>
          <p>{t('responsible.restriction.confirmOpen')}</p>
          <p>
            <strong>{t('responsible.restriction.confirmFinal')}</strong>
          </p>
          <div className="break__confirm">
            <button
              type="button"
              className="button button--primary"
              disabled={form.busy}
              onClick={() => void confirm()}
            >
              {t('responsible.restriction.confirm')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
              {t('responsible.restriction.cancel')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

/** The running break, or the time-out and self-exclusion choices for `region`. */
export function Breaks({
  limits,
  region,
  timeZone,
}: {
  limits: ResponsibleLimits;
  region: Region;
  timeZone: string | null;
}) {
  const startTimeout = useStartTimeout();
  const startSelfExclusion = useStartSelfExclusion();
  const running = activeRestriction(limits, Date.now());
  if (running) return <RunningBreak restriction={running} timeZone={timeZone} />;
  const policy = responsiblePolicy(region);
  return (
    <div className="breaks">
      <BreakChoice
        kind="timeout"
        periods={policy.timeoutPeriods.value}
        start={startTimeout}
        timeZone={timeZone}
      />
      <BreakChoice
        kind="self_exclusion"
        periods={policy.selfExclusionPeriods.value}
        start={startSelfExclusion}
        timeZone={timeZone}
      />
    </div>
  );
}
