// The player's bets: open ones with their selections, the potential payout
// and the book's cash-out offer now (asked again every few seconds while
// shown, api.ts), taken in one press for exactly that amount; settled ones
// with each selection's result and what the bet paid.
import { ApiError, dateTimeFormat } from '@casino/sdk';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney } from '../../../shared/domain/money.ts';
import { ChoiceTabs } from '../../../shared/ui/choice-tabs.tsx';
import { useServerMessage } from '../../../shared/ui/forms.tsx';
import { Empty, LoadError } from '../../../shared/ui/page-parts.tsx';
import { Loading } from '../../../shared/ui/ui.tsx';
import { type SportBet, useCashOut, useSportBets } from '../api.ts';
import { parseMarketId, useBookLabels } from '../labels.ts';

/** A bet's cash-out: the offer as a button, a refusal said under it. */
function CashOut({ bet }: { bet: SportBet }) {
  const { t } = useI18n();
  const money = useMoney();
  const translate = useServerMessage();
  const cashOut = useCashOut();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (bet.cash_out === null) return <p className="my-bet__note">{t('betting.bets.noCashOut')}</p>;
  const offer = bet.cash_out;
  return (
    <>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={async () => {
          setBusy(true);
          setProblem(null);
          try {
            await cashOut(bet.id, offer);
          } catch (error) {
            const line = error instanceof ApiError ? error.lines[0] : undefined;
            setProblem(line ? translate(line.message) : t('error.server'));
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('betting.bets.cashOut', { amount: money(offer, bet.currency) })}
      </button>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}

/** One bet. */
function BetCard({ bet }: { bet: SportBet }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const names = useBookLabels();
  const placedAt = dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const kind =
    bet.selections.length > 1
      ? t('betting.bets.accumulator', { count: bet.selections.length })
      : t('betting.bets.single');
  return (
    <li className={`my-bet my-bet--${bet.status}`} data-testid="my-bet" data-bet={bet.id}>
      <div className="my-bet__head">
        <strong>{kind}</strong>
        <time className="my-bet__time" dateTime={bet.placed_at}>
          {placedAt.format(new Date(bet.placed_at))}
        </time>
        <span className={`my-bet__status my-bet__status--${bet.status}`}>
          {t(`betting.bets.status.${bet.status}`)}
        </span>
      </div>
      <ul className="my-bet__legs">
        {bet.selections.map((leg) => {
          const { kind: marketKind, line } = parseMarketId(leg.market_id);
          return (
            <li key={`${leg.event_id}|${leg.market_id}`}>
              <span>
                <strong>{names.outcome(marketKind, leg.outcome, line, leg.home, leg.away)}</strong>{' '}
                <span className="my-bet__market">{names.market(marketKind, line)}</span>
                <br />
                <span className="my-bet__event">
                  {leg.home} — {leg.away}
                </span>
              </span>
              <span className="my-bet__odds">
                {names.odds(leg.odds)}
                {leg.result ? (
                  <span className={`my-bet__result my-bet__result--${leg.result}`}>
                    {t(`betting.bets.result.${leg.result}`)}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="my-bet__sums">
        <div>
          <dt>{t('betting.bets.stake')}</dt>
          <dd>{money(bet.stake, bet.currency)}</dd>
        </div>
        <div>
          <dt>{t('betting.slip.odds')}</dt>
          <dd>{names.odds(bet.odds)}</dd>
        </div>
        <div>
          <dt>{bet.status === 'open' ? t('betting.slip.payout') : t('betting.bets.paid')}</dt>
          <dd data-testid="my-bet-payout">
            {money(bet.status === 'open' ? bet.potential_payout : (bet.payout ?? 0), bet.currency)}
          </dd>
        </div>
      </dl>
      {bet.status === 'open' ? <CashOut bet={bet} /> : null}
    </li>
  );
}

/** The player's open and settled bets, as tabs. */
export function MyBets() {
  const { t, locale } = useI18n();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const query = useSportBets(status, locale);
  // The open list is asked for while the settled one shows too: it settles bets and reloads the balance.
  useSportBets(status === 'settled' ? 'open' : null, locale);
  return (
    <div className="my-bets">
      <ChoiceTabs
        label={t('betting.myBets')}
        value={status}
        options={[
          ['open', t('betting.bets.open')],
          ['settled', t('betting.bets.settled')],
        ]}
        onChange={setStatus}
      />
      {query.error && !query.data ? (
        <LoadError error={query.error} retry={() => void query.mutate()} />
      ) : !query.data ? (
        <Loading />
      ) : query.data.data.length === 0 ? (
        <Empty>
          {status === 'open' ? t('betting.bets.noneOpen') : t('betting.bets.noneSettled')}
        </Empty>
      ) : (
        <ul className="my-bets__list">
          {query.data.data.map((bet) => (
            <BetCard key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
    </div>
  );
}
