// Under the crash board, once the first page is on screen (crash-table.tsx):
// this round's bets and cash-outs, the last crash points (choosing one
// verifies it against the published chain, crash-verify.tsx) and the
// player's own crash bets.
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/domain/money.ts';
import { Loading } from '../../../../shared/ui/ui.tsx';
import type { CrashTableState } from '../use-crash.ts';
import '../../in-house-games.css';
import './live.css';

/** This round's bets and cash-outs. */
function RoundBets({ table }: { table: CrashTableState }) {
  const { t } = useI18n();
  const money = useMoney();
  const number = useNumber();
  const { bets } = table.view;
  return (
    <section className="live__bets" aria-labelledby="crash-bets">
      <h2 id="crash-bets" className="live__title">
        {t('live.crash.bets')} <span className="live__count">{bets.length}</span>
      </h2>
      {bets.length === 0 ? (
        <p className="fair__pending">{t('live.crash.noBets')}</p>
      ) : (
        <table className="live__table" data-testid="crash-bets">
          <thead>
            <tr>
              <th scope="col">{t('live.crash.player')}</th>
              <th scope="col">{t('live.crash.amount')}</th>
              <th scope="col">{t('live.crash.cashedOut')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => (
              <tr key={bet.id} className={bet.id === table.own?.id ? 'is-own' : undefined}>
                <td>{bet.player}</td>
                <td>{money(bet.amount, bet.currency)}</td>
                <td className={bet.cashedOutAt ? 'fair__ok' : undefined}>
                  {bet.cashedOutAt
                    ? `×${number(bet.cashedOutAt, 2)} · ${money(bet.payout ?? 0, bet.currency)}`
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A chosen round's verification (crash-verify.tsx), loaded with its hash functions when chosen. */
const VerifyRound = lazy(() => import('./crash-verify.tsx'));

/** The last crash points; choosing one verifies it. */
function LastRounds({ table }: { table: CrashTableState }) {
  const { t } = useI18n();
  const number = useNumber();
  const { history, chain } = table.view;
  const [chosen, setChosen] = useState<string | null>(null);
  const round = history.find((r) => r.id === chosen);
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="crash-history">
      <h2 id="crash-history" className="live__title">
        {t('live.crash.history')}
      </h2>
      <ol className="crash-history" data-testid="crash-history">
        {history.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              className={`crash-point${(r.crashPoint ?? 1) >= 2 ? ' crash-point--high' : ''}${r.id === chosen ? ' is-active' : ''}`}
              aria-label={t('live.crash.verifyRound', {
                number: r.number,
                point: number(r.crashPoint ?? 1, 2),
              })}
              aria-pressed={r.id === chosen}
              onClick={() => setChosen(r.id === chosen ? null : r.id)}
            >
              ×{number(r.crashPoint ?? 1, 2)}
            </button>
          </li>
        ))}
      </ol>
      {round && chain ? (
        <Suspense fallback={<Loading />}>
          <VerifyRound round={round} chain={chain} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The player's own crash bets (real play), newest first. */
function MyCrashBets({ table }: { table: CrashTableState }) {
  const { t } = useI18n();
  const money = useMoney();
  const number = useNumber();
  if (!table.history || table.history.length === 0) return null;
  return (
    <section aria-labelledby="crash-mine">
      <h2 id="crash-mine" className="live__title">
        {t('live.myBets')}
      </h2>
      <ol className="fair__rounds" data-testid="my-crash-bets">
        {table.history.map((bet) => (
          <li key={bet.id}>
            <span className="fair__round">
              {t('live.crash.round', { number: bet.roundNumber })} ·{' '}
              {money(bet.amount, bet.currency)}
              {bet.crashPoint
                ? ` · ${t('live.crash.crashed', { point: number(bet.crashPoint, 2) })}`
                : ''}
            </span>
            <span className={bet.status === 'won' ? 'fair__ok' : undefined}>
              {bet.status === 'won'
                ? t('live.crash.wonAt', {
                    multiplier: number(bet.cashedOutAt ?? 1, 2),
                    amount: money(bet.payout, bet.currency),
                  })
                : bet.status === 'lost'
                  ? t('fair.lost')
                  : t('fair.inPlay')}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The lists under the crash board. */
export default function CrashAfter({ table }: { table: CrashTableState }) {
  return (
    <>
      <RoundBets table={table} />
      <LastRounds table={table} />
      <MyCrashBets table={table} />
    </>
  );
}
