// A room's draw recomputed in the page (chosen among the last draws): the
// revealed server seed against the hash shown when the room opened, and the
// winner from the seeds and stakes, in words with the draw's numbers. Loaded
// when a draw is chosen: the hash functions are no part of the page's first
// visit.
import { floats, hashSeed, roomClientSeed, roomDrawWinner } from '@casino/sdk/fair';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/domain/money.ts';
import { HowChecked, LongValue, ProofFacts, Verdict } from '../../fair/components/proof.tsx';
import type { RoomLiveRound } from '../room-view.ts';

/** A draw recomputed in the page: the verdict, then how it is checked, in words with the draw's numbers. */
export default function VerifyDraw({ round }: { round: RoomLiveRound }) {
  const { t } = useI18n();
  const money = useMoney();
  const number = useNumber();
  const seed = round.serverSeed ?? '';
  const seedOk = hashSeed(seed) === round.serverSeedHash;
  const winner = roomDrawWinner(
    seed,
    round.entries.map((e) => ({ amount: e.amount, clientSeed: e.clientSeed })),
  );
  const ok = seedOk && winner === round.winner;
  const float =
    floats(
      {
        serverSeed: seed,
        clientSeed: roomClientSeed(round.entries.map((e) => e.clientSeed)),
        nonce: 1,
      },
      1,
    )[0] ?? 0;
  // The server's pot: exact, not a sum of floating-point amounts.
  const { pot } = round;
  return (
    <div className="fair__check" role="status" data-testid="room-verify">
      <Verdict state={ok ? 'fair' : 'mismatch'}>
        {ok ? t('live.verify.ok') : t('live.verify.mismatch')}
      </Verdict>
      <HowChecked>
        <ProofFacts
          items={[
            [t('live.verify.seedHash'), <LongValue key="hash" value={round.serverSeedHash} />],
            [t('live.verify.seed'), <LongValue key="seed" value={seed} />],
            [
              t('live.verify.seeds'),
              <ol key="seeds" className="proof__steps">
                {round.entries.map((e) => (
                  <li key={e.id}>
                    {e.player} · {money(e.amount, round.currency)} · <code>{e.clientSeed}</code>
                  </li>
                ))}
              </ol>,
            ],
          ]}
        />
        <p>
          {t('live.verify.roomRule', {
            float: number(float, 6),
            pot: money(pot, round.currency),
            ticket: number(float * pot, 2),
            player: round.entries[winner]?.player ?? '—',
          })}
        </p>
        <ul className="fair__checks proof__checks">
          <li className={seedOk ? 'proof__check--ok' : 'proof__check--bad'}>
            {seedOk ? t('live.verify.seedOk') : t('live.verify.seedBad')}
          </li>
          <li className={winner === round.winner ? 'proof__check--ok' : 'proof__check--bad'}>
            {t('live.verify.winner', { player: round.entries[winner]?.player ?? '—' })}
          </li>
        </ul>
      </HowChecked>
    </div>
  );
}
