// A settled round's check as players read it: the verdict as a sentence ("This
// round was fair — verified", a clear warning when it does not come out as
// recorded), then "How it's checked": the seeds (the hash committed before
// the round, the server seed revealed after it, the client seed, the nonce),
// the math in words with this round's own numbers (HMAC-SHA256 → 4 bytes → a
// number from 0 to 1 → the game's rule → the result), the drawn numbers,
// tiles or cards as chips, and what was compared with the record.
import {
  FAIR_ALGORITHM,
  type FairRound,
  floats,
  type RoundCheck,
  type RoundSeeds,
  type RoundVerdict,
  roundBytes,
  tileNumber,
} from '@casino/sdk/fair';
import type { ReactNode } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/money.ts';
import { Chips, HowChecked, LongValue, ProofFacts, Verdict } from './proof.tsx';
import { roundSummary } from './round-summary.ts';

type T = ReturnType<typeof useI18n>['t'];
type NumberFormat = ReturnType<typeof useNumber>;

/** The first 4 bytes of the round's HMAC, as hex pairs. */
const firstBytes = (seeds: RoundSeeds) =>
  [...roundBytes(seeds, 0).slice(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join(' ');

/** The game's own step from the number to the result, in words, with the round's numbers. */
function GameStep({
  round,
  seeds,
  float,
}: {
  round: FairRound;
  seeds: RoundSeeds;
  float: string;
}): ReactNode {
  const { t } = useI18n();
  const number = useNumber();
  const f = floats(seeds, 1)[0] as number;
  switch (round.game) {
    case 'dice':
      return t('fair.how.dice', {
        float,
        product: number(f * 10_001, 2),
        whole: number(Math.floor(f * 10_001), 0),
        roll: number(Math.floor(f * 10_001) / 100, 2),
      });
    case 'roulette':
      return t('fair.how.roulette', {
        float,
        product: number(f * 37, 2),
        pocket: Math.floor(f * 37),
      });
    case 'coinflip':
      return t(f < 0.5 ? 'fair.how.heads' : 'fair.how.tails', { float, half: number(0.5, 1) });
    case 'crash':
      return t('fair.how.crash', {
        float,
        point: number(
          Math.max(1, Math.floor((1e8 / (Math.floor(f * 1e8) + 1)) * 0.99 * 100) / 100),
          2,
        ),
      });
    case 'keno':
      return (
        <>
          {t('fair.how.keno')}{' '}
          <Chips items={round.result?.drawn ?? []} label={t('fair.how.drawn')} />
          {t('fair.how.yourNumbers')}{' '}
          <Chips items={round.inputs.picks} label={t('fair.how.yourNumbers')} />
        </>
      );
    case 'miner':
      return (
        <>
          {t('fair.how.miner', { count: round.inputs.mines })}{' '}
          <Chips
            items={(round.result?.mines ?? []).map(tileNumber)}
            label={t('fair.how.mineTiles')}
          />
          {t('fair.how.opened')}{' '}
          <Chips items={round.moves.revealed.map(tileNumber)} label={t('fair.how.opened')} />
        </>
      );
    case 'hilo':
      return (
        <>
          {t('fair.how.hilo')}{' '}
          <Chips items={round.result?.cards ?? round.moves.cards} label={t('fair.how.cards')} />
        </>
      );
    case 'cases':
      return <CaseStep round={round} f={f} float={float} t={t} number={number} />;
  }
}

/** Cases: the number times the weights together lands in one prize's range. */
function CaseStep({
  round,
  f,
  float,
  t,
  number,
}: {
  round: FairRound<'cases'>;
  f: number;
  float: string;
  t: T;
  number: NumberFormat;
}) {
  const prizes = round.case?.prizes ?? [];
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  const ticket = f * total;
  let from = 0;
  for (const prize of prizes) {
    if (ticket < from + prize.weight) {
      return (
        <>
          {t('fair.how.cases', {
            float,
            total: number(total),
            ticket: number(ticket, 2),
            prize: t(`fair.cases.prize.${prize.key as 'coin'}`),
            from: number(from),
            to: number(from + prize.weight),
          })}
        </>
      );
    }
    from += prize.weight;
  }
  return <>—</>;
}

/** One comparison with the record, as a line: what recomputing gives, and the record when it differs. */
function CheckLine({ check, round }: { check: RoundCheck; round: FairRound }) {
  const { t } = useI18n();
  const money = useMoney();
  const number = useNumber();
  const show = (value: unknown) =>
    check.name === 'result'
      ? roundSummary(t, number, { ...round, result: value } as FairRound)
      : money(Number(value), round.currency);
  const className = `proof__check--${check.ok ? 'ok' : 'bad'}`;
  if (check.name === 'algorithm') return null;
  if (check.name === 'seed') {
    return (
      <li className={className}>{check.ok ? t('fair.check.seed') : t('fair.check.seedBad')}</li>
    );
  }
  return (
    <li className={className}>
      {t(`fair.check.${check.name}`)}: {show(check.recomputed)}
      {check.ok ? null : (
        <>
          {' '}
          ({t('fair.check.recorded')} {show(check.recorded)})
        </>
      )}
    </li>
  );
}

/** The verdict's sentence. */
function verdictText(t: T, verdict: RoundVerdict, round: FairRound): string {
  if (verdict.verdict !== 'unverifiable')
    return verdict.verdict === 'verified' ? t('fair.verified') : t('fair.mismatch');
  return verdict.reason === 'algorithm'
    ? t('fair.otherRules', { version: round.algorithm })
    : t('fair.hidden');
}

/** A round's check: the verdict, then how it is checked (closed until opened). */
export function RoundProof({ round, verdict }: { round: FairRound; verdict: RoundVerdict }) {
  const { t } = useI18n();
  const number = useNumber();
  const state =
    verdict.verdict === 'verified'
      ? 'fair'
      : verdict.verdict === 'mismatch' ||
          (verdict.verdict === 'unverifiable' && verdict.reason === 'algorithm')
        ? 'mismatch'
        : 'pending';
  const seeds =
    round.serverSeed && round.algorithm === FAIR_ALGORITHM
      ? { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }
      : null;
  const float = seeds ? number(floats(seeds, 1)[0] as number, 6) : '';
  return (
    <div className="fair__check" role="status">
      <Verdict state={state}>{verdictText(t, verdict, round)}</Verdict>
      {seeds ? (
        <HowChecked>
          <ProofFacts
            items={[
              [t('fair.how.hash'), <LongValue key="hash" value={round.serverSeedHash} />],
              [t('fair.how.serverSeed'), <LongValue key="seed" value={seeds.serverSeed} />],
              [t('fair.clientSeedNow'), <LongValue key="client" value={seeds.clientSeed} />],
              [t('fair.how.nonce'), String(seeds.nonce)],
            ]}
          />
          <ol className="proof__steps">
            <li>{t('fair.how.hmac', { message: `${seeds.clientSeed}:${seeds.nonce}:0` })}</li>
            <li>{t('fair.how.float', { bytes: firstBytes(seeds), float })}</li>
            <li>
              <GameStep round={round} seeds={seeds} float={float} />
            </li>
          </ol>
          {verdict.checks.length > 1 ? (
            <ul className="fair__checks proof__checks">
              {verdict.checks.map((c) => (
                <CheckLine key={c.name} check={c} round={round} />
              ))}
            </ul>
          ) : null}
        </HowChecked>
      ) : null}
    </div>
  );
}
