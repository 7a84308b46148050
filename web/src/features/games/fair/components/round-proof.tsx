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
  type ProofPart,
  type ProofText,
  proofOf,
  type RoundCheck,
  type RoundSeeds,
  type RoundVerdict,
  roundBytes,
  summaryOf,
  verifyRecord,
} from '@casino/sdk/fair';
import { Fragment, useMemo } from 'react';
import { type MessageKey, useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/domain/money.ts';
import { Chips, HowChecked, LongValue, ProofFacts, Verdict } from './proof.tsx';
import { phrases, roundSummary } from './round-summary.ts';

type T = ReturnType<typeof useI18n>['t'];

/** The first 4 bytes of the round's HMAC, as hex pairs. */
const firstBytes = (seeds: RoundSeeds) =>
  [...roundBytes(seeds, 0).slice(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join(' ');

/** The message of each text a game's proof step names (a text without one does not compile). */
const HOW = {
  dice: 'fair.how.dice',
  roulette: 'fair.how.roulette',
  heads: 'fair.how.heads',
  tails: 'fair.how.tails',
  crash: 'fair.how.crash',
  keno: 'fair.how.keno',
  drawn: 'fair.how.drawn',
  yourNumbers: 'fair.how.yourNumbers',
  miner: 'fair.how.miner',
  mineTiles: 'fair.how.mineTiles',
  opened: 'fair.how.opened',
  hilo: 'fair.how.hilo',
  cards: 'fair.how.cards',
  cases: 'fair.how.cases',
} as const satisfies Record<ProofText, MessageKey>;

/**
 * The game's own step from the number to the result, in words, with the
 * round's numbers: its module's proof (`proofOf`), whose intermediate figures
 * are the rule's arithmetic written out and whose result is the same
 * function that verifies the round, so the words never disagree with the
 * verdict. Sentences, and numbers, tiles or cards as chips; a dash when the
 * round has none to show (a case whose weights are not positive numbers).
 */
function GameStep({ parts }: { parts: readonly ProofPart[] | null }) {
  const { t } = useI18n();
  const number = useNumber();
  if (!parts) return <>—</>;
  return (
    <>
      {parts.map((part, i) => {
        if ('list' in part)
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move; the order is the identity
          return <Chips key={i} items={part.list} label={t(HOW[part.label])} />;
        const next = parts[i + 1];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move; the order is the identity
          <Fragment key={i}>
            {t(HOW[part.say], part.values && phrases(t, number, part.values))}
            {next && 'list' in next ? ' ' : null}
          </Fragment>
        );
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
      ? roundSummary(t, number, summaryOf, { ...round, result: value } as FairRound)
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
              <GameStep parts={proofOf(round, seeds)} />
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
