// A promo code on /profile/bonuses: typed, applied (the inferred
// POST /api/v2/bonuses/promo), and what it gave said; an unknown or used
// code is refused under the field, which keeps what was typed.
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney } from '../../../shared/domain/money.ts';
import { Field, FormError, useSubmit } from '../../../shared/ui/forms.tsx';
import { Section } from '../../../shared/ui/page-parts.tsx';
import { useRedeemPromo } from '../api.ts';

/** The promo-code form. */
export function PromoForm() {
  const { t } = useI18n();
  const money = useMoney();
  const redeem = useRedeemPromo();
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const form = useSubmit({ fields: ['code'] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!form.check({ code: code.trim() ? undefined : t('error.validation.required') })) return;
    await form.run(async () => {
      const got = await redeem(code.trim());
      const parts = [
        got.bonus
          ? t('bonuses.promo.bonus', { amount: money(got.bonus.amount, got.bonus.currency) })
          : null,
        got.free_spins > 0 ? t('bonuses.promo.spins', { count: got.free_spins }) : null,
      ].filter(Boolean);
      setDone(t('bonuses.promo.done', { what: parts.join(', ') }));
      setCode('');
    });
  }

  return (
    <Section title={t('bonuses.promo.title')}>
      <form className="form promo-form" onSubmit={submit} noValidate>
        <Field
          label={t('bonuses.promo.label')}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(e) => setCode(e.currentTarget.value)}
          error={form.errors.code}
        />
        <FormError message={form.formError} />
        <button className="button button--primary" type="submit" disabled={form.busy}>
          {t('bonuses.promo.apply')}
        </button>
        {done ? (
          <p className="success__bonus" role="status">
            {done}
          </p>
        ) : null}
      </form>
    </Section>
  );
}
