// The invoice to pay: amount, shop amount, commission, the bonus the
// deposit brings (when the player took one), the card number in
// groups of 4 or the phone as +N (NNN) NNN-NN-NN with a copy button, a notice
// when the sum was changed, and its life time counted down each second; at 0
// it is removed.
import { formatCardNumber, formatCountdown, formatPhoneLike, secondsLeft } from '@casino/sdk';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useMoney } from '../../shared/domain/money.ts';
import { usePlayerCurrency } from '../../shared/domain/player.tsx';
import { Facts } from '../../shared/ui/page-parts.tsx';
import { CopyButton } from './copy-button.tsx';
import { clearInvoice, type StoredInvoice } from './invoice-store.ts';
import './payments.css';

/** Seconds left on the invoice, ticking each second; at 0 the invoice is dropped. */
function useCountdown(expiresAt: number): number {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt, Date.now()));
  useEffect(() => {
    const tick = () => {
      const next = secondsLeft(expiresAt, Date.now());
      setLeft(next);
      if (next <= 0) clearInvoice();
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return left;
}

/** The open invoice. */
export function InvoiceView({ invoice }: { invoice: StoredInvoice }) {
  const { t } = useI18n();
  const money = useMoney();
  const currency = usePlayerCurrency();
  const left = useCountdown(invoice.expiresAt);
  const { config } = invoice;
  const target = config.card.card_number
    ? {
        label: t('invoice.card'),
        shown: formatCardNumber(config.card.card_number),
        raw: config.card.card_number,
      }
    : config.card.phone_number
      ? {
          label: t('invoice.phone'),
          shown: formatPhoneLike(config.card.phone_number),
          raw: config.card.phone_number,
        }
      : null;

  return (
    <div className="invoice">
      {/* A timer, not a live region: a screen reader is not told every second. */}
      <p className="invoice__timer" role="timer">
        {t('invoice.timeLeft', { time: formatCountdown(left) })}
      </p>
      {config.sum_was_changed ? (
        <p className="notice notice--warning">{t('invoice.sumChanged')}</p>
      ) : null}
      <Facts
        items={[
          [t('invoice.toPay'), money(config.amount, currency)],
          [t('invoice.credited'), money(config.shop_amount, currency)],
          [t('invoice.commission'), money(config.commission, currency)],
          ...(invoice.bonus
            ? [[t('invoice.bonus'), `+${money(invoice.bonus, currency)}`] as [string, string]]
            : []),
        ]}
      />
      {target ? (
        <div className="invoice__target">
          <span className="field__label">{target.label}</span>
          <strong className="invoice__number">{target.shown}</strong>
          <CopyButton text={target.raw} />
        </div>
      ) : null}
      <p className="muted">{t('invoice.waiting')}</p>
      <button type="button" className="link-button" onClick={clearInvoice}>
        {t('invoice.another')}
      </button>
    </div>
  );
}
