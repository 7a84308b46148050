// The bet slip: the selections picked, each with its price (and the book's
// new price beside it when it moved, or that its market is suspended), one
// accumulator or singles once there are two, the stake with quick amounts,
// the combined odds and the potential payout counted by the SDK's rules
// (exactly what the book will pay), what may happen when a price moves, and
// "Place bet". A guest is asked to log in there. Refusals are said in the
// player's words; a price that moved can be accepted in one press. Money
// only: the sportsbook has no demo.
import {
  ApiError,
  type CurrencyCode,
  combinedOdds,
  fromMinor,
  payoutMinor,
  rubInMinor,
  sportLimitsMinor,
  typedAmountMinor,
} from '@casino/sdk';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney } from '../../../shared/domain/money.ts';
import { usePlayer, usePlayerCurrency } from '../../../shared/domain/player.tsx';
import { ChoiceTabs } from '../../../shared/ui/choice-tabs.tsx';
import { FormError, useSubmit } from '../../../shared/ui/forms.tsx';
import { type OddsChange, type SportBet, usePlaceBet, useRecheckPrices } from '../api.ts';
import { useBookLabels } from '../labels.ts';
import { type PriceNow, usePrices } from '../prices.ts';
import { hundredths, type SlipPick, slip, useSlip } from '../slip.ts';
import { MyBets } from './my-bets.tsx';

/** The quick stakes, in roubles (the currency table's scale gives the others). */
const QUICK_RUB = [100, 500, 1000, 5000] as const;

/** The quick stakes in `currency`, minor units. */
const quickStakes = (currency: CurrencyCode) => QUICK_RUB.map((rub) => rubInMinor(rub, currency));

/** A selection's line: the event, the market and outcome, its price and what the book says of it now. */
function PickLine({ pick, now }: { pick: SlipPick; now: PriceNow | undefined }) {
  const { t } = useI18n();
  const names = useBookLabels();
  const moved = typeof now === 'object' && now.odds !== pick.odds ? now.odds : null;
  return (
    <li className="slip-pick" data-testid="slip-pick">
      <div className="slip-pick__what">
        <strong>{names.outcome(pick.kind, pick.outcome, pick.line, pick.home, pick.away)}</strong>
        <span className="slip-pick__market">{names.market(pick.kind, pick.line)}</span>
        <span className="slip-pick__event">
          {pick.home} — {pick.away}
        </span>
        {now === 'closed' ? (
          <span className="slip-pick__note slip-pick__note--bad">{t('betting.slip.closed')}</span>
        ) : now?.suspended ? (
          <span className="slip-pick__note slip-pick__note--bad">
            {t('betting.slip.suspended')}
          </span>
        ) : moved !== null ? (
          <span className="slip-pick__note">
            {t('betting.slip.moved', { odds: names.odds(moved) })}
          </span>
        ) : null}
      </div>
      <span
        className={`slip-pick__odds${moved === null ? '' : moved > pick.odds ? ' is-up' : ' is-down'}`}
      >
        {names.odds(pick.odds)}
      </span>
      <button
        type="button"
        className="slip-pick__remove"
        aria-label={t('betting.slip.remove', {
          outcome: names.outcome(pick.kind, pick.outcome, pick.line, pick.home, pick.away),
        })}
        onClick={() => slip.remove(pick)}
      >
        ×
      </button>
    </li>
  );
}

/** What the bets placed were, said once they are in. */
function Placed({ bets, onMyBets }: { bets: readonly SportBet[]; onMyBets: () => void }) {
  const { t } = useI18n();
  const money = useMoney();
  const names = useBookLabels();
  return (
    <div className="slip-placed" role="status">
      <strong>
        {bets.length > 1
          ? t('betting.slip.placedMany', { count: bets.length })
          : t('betting.slip.placed')}
      </strong>
      <ul>
        {bets.map((bet) => (
          <li key={bet.id}>
            {t('betting.slip.placedLine', {
              stake: money(bet.stake, bet.currency),
              odds: names.odds(bet.odds),
              payout: money(bet.potential_payout, bet.currency),
            })}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost button--small" onClick={onMyBets}>
        {t('betting.myBets')}
      </button>
    </div>
  );
}

/** The slip's form. `onMyBets` shows the player's bets. */
function SlipForm({ onMyBets }: { onMyBets: () => void }) {
  const { t } = useI18n();
  const money = useMoney();
  const names = useBookLabels();
  const player = usePlayer();
  const currency = usePlayerCurrency();
  const state = useSlip();
  const priceOf = usePrices();
  const place = usePlaceBet();
  const recheck = useRecheckPrices();
  const submit = useSubmit({ fields: ['stake'] });
  const [placed, setPlaced] = useState<SportBet[] | null>(null);
  const { picks } = state;
  const mode = picks.length < 2 ? 'single' : state.mode;
  const limits = sportLimitsMinor(currency);
  const stakeMinor = typedAmountMinor(state.stake);
  const bets = mode === 'singles' ? picks.length : 1;
  const comboOdds = combinedOdds(picks.map(hundredths));
  const payout =
    stakeMinor === null
      ? null
      : mode === 'singles'
        ? picks.reduce((sum, p) => sum + payoutMinor(stakeMinor, hundredths(p)), 0)
        : payoutMinor(stakeMinor, comboOdds);
  const now = new Map(picks.map((p) => [p, priceOf(p.eventId, p.marketId, p.outcome)]));
  const moved = new Map<SlipPick, number>();
  for (const [pick, price] of now)
    if (typeof price === 'object' && price.odds !== pick.odds) moved.set(pick, price.odds);
  const blocked = [...now.values()].some((p) => p === 'closed' || p?.suspended);

  if (picks.length === 0)
    return placed ? (
      <Placed bets={placed} onMyBets={onMyBets} />
    ) : (
      <p className="slip-empty">{t('betting.slip.empty')}</p>
    );

  /** Client-side problems of the stake, before any call. */
  const stakeProblem = (): string | undefined => {
    if (stakeMinor === null || stakeMinor === 0) return t('betting.slip.stakeInvalid');
    if (stakeMinor < limits.minStake)
      return t('betting.slip.stakeMin', { amount: money(fromMinor(limits.minStake), currency) });
    const largest =
      mode === 'singles'
        ? Math.max(...picks.map((p) => payoutMinor(stakeMinor, hundredths(p))))
        : payoutMinor(stakeMinor, comboOdds);
    if (largest > limits.maxPayout)
      return t('betting.slip.payoutMax', { amount: money(fromMinor(limits.maxPayout), currency) });
    if (player.balance !== null && stakeMinor * bets > Math.round(player.balance * 100))
      return t('betting.slip.short');
    return undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submit.check({ stake: stakeProblem() })) return;
    const stake = fromMinor(stakeMinor ?? 0);
    const body = (chosen: readonly SlipPick[]) => ({
      selections: chosen.map((p) => ({
        event_id: p.eventId,
        market_id: p.marketId,
        outcome: p.outcome,
        odds: p.odds,
      })),
      stake,
      odds_change: state.oddsChange,
    });
    const done: SportBet[] = [];
    setPlaced(null);
    void submit.run(
      async () => {
        try {
          if (mode === 'singles')
            for (const pick of picks) {
              done.push(await place(body([pick])));
              slip.clear([pick]);
            }
          else {
            done.push(await place(body(picks)));
            slip.clear(picks);
          }
        } finally {
          if (done.length > 0) setPlaced(done);
        }
      },
      (error) => {
        // A price moved or a market closed: the slip shows the book's prices now.
        if (error instanceof ApiError && error.status === 422) void recheck(picks);
      },
    );
  };

  return (
    <form className="slip-form" onSubmit={onSubmit} noValidate>
      <ul className="slip-picks">
        {picks.map((pick) => (
          <PickLine
            key={`${pick.eventId}|${pick.marketId}|${pick.outcome}`}
            pick={pick}
            now={now.get(pick)}
          />
        ))}
      </ul>
      <div className="slip-form__row">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => slip.clear()}
        >
          {t('betting.slip.clear')}
        </button>
      </div>
      {picks.length > 1 ? (
        <ChoiceTabs
          label={t('betting.slip.kind')}
          value={state.mode}
          options={[
            ['accumulator', t('betting.slip.accumulator')],
            ['singles', t('betting.slip.singles')],
          ]}
          onChange={slip.setMode}
        />
      ) : null}
      <label className="field">
        <span className="field__label">
          {mode === 'singles'
            ? t('betting.slip.stakeEach', { currency })
            : t('betting.slip.stake', { currency })}
        </span>
        <input
          className={submit.errors.stake ? 'input input--invalid' : 'input'}
          inputMode="decimal"
          autoComplete="off"
          name="stake"
          value={state.stake}
          aria-invalid={submit.errors.stake ? true : undefined}
          aria-describedby={submit.errors.stake ? 'slip-stake-error' : undefined}
          onChange={(e) => slip.setStake(e.target.value)}
        />
        {submit.errors.stake ? (
          <span id="slip-stake-error" className="field__error">
            {submit.errors.stake}
            {submit.errors.stake === t('betting.slip.short') ? (
              <>
                {' '}
                <Link to="?deposit">{t('betting.slip.deposit')}</Link>
              </>
            ) : null}
          </span>
        ) : null}
      </label>
      <div className="slip-chips">
        {quickStakes(currency).map((minor) => (
          <button
            key={minor}
            type="button"
            className="chip"
            onClick={() => slip.setStake(String(fromMinor(minor)))}
          >
            {money(fromMinor(minor), currency)}
          </button>
        ))}
      </div>
      <dl className="slip-sums">
        {mode !== 'singles' ? (
          <div>
            <dt>{t('betting.slip.odds')}</dt>
            <dd data-testid="slip-odds">{names.odds(comboOdds / 100)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('betting.slip.total')}</dt>
            <dd>{stakeMinor === null ? '—' : money(fromMinor(stakeMinor * bets), currency)}</dd>
          </div>
        )}
        <div>
          <dt>{t('betting.slip.payout')}</dt>
          <dd data-testid="slip-payout">
            {payout === null ? '—' : money(fromMinor(payout), currency)}
          </dd>
        </div>
      </dl>
      <label className="field">
        <span className="field__label">{t('betting.slip.oddsChange')}</span>
        <select
          className="input"
          value={state.oddsChange}
          onChange={(e) => slip.setOddsChange(e.target.value as OddsChange)}
        >
          <option value="none">{t('betting.slip.oddsNone')}</option>
          <option value="higher">{t('betting.slip.oddsHigher')}</option>
          <option value="any">{t('betting.slip.oddsAny')}</option>
        </select>
      </label>
      {moved.size > 0 ? (
        <button type="button" className="button button--ghost" onClick={() => slip.accept(moved)}>
          {t('betting.slip.accept')}
        </button>
      ) : null}
      <FormError message={submit.formError} />
      {player.loggedIn ? (
        <button
          type="submit"
          className="button button--primary slip-form__place"
          disabled={submit.busy || blocked}
          aria-busy={submit.busy || undefined}
        >
          {bets > 1 ? t('betting.slip.placeMany', { count: bets }) : t('betting.slip.place')}
        </button>
      ) : (
        <div className="slip-guest">
          <p>{t('betting.slip.guest')}</p>
          <Link className="button button--primary slip-form__place" to="?login">
            {t('betting.slip.login')}
          </Link>
          <Link className="button button--ghost" to="?signup">
            {t('betting.slip.signup')}
          </Link>
        </div>
      )}
    </form>
  );
}

/** The slip and the player's bets, as tabs. */
export function BetSlip() {
  const { t } = useI18n();
  const { picks } = useSlip();
  const { loggedIn } = usePlayer();
  const [tab, setTab] = useState<'slip' | 'bets'>('slip');
  return (
    <section className="bet-slip" aria-label={t('betting.slip.title')}>
      {loggedIn ? (
        <ChoiceTabs
          label={t('betting.slip.title')}
          value={tab}
          options={[
            ['slip', `${t('betting.slip.title')} (${picks.length})`],
            ['bets', t('betting.myBets')],
          ]}
          onChange={setTab}
        />
      ) : (
        <h2 className="bet-slip__title">
          {t('betting.slip.title')} ({picks.length})
        </h2>
      )}
      {tab === 'bets' && loggedIn ? <MyBets /> : <SlipForm onMyBets={() => setTab('bets')} />}
    </section>
  );
}
