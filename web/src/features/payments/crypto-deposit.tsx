// The crypto deposit (PayIn's Crypto tab; inferred calls): the coins and
// networks of the billing data's crypto-payments; for the one chosen, the
// player's address as text (with a copy button) and as a QR code drawn here,
// the rate to the account currency with its time, the minimum and the
// confirmations; then the transfers that reached the player's addresses,
// each with its confirmations and, at the end, what was credited or why
// nothing was (below the minimum, another network). A credit reloads the
// balance.
import { type components, dateTimeFormat } from '@casino/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { encode } from 'uqr';
import { useI18n } from '../../i18n/i18n.tsx';
import { useMoney } from '../../shared/domain/money.ts';
import { usePlayerCurrency } from '../../shared/domain/player.tsx';
import { useReloadProfile } from '../../shared/domain/profile.ts';
import { QueryView } from '../../shared/ui/page-parts.tsx';
import { type CryptoChoice, useCryptoAddress, useCryptoDeposits } from './api.ts';
import { CopyButton } from './copy-button.tsx';

type CryptoCurrency = components['schemas']['CryptoCurrency'];

/** A network as players know it: "TRC-20", "ERC-20", "Bitcoin". */
const NETWORK_NAMES: Record<CryptoChoice['network'], string> = {
  TRC20: 'TRC-20',
  ERC20: 'ERC-20',
  BTC: 'Bitcoin',
};

/** The billing data's crypto-payments the deposit takes (a coin without a network is on its own). */
function choicesOf(list: readonly CryptoCurrency[]): CryptoChoice[] {
  return list.flatMap((c) => {
    const network = c.network ?? c.code;
    return (c.code === 'USDT' || c.code === 'BTC') &&
      (network === 'TRC20' || network === 'ERC20' || network === 'BTC')
      ? [{ currency: c.code, network }]
      : [];
  });
}

const labelOf = (c: CryptoChoice) =>
  c.network === 'BTC' ? c.currency : `${c.currency} · ${NETWORK_NAMES[c.network]}`;

/** The address as a QR code: the modules of its matrix as one SVG path. */
function QrCode({ text, label }: { text: string; label: string }) {
  const path = useMemo(() => {
    const { data } = encode(text, { border: 2 });
    let d = '';
    data.forEach((row, y) => {
      row.forEach((on, x) => {
        if (on) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { d, size: data.length };
  }, [text]);
  return (
    <svg
      className="crypto__qr"
      viewBox={`0 0 ${path.size} ${path.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}

/** The chosen coin's address and terms. */
function Address({ choice }: { choice: CryptoChoice }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const query = useCryptoAddress(choice);
  const time = dateTimeFormat(locale, { timeStyle: 'short' });
  return (
    <QueryView query={query}>
      {(a) => (
        <div className="crypto__address">
          <QrCode text={a.address} label={t('crypto.qr', { coin: labelOf(choice) })} />
          <div className="crypto__terms">
            <span className="field__label">{t('crypto.address', { coin: labelOf(choice) })}</span>
            <code className="crypto__text">{a.address}</code>
            <CopyButton text={a.address} />
            <ul>
              <li>
                {t('crypto.rate', {
                  coin: a.currency,
                  amount: money(a.rate, a.account_currency),
                  time: time.format(new Date(a.rate_at)),
                })}
              </li>
              <li>{t('crypto.minimum', { amount: `${a.min_amount} ${a.currency}` })}</li>
              <li>{t('crypto.confirmations', { count: a.confirmations })}</li>
            </ul>
            <p className="notice notice--warning">
              {t('crypto.onlyThis', {
                coin: a.currency,
                network: NETWORK_NAMES[a.network],
              })}
            </p>
          </div>
        </div>
      )}
    </QueryView>
  );
}

/** The transfers that reached the player's addresses, and a balance reload when one is credited. */
function Transfers() {
  const { t } = useI18n();
  const money = useMoney();
  const currency = usePlayerCurrency();
  const reloadProfile = useReloadProfile();
  const { data } = useCryptoDeposits();
  const credited = data?.data.filter((d) => d.status === 'credited').length ?? 0;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (seen.current !== null && credited > seen.current) void reloadProfile();
    seen.current = credited;
  }, [credited, reloadProfile]);
  const list = data?.data.slice(0, 5) ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t('crypto.transfers')} className="crypto__transfers">
      <h3 className="field__label">{t('crypto.transfers')}</h3>
      <ul aria-live="polite">
        {list.map((d) => (
          <li key={d.id} className={`crypto__transfer crypto__transfer--${d.status}`}>
            <strong>
              {d.amount} {d.currency}
            </strong>{' '}
            <span className="muted">{NETWORK_NAMES[d.network]}</span>
            <span>
              {d.status === 'confirming'
                ? t('crypto.confirming', {
                    done: d.confirmations,
                    count: d.confirmations_required,
                  })
                : d.status === 'credited' && d.credited !== null
                  ? t('crypto.credited', { amount: money(d.credited, currency) })
                  : t(
                      `crypto.rejected.${d.reason === 'wrong_network' ? 'wrongNetwork' : 'underpaid'}`,
                    )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** PayIn's crypto deposit, for the coins of the billing data. */
export function CryptoDeposit({ offered }: { offered: readonly CryptoCurrency[] }) {
  const { t } = useI18n();
  const choices = choicesOf(offered);
  const [picked, setPicked] = useState(0);
  const choice = choices[Math.min(picked, choices.length - 1)];
  if (!choice) return <p className="muted">{t('payIn.noMethods')}</p>;
  return (
    <div className="crypto">
      <fieldset className="methods">
        <legend className="field__label">{t('crypto.coin')}</legend>
        {choices.map((c, i) => (
          <label key={labelOf(c)} className={c === choice ? 'method is-active' : 'method'}>
            <input
              type="radio"
              name="crypto"
              checked={c === choice}
              onChange={() => setPicked(i)}
            />
            <span className="method__name">{labelOf(c)}</span>
          </label>
        ))}
      </fieldset>
      <Address key={labelOf(choice)} choice={choice} />
      <Transfers />
    </div>
  );
}
