// A break from play: a time-out (24 h, 7 d, 30 d) or a self-exclusion (the
// periods the player's region offers, responsiblePolicy), each started only
// after a dialog that says what it does and that it cannot be undone. While
// one runs, the section shows it with its end, and (unless it is permanent)
// the self-exclusion that would make it longer.
import {
  type Region,
  responsiblePolicy,
  restrictionEnd,
  type SelfExclusionPeriod,
  type TimeoutPeriod,
} from '@casino/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import {
  type ResponsibleLimits,
  useStartSelfExclusion,
  useStartTimeout,
} from '../../../shared/domain/responsible.ts';
import { activeRestriction, type Restriction } from '../../../shared/domain/restriction.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError, useSubmit } from '../../../shared/ui/forms.tsx';
import { dateFormat } from '../dates.ts';

type Kind = Restriction['kind'];

/**
 * The running break and its end. One the player has just started takes the
 * focus (the confirmation's button that had it is gone) and so comes into view.
 */
function RunningBreak({
  restriction,
  timeZone,
  started,
}: {
  restriction: Restriction;
  timeZone: string | null;
  started: boolean;
}) {
  const { t, locale } = useI18n();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (started) notice.current?.focus();
  }, [started]);
  const until = restriction.until
    ? dateFormat(locale, timeZone).format(Date.parse(restriction.until))
    : null;
  return (
    <div className="notice notice--warning" role="status" ref={notice} tabIndex={-1}>
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
    // The confirmation closes either way: on a refusal the form shows why;
    // the self-exclusion's choice stays on the page during the break it starts.
    await form.run(
      async () => {
        await start(period);
        setAsking(false);
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
            // After the colon, in the middle of a sentence: "Confirm: time-out — 7 days".
            what: `${what.charAt(0).toLowerCase()}${what.slice(1)} — ${t(`responsible.restriction.periods.${period}`)}`,
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
  const [started, setStarted] = useState(false);
  const running = activeRestriction(limits, Date.now());
  const policy = responsiblePolicy(region);
  const selfExclusion = (
    <BreakChoice
      kind="self_exclusion"
      periods={policy.selfExclusionPeriods.value}
      start={async (period: SelfExclusionPeriod) => {
        await startSelfExclusion(period);
        setStarted(true);
      }}
      timeZone={timeZone}
    />
  );
  // During a break the player may still make it longer by excluding
  // themselves (the API refuses a shorter one); a permanent one is the end.
  if (running)
    return (
      <div className="breaks">
        <RunningBreak restriction={running} timeZone={timeZone} started={started} />
        {running.until === null ? null : selfExclusion}
      </div>
    );
  return (
    <div className="breaks">
      <BreakChoice
        kind="timeout"
        periods={policy.timeoutPeriods.value}
        start={async (period: TimeoutPeriod) => {
          await startTimeout(period);
          setStarted(true);
        }}
        timeZone={timeZone}
      />
      {selfExclusion}
    </div>
  );
}
