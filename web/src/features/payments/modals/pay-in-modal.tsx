// PayIn: the payment methods of the billing data in the player's language
// with their limits (defaults min 100, max 300000, default 100), fee and
// time (inferred fields; the method last paid with chosen first), quick
// amounts, what the typed amount credits after the fee and the bonus it
// brings, the payments bonus (taken unless the player unticks it, its terms
// one click away), and a Crypto tab (crypto-deposit.tsx); an amount checked against the
// chosen method's limits in the player's currency; then the invoice from the
// (inferred) payment-creation call.
// Responsible play: closed during a time-out or self-exclusion (a
// notice says until when, withdrawals stay open); a deposit over a limit is
// refused under the amount, which stays as typed, with the room left and when
// the limit resets. A player who never deposited (the history has no
// deposit) and set no deposit limit is offered one, optionally, beside the form.
import { CURRENCIES, type components, depositLimits } from '@casino/sdk';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { useMoney, useNumber } from '../../../shared/domain/money.ts';
import { usePlayer, usePlayerCurrency } from '../../../shared/domain/player.tsx';
import { tightestDeposit, useResponsibleLimits } from '../../../shared/domain/responsible.ts';
import { href } from '../../../shared/lib/paths.ts';
import { AuthButtons } from '../../../shared/ui/auth-buttons.tsx';
import { ChoiceTabs } from '../../../shared/ui/choice-tabs.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Checkbox, Field, FormError, useSubmit } from '../../../shared/ui/forms.tsx';
import { useModals } from '../../../shared/ui/modals.tsx';
import { LoadError } from '../../../shared/ui/page-parts.tsx';
import {
  RestrictionNotice,
  useRunningRestriction,
} from '../../../shared/ui/restriction-notice.tsx';
import { Loading } from '../../../shared/ui/ui.tsx';
import { useBillingData, useCreatePayment, useHasDeposited } from '../api.ts';
import { CryptoDeposit } from '../crypto-deposit.tsx';
import { bonusFor, lastMethod, quickAmounts, quote, rememberMethod } from '../deposit-quote.ts';
import { type DepositRefusal, depositRefusal, useRefusalMessage } from '../deposit-refusal.ts';
import { saveInvoice } from '../invoice-store.ts';
import { InvoiceView } from '../invoice-view.tsx';
import { useInvoice } from '../watcher.tsx';
import '../payments.css';

/** The message groups this modal needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.payments, MESSAGE_GROUPS['play-safety']];

/** Parses an amount typed with a comma or spaces. */
export function parseAmount(text: string): number {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Number(clean) : Number.NaN;
}

function PayInForm({ tab }: { tab: 'fiat' | 'crypto' }) {
  const { t, locale } = useI18n();
  const createPayment = useCreatePayment();
  const money = useMoney();
  const currency = usePlayerCurrency();
  const billing = useBillingData(true);
  const methods = billing.data?.payments.methods ?? [];
  const [hash, setHash] = useState<string | null>(lastMethod);
  const method = methods.find((m) => m.hash === hash) ?? methods[0];
  const limits = useMemo(() => (method ? depositLimits(method) : null), [method]);
  const [amount, setAmount] = useState<string>();
  const [takeBonus, setTakeBonus] = useState(true);
  const [mode, setMode] = useState<'fiat' | 'crypto'>(tab);
  const responsible = useResponsibleLimits();
  const [refusal, setRefusal] = useState<DepositRefusal | null>(null);
  const refusalMessage = useRefusalMessage();
  const form = useSubmit({
    fields: ['amount'],
    // A deposit limit's refusal: its message is made from the limits asked again (the room left now).
    map: (error) => {
      const found = depositRefusal(error);
      if (!found) return undefined;
      setRefusal(found);
      void responsible.mutate();
      return { fields: {}, text: found.code };
    },
  });

  if (billing.error && !billing.data)
    return <LoadError error={billing.error} retry={() => void billing.mutate()} />;
  if (!billing.data || !limits)
    return billing.data ? <p className="muted">{t('payIn.noMethods')}</p> : <Loading />;

  const value = amount ?? String(limits.default);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!method || !limits) return;
    const sum = parseAmount(value);
    let problem: string | undefined;
    if (!Number.isFinite(sum) || sum <= 0) problem = t('payIn.amountInvalid');
    else if (sum < limits.min) problem = t('payIn.belowMin', { min: money(limits.min, currency) });
    else if (sum > limits.max) problem = t('payIn.aboveMax', { max: money(limits.max, currency) });
    setRefusal(null);
    if (!form.check({ amount: problem })) return;
    await form.run(async () => {
      const invoice = await createPayment({
        method_hash: method.hash,
        amount: sum,
        ...(offer ? { bonus: takeBonus } : {}),
      });
      // The bonus of what the invoice credits (its sum may have been changed).
      const brings = offer?.terms && takeBonus ? bonusFor(invoice.shop_amount, offer.terms) : null;
      saveInvoice(invoice, Date.now(), brings);
      rememberMethod(method.hash);
    });
  }

  const crypto = billing.data['crypto-payments'];
  const offer = billing.data.payments.bonus;
  const typed = parseAmount(value);
  const within = Number.isFinite(typed) && typed >= limits.min && typed <= limits.max;
  const fee = method?.fee_percent;
  const shown = within && fee !== undefined ? quote(typed, fee) : null;
  const bonus = shown && offer?.terms && takeBonus ? bonusFor(shown.credited, offer.terms) : null;
  // The deposit limit that allows the least, said before "Pay"; used up, no amount can pass.
  const tightest = tightestDeposit(responsible.data);
  const usedUp = tightest?.room === 0;
  const tabs =
    crypto.length > 0 ? (
      <ChoiceTabs
        label={t('payIn.method')}
        value={mode}
        onChange={setMode}
        options={[
          ['fiat', t('crypto.tabs.fiat')],
          ['crypto', t('crypto.tabs.crypto')],
        ]}
      />
    ) : null;
  if (mode === 'crypto')
    return (
      <>
        {tabs}
        <CryptoDeposit offered={crypto} />
      </>
    );
  return (
    <form className="form" onSubmit={submit} noValidate>
      {tabs}
      <FirstDepositLimit noLimit={responsible.data !== undefined && tightest === null} />
      {usedUp ? (
        <p className="notice notice--warning" role="status">
          {t(`playSafety.depositUsedUp.${tightest.period}`)}
        </p>
      ) : null}
      {offer ? <BonusOffer offer={offer} take={takeBonus} onTake={setTakeBonus} /> : null}
      <fieldset className="methods">
        <legend className="field__label">{t('payIn.method')}</legend>
        {methods.map((m) => {
          const l = depositLimits(m);
          return (
            <label key={m.hash} className={m.hash === method?.hash ? 'method is-active' : 'method'}>
              <input
                type="radio"
                name="method"
                value={m.hash}
                checked={m.hash === method?.hash}
                onChange={() => {
                  setHash(m.hash);
                  setAmount(undefined);
                  setRefusal(null);
                  form.setErrors({});
                }}
              />
              <span className="method__name">{m.name[locale] ?? m.name.en}</span>
              <span className="method__limits">
                {money(l.min, currency)} – {money(l.max, currency)}
              </span>
              <MethodFacts fee={m.fee_percent} minutes={m.minutes} />
            </label>
          );
        })}
      </fieldset>
      <Field
        label={t('payIn.amount', { symbol: CURRENCIES[currency].symbol })}
        inputMode="decimal"
        value={value}
        onChange={(e) => {
          setAmount(e.currentTarget.value);
          setRefusal(null);
        }}
        error={refusal ? refusalMessage(refusal, responsible.data) : form.errors.amount}
        hint={[
          t('payIn.limits', { min: money(limits.min, currency), max: money(limits.max, currency) }),
          tightest && !usedUp
            ? t(`playSafety.depositLeft.${tightest.period}`, {
                room: money(tightest.room, currency),
              })
            : null,
        ]
          .filter(Boolean)
          .join('. ')}
      />
      <fieldset className="quick-amounts">
        <legend className="visually-hidden">{t('payIn.quick')}</legend>
        {quickAmounts(limits).map((v) => (
          <button
            key={v}
            type="button"
            className={`chip-button${parseAmount(value) === v ? ' is-active' : ''}`}
            onClick={() => {
              setAmount(String(v));
              setRefusal(null);
            }}
          >
            {money(v, currency)}
          </button>
        ))}
      </fieldset>
      {shown ? (
        <dl className="deposit-quote" aria-live="polite">
          <div>
            <dt>{t('payIn.fee')}</dt>
            <dd>{money(shown.fee, currency)}</dd>
          </div>
          <div>
            <dt>{t('payIn.credited')}</dt>
            <dd>{money(shown.credited, currency)}</dd>
          </div>
          {bonus ? (
            <div>
              <dt>{t('payIn.bonusAmount')}</dt>
              <dd>+{money(bonus, currency)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <FormError message={form.formError} />
      <button
        className="button button--primary button--block"
        type="submit"
        disabled={form.busy || usedUp}
      >
        {t('payIn.submit')}
      </button>
    </form>
  );
}

/** A method's fee and how soon the money arrives, when the API says them. */
function MethodFacts({ fee, minutes }: { fee?: number; minutes?: number }) {
  const { t } = useI18n();
  const number = useNumber();
  const facts = [
    fee === undefined
      ? null
      : fee === 0
        ? t('payIn.noFee')
        : t('payIn.feePercent', { percent: number(fee) }),
    minutes === undefined
      ? null
      : minutes === 0
        ? t('payIn.instant')
        : t('payIn.upTo', { minutes }),
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return <span className="method__facts">{facts.join(' · ')}</span>;
}

/** The bonus this deposit brings: taken unless unticked, its terms (when the API gives them) on demand. */
function BonusOffer({
  offer,
  take,
  onTake,
}: {
  offer: NonNullable<components['schemas']['BillingData']['payments']['bonus']>;
  take: boolean;
  onTake: (take: boolean) => void;
}) {
  const { t } = useI18n();
  const money = useMoney();
  const currency = usePlayerCurrency();
  const terms = offer.terms;
  return (
    <div className="bonus-banner">
      <Checkbox
        label={t('payIn.bonusTake', { name: offer.name })}
        checked={take}
        onChange={(e) => onTake(e.currentTarget.checked)}
      />
      {terms ? (
        <details className="bonus-terms">
          <summary>{t('payIn.bonusTerms')}</summary>
          <ul>
            <li>
              {t('payIn.terms.percent', {
                percent: terms.percent,
                max: money(terms.max_amount, currency),
              })}
            </li>
            {terms.free_spins > 0 ? (
              <li>{t('payIn.terms.spins', { count: terms.free_spins })}</li>
            ) : null}
            <li>{t('payIn.terms.wager', { times: terms.wager, days: terms.days })}</li>
            <li>{t('payIn.terms.maxBet', { amount: money(terms.max_bet, currency) })}</li>
            {terms.games
              .filter((g) => g.percent < 100)
              .map((g) => (
                <li key={g.game}>
                  {t('payIn.terms.share', {
                    game: t(`games.${g.game}.name`),
                    percent: g.percent,
                  })}
                </li>
              ))}
            <li>{t('payIn.terms.forfeit')}</li>
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** Before a first deposit, with no deposit limit set: the optional way to set one. */
function FirstDepositLimit({ noLimit }: { noLimit: boolean }) {
  const { t, locale } = useI18n();
  const { close } = useModals();
  const deposited = useHasDeposited(noLimit);
  if (!noLimit || deposited !== false) return null;
  return (
    <p className="muted">
      {t('playSafety.firstDeposit.text')}{' '}
      <Link to={href('profileResponsible', locale)} onClick={close}>
        {t('playSafety.firstDeposit.link')}
      </Link>
    </p>
  );
}

/** The PayIn modal; `tab: 'crypto'` opens it on the crypto deposit (`?deposit=crypto`). */
export default function PayInModal({ tab }: { tab?: 'crypto' }) {
  const { t } = useI18n();
  const { close } = useModals();
  const { loggedIn } = usePlayer();
  const invoice = useInvoice();
  const restriction = useRunningRestriction();
  return (
    <Dialog title={t('payIn.title')} onClose={close}>
      {loggedIn && restriction ? (
        <RestrictionNotice restriction={restriction} />
      ) : !loggedIn ? (
        <div className="notice">
          <p>{t('payIn.login')}</p>
          <div className="notice__actions">
            <AuthButtons />
          </div>
        </div>
      ) : invoice ? (
        <InvoiceView invoice={invoice} />
      ) : (
        <PayInForm tab={tab ?? 'fiat'} />
      )}
    </Dialog>
  );
}
