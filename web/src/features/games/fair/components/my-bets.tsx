// "My bets": the player's rounds, newest first, each with its stake, result
// (worded from its game's module, use-registry.ts: an ellipsis the moment
// before the modules are there) and payout, and a Verify that recomputes it
// in the page from its revealed seed with the same engine the game services
// use (`verifyRecord`, loaded at the first Verify with round-proof.tsx): a
// sentence saying the round was fair (or that it does not match), the seeds
// and the math behind "How it's checked" (round-proof.tsx). Until the seed is
// revealed the round says when it becomes verifiable. On every game page
// (that game's rounds) and on /profile/history (every game's real rounds).
import { dateTimeFormat } from '@casino/sdk';
import type { FairRound } from '@casino/sdk/fair';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/domain/money.ts';
import { Loading } from '../../../../shared/ui/ui.tsx';
import { useRegistry } from '../use-registry.ts';
import { roundSummary } from './round-summary.ts';
import '../../in-house-games.css';

/** A round's recomputation and its proof (round-proof.tsx), loaded with the engine at the first Verify. */
const VerifiedRound = lazy(() => import('./round-proof.tsx'));

function Verify({ round }: { round: FairRound }) {
  const { t } = useI18n();
  const [asked, setAsked] = useState(false);
  if (!round.serverSeed) return <span className="fair__pending">{t('fair.hidden')}</span>;
  return (
    <div className="fair__verify">
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => setAsked(true)}
      >
        {t('fair.verify')}
      </button>
      {asked ? (
        <Suspense fallback={<Loading />}>
          <VerifiedRound round={round} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The rounds as a list; `withGame` names each round's game (the profile's list of every game). */
export function MyBets({
  rounds,
  withGame = false,
}: {
  rounds: readonly FairRound[];
  withGame?: boolean;
}) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const number = useNumber();
  const registry = useRegistry();
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  if (rounds.length === 0) return <p className="fair__pending">{t('fair.noBets')}</p>;
  return (
    <ol className="fair__rounds" data-testid="my-bets">
      {rounds.map((round) => (
        <li key={round.id} data-round={round.id}>
          <span className="fair__round">
            {withGame ? <strong>{t(`games.${round.game}.name`)} · </strong> : null}
            <time dateTime={round.createdAt}>{date.format(new Date(round.createdAt))}</time> ·{' '}
            {t('fair.stake')} {money(round.amount, round.currency)} ·{' '}
            {roundSummary(t, number, registry?.summaryOf ?? null, round)}
            {round.status === 'settled' ? (
              <>
                {' '}
                →{' '}
                <span className={round.payout > 0 ? 'fair__ok' : undefined}>
                  {money(round.payout, round.currency)}
                </span>
              </>
            ) : null}
          </span>
          {round.status === 'settled' ? <Verify round={round} /> : null}
        </li>
      ))}
    </ol>
  );
}
