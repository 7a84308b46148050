// A crash round recomputed in the page (chosen among the last rounds): its
// crash point from its hash and the chain's salt, and its hash linked to the
// chain's terminating hash. Loaded when a round is chosen: the chain's hash
// functions are no part of the page's first visit.
import { chainCrashPoint, stepsToTerminating } from '@casino/sdk/fair';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useNumber } from '../../../../shared/domain/money.ts';
import { HowChecked, LongValue, ProofFacts, Verdict } from '../../fair/components/proof.tsx';
import type { CrashChain, CrashLiveRound } from '../crash-view.ts';

/** A round recomputed in the page: its point from hash and salt, its hash linked to the chain; the verdict first, how it is checked behind a disclosure. */
export default function VerifyRound({
  round,
  chain,
}: {
  round: CrashLiveRound;
  chain: CrashChain;
}) {
  const { t } = useI18n();
  const number = useNumber();
  const hash = round.hash ?? '';
  const point = chainCrashPoint(hash, chain.salt);
  const steps = stepsToTerminating(hash, round.terminatingHash, round.number);
  const ok = point === round.crashPoint && steps === round.number;
  return (
    <div className="fair__check" role="status" data-testid="crash-verify">
      <Verdict state={ok ? 'fair' : 'mismatch'}>
        {ok ? t('live.verify.ok') : t('live.verify.mismatch')}
      </Verdict>
      <ul className="fair__checks proof__checks">
        <li className={point === round.crashPoint ? 'proof__check--ok' : 'proof__check--bad'}>
          {t('live.verify.point', { point: number(point, 2) })}
        </li>
        <li className={steps === round.number ? 'proof__check--ok' : 'proof__check--bad'}>
          {steps === null ? t('live.verify.chainBad') : t('live.verify.chainOk', { steps })}
        </li>
      </ul>
      <HowChecked>
        <p>{t('live.verify.crashRule')}</p>
        <ProofFacts
          items={[
            [t('live.verify.hash'), <LongValue key="hash" value={hash} />],
            [t('live.verify.salt'), <LongValue key="salt" value={chain.salt} />],
            [t('live.verify.terminating'), <LongValue key="end" value={round.terminatingHash} />],
          ]}
        />
      </HowChecked>
    </div>
  );
}
