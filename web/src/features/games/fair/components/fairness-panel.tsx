// The fairness panel of a game page: the hash of the current server seed
// (shown before play), the nonce, rotation with the player's client seed for
// the next pair (refused while a miner or hilo round is in play), and "My
// bets", each round verifiable here.
import { isClientSeed, type MoneyGame } from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useGameSession } from '../session.ts';
import { MyBets } from './my-bets.tsx';
import { PlayProblem } from './outcome.tsx';
import '../../in-house-games.css';

/** The seed pair in force: the server seed's hash (shown before play), the client seed, the nonce. */
function SeedFacts({
  seeds,
}: {
  seeds: { serverSeedHash: string; clientSeed: string; nonce: number } | null;
}) {
  const { t } = useI18n();
  return (
    <dl className="fair__seeds">
      <dt>{t('fair.serverSeedHash')}</dt>
      <dd>
        <code data-testid="server-seed-hash">{seeds?.serverSeedHash ?? '…'}</code>
      </dd>
      <dt>{t('fair.clientSeedNow')}</dt>
      <dd>
        <code data-testid="client-seed">{seeds?.clientSeed ?? '…'}</code>
      </dd>
      <dt>{t('fair.nonce')}</dt>
      <dd data-testid="nonce">{seeds?.nonce ?? '…'}</dd>
    </dl>
  );
}

/** The fairness panel of a game page. */
export function FairnessPanel({ game }: { game: MoneyGame }) {
  const { t } = useI18n();
  const session = useGameSession(game);
  const [clientSeed, setClientSeed] = useState('');
  const inPlay = session.active !== null;
  const typed = clientSeed.trim();
  const seedOk = typed === '' || isClientSeed(typed);
  return (
    <section className="fair" aria-labelledby="fair-title">
      <h2 id="fair-title" className="section__title">
        {t('fair.title')}
      </h2>
      <SeedFacts seeds={session.seeds} />
      <form
        className="fair__rotate"
        onSubmit={(event) => {
          event.preventDefault();
          void session.rotate(clientSeed).then(() => setClientSeed(''));
        }}
      >
        <label className="field">
          <span className="field__label">{t('fair.clientSeed')}</span>
          <input
            className="input"
            value={clientSeed}
            maxLength={64}
            aria-invalid={seedOk ? undefined : true}
            aria-describedby={seedOk ? undefined : 'client-seed-error'}
            placeholder={t('fair.clientSeedRandom')}
            onChange={(event) => setClientSeed(event.target.value)}
          />
        </label>
        {seedOk ? null : (
          <p className="field__error" id="client-seed-error" role="alert">
            {t('fair.clientSeedBad')}
          </p>
        )}
        <button
          type="submit"
          className="button button--ghost"
          disabled={inPlay || session.busy || !seedOk}
        >
          {t('fair.rotate')}
        </button>
        {inPlay ? <p className="fair__pending">{t('fair.finishFirst')}</p> : null}
        <PlayProblem problem={session.problem} />
      </form>
      <h3 className="fair__subtitle">
        {t('fair.myBets')}
        {session.mode === 'demo' ? <span className="chip">{t('fair.demoMark')}</span> : null}
      </h3>
      {session.rounds ? <MyBets rounds={session.rounds} /> : <p>{t('common.loading')}</p>}
    </section>
  );
}
