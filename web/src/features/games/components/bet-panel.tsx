// The bet panel of the in-house games: the amount in the player's currency
// with its symbol, quick buttons (½, ×2, min, max) inside the limits of the
// SDK's table, and a translated message for an amount outside them. Where the
// table does not show a currency's limits the panel says so instead of
// inventing one, and betting stays off.
import { CURRENCIES, checkLimits, currencyDecimals, type Limits } from '@casino/sdk';
import { useId, useRef } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney } from '../../../shared/domain/money.ts';
import { usePlayerCurrency } from '../../../shared/domain/player.tsx';
import { parseAmount, type QuickAction, quickBet } from '../bet-math.ts';
import '../in-house-games.css';

const QUICK: QuickAction[] = ['half', 'double', 'min', 'max'];
const QUICK_LABEL = { half: 'half', double: 'double', min: 'minButton', max: 'maxButton' } as const;
/** The quick buttons a key presses (feel/hotkeys.ts). */
const QUICK_HOTKEY: Partial<Record<QuickAction, string>> = { half: 's', double: 'd' };

/** What the panel shows and does. */
export interface BetPanelProps {
  limits: Limits;
  /** The amount as typed. */
  value: string;
  onChange: (value: string) => void;
  /** Called with a valid amount; absent: no bet button. */
  onBet?: (amount: number) => void;
  betLabel?: string;
  /** While a round runs. */
  busy?: boolean;
}

/** The translated problem with an amount, or null when it can be bet. */
function useBetProblem(limits: Limits): (text: string) => string | null {
  const { t } = useI18n();
  const currency = usePlayerCurrency();
  const money = useMoney();
  return (text) => {
    const problem = checkLimits(parseAmount(text), limits);
    if (!problem) return null;
    switch (problem.kind) {
      case 'not-a-number':
        return t('games.bet.notANumber');
      case 'limits-not-shown':
        return t('games.bet.notShown', { currency });
      case 'below-min':
        return t('games.bet.belowMin', { min: money(problem.min, currency) });
      case 'above-max':
        return t('games.bet.aboveMax', { max: money(problem.max, currency) });
    }
  };
}

/** The bet panel. */
export function BetPanel({
  limits,
  value,
  onChange,
  onBet,
  betLabel,
  busy = false,
}: BetPanelProps) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const currency = usePlayerCurrency();
  const decimals = currencyDecimals(currency);
  const money = useMoney();
  const problemOf = useBetProblem(limits);
  const unavailable = limits.min === null && limits.max === null;
  const problem = value.trim() === '' ? null : problemOf(value);
  const symbol = CURRENCIES[currency].symbol;
  const typed = parseAmount(value);
  const stakeShown = Number.isFinite(typed) ? money(typed, currency) : '—';
  if (unavailable) {
    return (
      <div className="bet-panel">
        <p className="notice" role="status">
          {t('games.bet.notShown', { currency })}
        </p>
      </div>
    );
  }
  return (
    <form
      className="bet-panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const amount = parseAmount(value);
        if (!onBet || problemOf(value)) return;
        onBet(amount);
      }}
    >
      <label className="field" htmlFor={id}>
        <span className="field__label">{t('games.bet.amount', { symbol })}</span>
        <input
          ref={input}
          id={id}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-limits`}
          onChange={(event) => onChange(event.target.value)}
          disabled={busy}
        />
      </label>
      <fieldset className="bet-panel__quick">
        <legend className="visually-hidden">{t('games.bet.quick')}</legend>
        {QUICK.map((action) => {
          const next = quickBet(action, parseAmount(value), limits, decimals);
          return (
            <button
              key={action}
              type="button"
              className="button button--ghost button--small"
              data-hotkey={QUICK_HOTKEY[action]}
              disabled={busy || next === null}
              onClick={() => next !== null && onChange(String(next))}
            >
              {t(`games.bet.${QUICK_LABEL[action]}`)}
            </button>
          );
        })}
      </fieldset>
      {problem ? (
        <p className="field__error" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      ) : (
        <p className="bet-panel__limits" id={`${id}-limits`}>
          {limits.min !== null ? t('games.bet.min', { min: money(limits.min, currency) }) : null}
          {limits.min !== null && limits.max !== null ? ' · ' : null}
          {limits.max !== null ? t('games.bet.max', { max: money(limits.max, currency) }) : null}
        </p>
      )}
      {onBet ? (
        <div className="board__primary">
          {/* On a phone, where this bar is fixed at the bottom and the field may
              be off screen: the stake it places, which takes the player to it. */}
          <button
            type="button"
            className="button button--ghost board__stake"
            aria-label={t('games.bet.change', { amount: stakeShown })}
            onClick={() => {
              input.current?.focus();
              input.current?.scrollIntoView?.({ block: 'center' });
            }}
          >
            {stakeShown}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {betLabel ?? t('games.bet.place')}
          </button>
        </div>
      ) : null}
    </form>
  );
}
