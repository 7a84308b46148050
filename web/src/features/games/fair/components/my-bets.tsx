// "My bets": the player's rounds, newest first, each with its stake, result
// and payout, and a Verify that recomputes it in the page from its revealed
// seed with the same engine the game services use (`verifyRecord`): Verified
// or Mismatch, the checks behind a disclosure, and for developers (a further
// disclosure) the round as a file and the `casino fair verify --round`
// command. On every game page (that game's rounds) and on /profile/history
// (every game's real rounds).
import { dateTimeFormat } from '@casino/sdk';
import {
  type FairRound,
  type RoundCheck,
  type RoundVerdict,
  tileNumber,
  verifyRecord,
} from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/money.ts';
import '../../in-house-games.css';

type T = ReturnType<typeof useI18n>['t'];
type NumberFormat = ReturnType<typeof useNumber>;

/** What a round's result says, in words (tiles and cards as the boards show them). */
function roundSummary(t: T, number: NumberFormat, round: FairRound): string {
  if (round.status === 'active') return t('fair.inPlay');
  switch (round.game) {
    case 'dice':
      return t('fair.summary.dice', {
        roll: round.result ? number(round.result.roll, 2) : '—',
        direction: t(`fair.dice.${round.inputs.direction}`),
        target: number(round.inputs.target, 2),
      });
    case 'coinflip':
      return t('fair.summary.coinflip', {
        side: t(`fair.coinflip.${round.result?.side ?? 'heads'}`),
        call: t(`fair.coinflip.${round.inputs.side}`),
      });
    case 'crash':
      return t('fair.summary.crash', {
        point: round.result ? number(round.result.crashPoint, 2) : '—',
        target: number(round.inputs.target, 2),
      });
    case 'roulette':
      return t('fair.summary.roulette', { pocket: round.result?.pocket ?? '—' });
    case 'keno':
      return t('fair.summary.keno', {
        hits: round.result?.hits ?? 0,
        picks: round.inputs.picks.length,
      });
    case 'cases': {
      const prize = round.case?.prizes[round.result?.item ?? -1];
      return prize ? t(`fair.cases.prize.${prize.key as 'coin'}`) : '—';
    }
    case 'miner':
      return t('fair.summary.miner', {
        mines: (round.result?.mines ?? []).map(tileNumber).join(', '),
        opened: round.moves.revealed.map(tileNumber).join(', ') || '—',
      });
    case 'hilo':
      return (round.result?.cards ?? round.moves.cards).join(' ');
  }
}

/** The file a round is saved as, and the `casino fair verify` command that checks it. */
const fileOf = (round: FairRound) => `round-${round.id}.json`;

function CheckLine({ check, round }: { check: RoundCheck; round: FairRound }) {
  const { t } = useI18n();
  const money = useMoney();
  const number = useNumber();
  const show = (value: unknown) =>
    check.name === 'result'
      ? roundSummary(t, number, { ...round, result: value } as FairRound)
      : check.name === 'payout' || check.name === 'stake'
        ? money(value as number, round.currency)
        : String(value);
  return (
    <li className={check.ok ? 'fair__ok' : 'fair__bad'}>
      {t(`fair.check.${check.name}`)}: {check.ok ? '✓' : '✗'} {show(check.recomputed)}
      {check.ok ? null : (
        <>
          {' '}
          ({t('fair.check.recorded')} {show(check.recorded)})
        </>
      )}
    </li>
  );
}

/** The round as a downloadable file (a `blob:` address made on click, then released). */
function Download({ round }: { round: FairRound }) {
  const { t } = useI18n();
  const save = () => {
    const url = URL.createObjectURL(
      new Blob([`${JSON.stringify(round, null, 2)}\n`], { type: 'application/json' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = fileOf(round);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button type="button" className="button button--ghost button--small" onClick={save}>
      {t('fair.download')}
    </button>
  );
}

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
      {verdict ? (
        <div className="fair__check" role="status">
          <strong className={verdict.verdict === 'verified' ? 'fair__ok' : 'fair__bad'}>
            {verdict.verdict === 'verified' ? t('fair.verified') : t('fair.mismatch')}
          </strong>
          <details>
            <summary>{t('fair.details')}</summary>
            <ul className="fair__checks">
              {verdict.checks.map((c) => (
                <CheckLine key={c.name} check={c} round={round} />
              ))}
            </ul>
            <details className="fair__advanced">
              <summary>{t('fair.advanced')}</summary>
              <p>{t('fair.cli')}</p>
              <code>casino fair verify --round {fileOf(round)}</code> <Download round={round} />
            </details>
          </details>
        </div>
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
