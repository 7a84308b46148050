// The player's preferences beside the limits, applied at once (no 24-hour
// wait): how often the reality check shows during play (5–240 minutes, 60 by
// default) and whether the deposit window opens by itself after login on an
// empty balance (`auto_payin`, saved as soon as it is switched).
import { DEFAULT_REALITY_CHECK_MINUTES } from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { type ResponsibleLimits, useSetLimits } from '../../../shared/domain/responsible.ts';
import { Checkbox, Field, FormError, useSubmit } from '../../../shared/ui/forms.tsx';
import { REALITY_CHECK_MINUTES, readMinutes } from '../values.ts';

/** The reality check's interval and the automatic deposit window. */
export function Preferences({ limits }: { limits: ResponsibleLimits }) {
  const { t } = useI18n();
  const setLimits = useSetLimits();
  const [text, setText] = useState(() =>
    String(limits.reality_check_minutes ?? DEFAULT_REALITY_CHECK_MINUTES),
  );
  const [saved, setSaved] = useState(false);
  const form = useSubmit({ fields: ['reality_check_minutes', 'auto_payin'] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const minutes = readMinutes(text, REALITY_CHECK_MINUTES.min, REALITY_CHECK_MINUTES.max, false);
    const ok = form.check({
      reality_check_minutes:
        minutes === undefined ? t('responsible.validation.reality') : undefined,
    });
    if (!ok || typeof minutes !== 'number') return;
    await form.run(async () => {
      await setLimits({ reality_check_minutes: minutes });
      setSaved(true);
    });
  }

  async function switchAutoPayIn(on: boolean) {
    setSaved(false);
    await form.run(async () => {
      await setLimits({ auto_payin: on });
      setSaved(true);
    });
  }

  return (
    <form className="limit-form limit-form--prefs" noValidate onSubmit={submit}>
      <div className="limit-form__fields">
        <Field
          label={t('responsible.prefs.reality')}
          name="reality_check_minutes"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={form.errors.reality_check_minutes}
          hint={t('responsible.prefs.realityHint')}
        />
      </div>
      <div className="limit-form__actions">
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {t('responsible.prefs.save')}
        </button>
      </div>
      <Checkbox
        label={t('responsible.prefs.autoPayin')}
        name="auto_payin"
        checked={limits.auto_payin}
        disabled={form.busy}
        onChange={(event) => void switchAutoPayIn(event.currentTarget.checked)}
      />
      <FormError message={form.errors.auto_payin ?? form.formError} />
      {saved ? (
        <p className="limit-form__saved" role="status">
          {t('responsible.prefs.saved')}
        </p>
      ) : null}
    </form>
  );
}
