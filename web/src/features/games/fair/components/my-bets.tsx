// "My bets": the player's rounds, newest first, each with its stake, result
// and payout, and a Verify that recomputes it in the page from its revealed
// seed with the same engine the game services use (`verifyRecord`): a sentence
// saying the round was fair (or that it does not match), the seeds and the
// math behind "How it's checked" (round-proof.tsx). Until the seed is revealed
// the round says when it becomes verifiable. On every game page (that game's
// rounds) and on /profile/history (every game's real rounds).
import { dateTimeFormat } from '@casino/sdk';
import { type FairRound, type RoundVerdict, verifyRecord } from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/money.ts';
import { RoundProof } from './round-proof.tsx';
import { roundSummary } from './round-summary.ts';
import '../../in-house-games.css';

function Verify({ round }: { round: FairRound }) {
  const { t } = useI18n();
  const [verdict, setVerdict] = useState<RoundVerdict | null>(null);
  if (!round.serverSeed) return <span className="fair__pending">{t('fair.hidden')}</span>;
  const check = () => {
    try {
      setVerdict(verifyRecord(round));
    } catch {
      setVerdict({ verdict: 'mismatch', checks: [] });
    }
  };
  return (
    <div className="fair__verify">
      <button type="button" className="button button--ghost button--small" onClick={check}>
        {t('fair.verify')}
      </button>
      {verdict ? <RoundProof round={round} verdict={verdict} /> : null}
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
            {roundSummary(t, number, round)}
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
