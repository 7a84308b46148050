// A settled round's check as players read it: the verdict as a sentence ("This
// round was fair — verified", a clear warning when it does not come out as
// recorded), then "How it's checked": the seeds (the hash committed before
// the round, the server seed revealed after it, the client seed, the nonce),
// the math in words with this round's own numbers (HMAC-SHA256 → 4 bytes → a
// number from 0 to 1 → the game's rule → the result), the drawn numbers,
// tiles or cards as chips, and what was compared with the record.
import {
  caseItem,
  coinflipSide,
  crashPoint,
  diceRoll,
  FAIR_ALGORITHM,
  type FairRound,
  floats,
  type RoundCheck,
  type RoundSeeds,
  type RoundVerdict,
  roulettePocket,
  roundBytes,
  tileNumber,
  verifyRecord,
} from '@casino/sdk/fair';
import { type ReactNode, useMemo } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/money.ts';
import { Chips, HowChecked, LongValue, ProofFacts, Verdict } from './proof.tsx';
import { roundSummary } from './round-summary.ts';

type T = ReturnType<typeof useI18n>['t'];
type NumberFormat = ReturnType<typeof useNumber>;

/** The first 4 bytes of the round's HMAC, as hex pairs. */
const firstBytes = (seeds: RoundSeeds) =>
  [...roundBytes(seeds, 0).slice(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join(' ');

/**
 * The game's own step from the number to the result, in words, with the
 * round's numbers: the intermediate figures are the rule's arithmetic
 * written out; the result itself is the SDK's (the same function that
 * verifies the round), so the words never disagree with the verdict.
 */
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
    case 'dice': {
      const roll = diceRoll(seeds);
      return t('fair.how.dice', {
        float,
        product: number(f * 10_001, 2),
        whole: number(Math.round(roll * 100), 0),
        roll: number(roll, 2),
      });
    }
    case 'roulette':
      return t('fair.how.roulette', {
        float,
        product: number(f * 37, 2),
        pocket: roulettePocket(seeds),
      });
    case 'coinflip':
      return t(coinflipSide(seeds) === 'heads' ? 'fair.how.heads' : 'fair.how.tails', {
        float,
        half: number(0.5, 1),
      });
    case 'crash':
      return t('fair.how.crash', { float, point: number(crashPoint(seeds), 2) });
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
      return <CaseStep round={round} seeds={seeds} f={f} float={float} t={t} number={number} />;
  }
}

/** Cases: the number times the weights together lands in one prize's range. */
function CaseStep({
  round,
  seeds,
  f,
  float,
  t,
  number,
}: {
  round: FairRound<'cases'>;
  seeds: RoundSeeds;
  f: number;
  float: string;
  t: T;
  number: NumberFormat;
}) {
  const prizes = round.case?.prizes ?? [];
  const weights = prizes.map((p) => p.weight);
  let index: number;
  try {
    index = caseItem(seeds, weights);
  } catch {
    return <>—</>; // no prizes, or weights that are not positive numbers
  }
  const prize = prizes[index];
  if (!prize) return <>—</>;
  const total = weights.reduce((sum, w) => sum + w, 0);
  const from = weights.slice(0, index).reduce((sum, w) => sum + w, 0);
  return (
    <>
      {t('fair.how.cases', {
        float,
        total: number(total),
        ticket: number(f * total, 2),
        prize: t(`fair.cases.prize.${prize.key as 'coin'}`),
        from: number(from),
        to: number(from + prize.weight),
      })}
    </>
  );
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
function RoundProof({ round, verdict }: { round: FairRound; verdict: RoundVerdict }) {
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

/**
 * A round recomputed from its revealed seed (`verifyRecord`; a record the
 * engine cannot read does not match), with its proof. The default export, so
 * that my-bets.tsx loads this module, and the engine, when a Verify is pressed.
 */
export default function VerifiedRound({ round }: { round: FairRound }) {
  const verdict = useMemo<RoundVerdict>(() => {
    try {
      return verifyRecord(round);
    } catch {
      return { verdict: 'mismatch', checks: [] };
    }
  }, [round]);
  return <RoundProof round={round} verdict={verdict} />;
}
