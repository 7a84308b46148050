// The fairness panel: the hash of the current server seed (shown before
// play), the client seed for the next pair, the nonce, rotation, and the
// rounds whose seeds are revealed, each verifiable here and with the CLI.
import type { InHouseGame } from '@casino/sdk';
import { hashSeed, verifyNameOf, verifyRound } from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney } from '../../../../shared/money.ts';
import type { DemoRound } from '../demo-state.ts';
import { useDemo, useRoundInPlay } from '../use-demo.ts';
import '../../in-house-games.css';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The `casino fair verify` command of a revealed round. */
function verifyCommand(round: DemoRound): string {
  const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  const list = (key: string) => (round.options?.[key] as number[] | undefined)?.join(',');
  const extra = round.options?.mines
    ? ` --mines ${round.options.mines}`
    : round.options?.cards
      ? ` --cards ${round.options.cards}`
      : list('weights')
        ? ` --weights ${list('weights')}`
        : list('stakes')
          ? ` --stakes ${list('stakes')}`
          : '';
  return `casino fair verify --game ${verifyNameOf(round.game)} --server-seed ${quote(round.serverSeed ?? '')} --client-seed ${quote(round.clientSeed)} --nonce ${round.nonce}${extra} --server-seed-hash ${round.serverSeedHash} --json`;
}

function Verify({ round }: { round: DemoRound }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (!round.serverSeed) return <span className="fair__pending">{t('fair.hidden')}</span>;
  const check = () => {
    const seedOk = hashSeed(round.serverSeed as string) === round.serverSeedHash;
    const again = verifyRound(
      round.game,
      { serverSeed: round.serverSeed as string, clientSeed: round.clientSeed, nonce: round.nonce },
      round.options as
        | { mines?: number; cards?: number; weights?: number[]; stakes?: number[] }
        | undefined,
    );
    return { seedOk, again: again.result, resultOk: same(again.result, round.result) };
  };
  const result = open ? check() : null;
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {t('fair.verify')}
      </button>
      {result ? (
        <div className="fair__check" role="status">
          <p>
            {result.seedOk && result.resultOk ? t('fair.verified') : t('fair.mismatch')}{' '}
            <code>{JSON.stringify(result.again)}</code>
          </p>
          <p className="fair__cli">
            {t('fair.cli')} <code>{verifyCommand(round)}</code>
          </p>
        </div>
      ) : null}
    </>
  );
}

/** The fairness panel of a game page. */
export function FairnessPanel({ game }: { game: InHouseGame }) {
  const { t } = useI18n();
  const { demo, rotate } = useDemo();
  const roundInPlay = useRoundInPlay();
  const money = useMoney();
  const [clientSeed, setClientSeed] = useState(demo.clientSeed);
  const rounds = demo.history.filter((r) => r.game === game).slice(0, 10);
  return (
    <section className="fair" aria-labelledby="fair-title">
      <h2 id="fair-title" className="section__title">
        {t('fair.title')}
      </h2>
      <dl className="fair__seeds">
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd>
          <code data-testid="server-seed-hash">{demo.serverSeedHash}</code>
        </dd>
        <dt>{t('fair.nonce')}</dt>
        <dd data-testid="nonce">{demo.nonce}</dd>
      </dl>
      <form
        className="fair__rotate"
        onSubmit={(event) => {
          event.preventDefault();
          rotate(clientSeed);
        }}
      >
        <label className="field">
          <span className="field__label">{t('fair.clientSeed')}</span>
          <input
            className="input"
            value={clientSeed}
            maxLength={64}
            onChange={(event) => setClientSeed(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--ghost" disabled={roundInPlay}>
          {t('fair.rotate')}
        </button>
        {roundInPlay ? <p className="fair__pending">{t('fair.finishFirst')}</p> : null}
      </form>
      {rounds.length > 0 ? (
        <ol className="fair__rounds">
          {rounds.map((round) => (
            <li key={`${round.serverSeedHash}:${round.nonce}`}>
              <span>
                {t('fair.round', { nonce: round.nonce })} · {money(round.bet, round.currency)} →{' '}
                {round.pending ? t('fair.inPlay') : money(round.payout, round.currency)} ·{' '}
                {round.pending ? null : <code>{JSON.stringify(round.result)}</code>}
              </span>
              {round.pending ? null : <Verify round={round} />}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
