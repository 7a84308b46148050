// Withdraw: a payout to one of the site's crypto-payouts methods (the billing
// data, as PayIn gets its methods), an amount in the player's currency checked
// here against the currency's minimum payout (SPEC.md section 9) and the real
// balance with the very texts the server's codes translate to, and the
// address against its network's format (the SDK's payoutAddressFits, which
// the sandbox checks too); then the inferred POST /billing/payouts. A 422 shows under its
// field with what was typed kept; a success shows the payout, pending, while
// the balance, the payouts and the history reload. A player with money on
// the bonus account is told first that a withdrawal cancels their active
// bonuses and ticks that they agree (sent as `forfeit_bonus`; the server
// refuses without it, `payout.bonus_active`, shown under the box).
//
// The `newPayoutShown` cookie: SPEC.md only names it (section 3) and says
// nothing of what it marks or when it is written, so this flow neither reads
// nor writes it (docs/security.md, Cookies, says the same).
import { CURRENCIES, payoutAddressFits, verificationState } from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { useMoney } from '../../../shared/domain/money.ts';
import { usePlayer, usePlayerCurrency } from '../../../shared/domain/player.tsx';
import { href } from '../../../shared/lib/paths.ts';
import { AuthButtons } from '../../../shared/ui/auth-buttons.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Checkbox, Field, FormError, useSubmit } from '../../../shared/ui/forms.tsx';
import { useModals } from '../../../shared/ui/modals.tsx';
import { Facts, LoadError } from '../../../shared/ui/page-parts.tsx';
import { Loading } from '../../../shared/ui/ui.tsx';
import { type Payout, useBillingData, useCreatePayout, usePayouts } from '../api.ts';
import '../payments.css';

/** The message groups this modal needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.payments, MESSAGE_GROUPS.account];

/**
 * An amount typed with a comma or spaces, in minor units (hundredths: the
 * payout call takes at most two decimals), or null when it is not a positive
 * number with at most two decimals. Made from the digits, never by
 * multiplying a float.
 */
function toMinor(text: string): number | null {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** Major units (a balance, a limit) in minor units, exact for two decimals. */
const minorOf = (amount: number) => Math.round(amount * 100);

function WithdrawForm({ onDone }: { onDone: (payout: Payout) => void }) {
  const { t } = useI18n();
  const money = useMoney();
  const currency = usePlayerCurrency();
  const player = usePlayer();
  const { open } = useModals();
  const billing = useBillingData(true);
  const createPayout = useCreatePayout();
  const methods = billing.data?.['crypto-payouts'] ?? [];
  const [code, setCode] = useState<string>();
  const method = methods.find((m) => m.code === code) ?? methods[0];
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState('');
  const [forfeit, setForfeit] = useState(false);
  const form = useSubmit({ fields: ['method', 'amount', 'destination', 'bonus'] });

  if (billing.error && !billing.data)
    return <LoadError error={billing.error} retry={() => void billing.mutate()} />;
  if (!billing.data) return <Loading />;
  if (!method) return <p className="muted">{t('withdraw.noMethods')}</p>;

  const min = CURRENCIES[currency].minPayout;
  const balance = player.balance ?? 0;
  const bonus = player.bonusBalance ?? 0;
  const need =
    player.verification?.isNeed && verificationState(player.verification.status) !== 'success';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!method) return;
    const sum = toMinor(amount);
    const address = destination.trim();
    // The same texts as the server's codes for the same problems.
    if (
      !form.check({
        amount: !amount.trim()
          ? t('error.validation.required')
          : sum === null
            ? t('error.validation.amount')
            : sum < minorOf(min)
              ? t('error.payout.min')
              : sum > minorOf(balance)
                ? t('error.balance.insufficient')
                : undefined,
        destination: !address
          ? t('error.validation.required')
          : payoutAddressFits(method, address)
            ? undefined
            : t('error.payout.destination'),
        bonus: bonus > 0 && !forfeit ? t('error.payout.bonus_active') : undefined,
      }) ||
      sum === null
    )
      return;
    await form.run(async () => {
      onDone(
        await createPayout({
          method: method.code,
          amount: sum / 100,
          destination: address,
          ...(forfeit ? { forfeit_bonus: true } : {}),
        }),
      );
    });
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      {need ? (
        <p className="notice notice--warning">
          {t('verification.needed')}{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => open('verification')}
          >
            {t('verification.title')}
          </button>
        </p>
      ) : null}
      <fieldset
        className="methods"
        aria-describedby={form.errors.method ? 'withdraw-method-error' : undefined}
      >
        <legend className="field__label">{t('withdraw.method')}</legend>
        {methods.map((m) => (
          <label key={m.code} className={m.code === method.code ? 'method is-active' : 'method'}>
            <input
              type="radio"
              name="method"
              value={m.code}
              checked={m.code === method.code}
              onChange={() => {
                setCode(m.code);
                form.setErrors({ ...form.errors, method: undefined, destination: undefined });
              }}
            />
            <span className="method__name">{m.name}</span>
            <span className="method__limits">
              {m.network ? `${m.code} · ${m.network}` : m.code}
            </span>
          </label>
        ))}
        {form.errors.method ? (
          <span id="withdraw-method-error" className="field__error" role="alert">
            {form.errors.method}
          </span>
        ) : null}
      </fieldset>
      <Field
        label={t('withdraw.amount', { symbol: CURRENCIES[currency].symbol })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        error={form.errors.amount}
        hint={
          minorOf(balance) < minorOf(min)
            ? t('withdraw.balanceBelowMin', {
                min: money(min, currency),
                balance: money(balance, currency),
              })
            : t('withdraw.limits', { min: money(min, currency), max: money(balance, currency) })
        }
      />
      <Field
        label={t('withdraw.destination', {
          name: method.network ? `${method.code} (${method.network})` : method.name,
        })}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={destination}
        onChange={(e) => setDestination(e.currentTarget.value)}
        error={form.errors.destination}
        hint={t('withdraw.destinationHint')}
      />
      {bonus > 0 ? (
        <div className="notice notice--warning withdraw__bonus">
          <p>{t('withdraw.bonusNotice', { amount: money(bonus, currency) })}</p>
          <Checkbox
            label={t('withdraw.bonusConfirm')}
            checked={forfeit}
            aria-invalid={form.errors.bonus ? true : undefined}
            aria-describedby={form.errors.bonus ? 'withdraw-bonus-error' : undefined}
            onChange={(e) => {
              setForfeit(e.currentTarget.checked);
              form.setErrors({ ...form.errors, bonus: undefined });
            }}
          />
          {form.errors.bonus ? (
            <span id="withdraw-bonus-error" className="field__error" role="alert">
              {form.errors.bonus}
            </span>
          ) : null}
        </div>
      ) : null}
      <FormError message={form.formError} />
      <button className="button button--primary button--block" type="submit" disabled={form.busy}>
        {t('withdraw.submit')}
      </button>
    </form>
  );
}

/** The player's last few payouts with their status, when there are any. */
function RecentPayouts() {
  const { t } = useI18n();
  const money = useMoney();
  const { data } = usePayouts(true);
  const recent = data?.data.slice(0, 3) ?? [];
  if (recent.length === 0) return null;
  return (
    <section className="payouts" aria-label={t('withdraw.recent')}>
      <h3 className="field__label">{t('withdraw.recent')}</h3>
      <ul className="payouts__list">
        {recent.map((p) => (
          <li key={p.id} className="payouts__item">
            <span>
              {money(p.amount, p.currency)} · {p.method}
            </span>
            <PayoutStatus status={p.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PayoutStatus({ status }: { status: Payout['status'] }) {
  const { t } = useI18n();
  return (
    <span className={`chip payout-status payout-status--${status}`}>
      {t(`withdraw.state.${status}`)}
    </span>
  );
}

/** The payout just requested. */
function Done({ payout }: { payout: Payout }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const { close } = useModals();
  return (
    <div className="payout-done" role="status">
      <p className="success__amount">{money(payout.amount, payout.currency)}</p>
      <h3 className="payout-done__title">{t('withdraw.doneTitle')}</h3>
      <Facts
        items={[
          [t('withdraw.method'), payout.method],
          [
            t('withdraw.to'),
            <span key="to" className="payout-done__address">
              {payout.destination}
            </span>,
          ],
          [t('withdraw.status'), <PayoutStatus key="status" status={payout.status} />],
        ]}
      />
      <p className="muted">{t('withdraw.doneText')}</p>
      <div className="notice__actions">
        <Link className="button button--ghost" to={href('profileHistory', locale)} onClick={close}>
          {t('withdraw.history')}
        </Link>
        <button type="button" className="button button--primary" onClick={close}>
          {t('withdraw.close')}
        </button>
      </div>
    </div>
  );
}

/** The Withdraw modal. */
export default function WithdrawModal() {
  const { t } = useI18n();
  const { close } = useModals();
  const { loggedIn } = usePlayer();
  const [done, setDone] = useState<Payout>();
  return (
    <Dialog title={t('withdraw.title')} onClose={close}>
      {!loggedIn ? (
        <div className="notice">
          <p>{t('withdraw.login')}</p>
          <div className="notice__actions">
            <AuthButtons />
          </div>
        </div>
      ) : done ? (
        <Done payout={done} />
      ) : (
        <>
          <WithdrawForm onDone={setDone} />
          {/* Also when the methods could not load: the payouts are the player's own. */}
          <RecentPayouts />
        </>
      )}
    </Dialog>
  );
}
