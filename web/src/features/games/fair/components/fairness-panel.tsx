// The fairness panel of a game page, in a player's words: a sentence saying
// every round here can be checked once its server seed is revealed, then "How
// it's checked" (closed until opened): the hash of the current server seed
// committed before play, the client seed, the rounds played with them, and the
// rule in words. Rotation with the player's client seed reveals the seed for
// the next pair (refused while a miner or hilo round is in play); "My bets"
// lists the rounds, each verifiable there; /fairness, linked from the lead,
// checks any round without an account.
import { isClientSeed, type MoneyGame } from '@casino/sdk/fair';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { href } from '../../../../shared/lib/paths.ts';
import { type GameSession, useGameSession } from '../session.ts';
import { MyBets } from './my-bets.tsx';
import { PlayProblem } from './outcome.tsx';
import { HowChecked, LongValue, ProofFacts } from './proof.tsx';
import '../../in-house-games.css';

/** The seed pair in force: the server seed's hash (shown before play), the client seed, the nonce. */
export function SeedValues({
  seeds,
  testIds = false,
}: {
  seeds: { serverSeedHash: string; clientSeed: string; nonce: number } | null;
  /** The page's one copy carries the test ids. */
  testIds?: boolean;
}) {
  const { t } = useI18n();
  return (
    <ProofFacts
      items={[
        [
          t('fair.serverSeedHash'),
          <LongValue
            key="hash"
            value={seeds?.serverSeedHash ?? '…'}
            testId={testIds ? 'server-seed-hash' : undefined}
          />,
        ],
        [
          t('fair.clientSeedNow'),
          <LongValue
            key="client"
            value={seeds?.clientSeed ?? '…'}
            testId={testIds ? 'client-seed' : undefined}
          />,
        ],
        [
          t('fair.nonce'),
          <span key="nonce" data-testid={testIds ? 'nonce' : undefined}>
            {seeds?.nonce ?? '…'}
          </span>,
        ],
      ]}
    />
  );
}

/** The seed pair in force and how its rounds are checked. */
function SeedFacts({ seeds }: { seeds: Parameters<typeof SeedValues>[0]['seeds'] }) {
  const { t } = useI18n();
  return (
    <HowChecked>
      <p>{t('fair.how.commit')}</p>
      <SeedValues seeds={seeds} testIds />
      <p>{t('fair.how.rule')}</p>
    </HowChecked>
  );
}

/**
 * Rotation: the player's own client seed (or a random one) for the next
 * pair, which reveals the server seed of this one; refused while a miner or
 * hilo round is in play.
 */
export function RotateForm({ session }: { session: GameSession }) {
  const { t } = useI18n();
  const id = useId();
  const [clientSeed, setClientSeed] = useState('');
  const inPlay = session.active !== null;
  const typed = clientSeed.trim();
  const seedOk = typed === '' || isClientSeed(typed);
  return (
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
          aria-describedby={seedOk ? undefined : `${id}-error`}
          placeholder={t('fair.clientSeedRandom')}
          onChange={(event) => setClientSeed(event.target.value)}
        />
      </label>
      {seedOk ? null : (
        <p className="field__error" id={`${id}-error`} role="alert">
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
  );
}

/** The fairness panel of a game page. */
export function FairnessPanel({ game }: { game: MoneyGame }) {
  const { t, locale } = useI18n();
  const session = useGameSession(game);
  return (
    <section className="fair" aria-labelledby="fair-title">
      <h2 id="fair-title" className="section__title">
        {t('fair.title')}
      </h2>
      <p className="fair__lead">
        {t('fair.lead')} <Link to={href('fairness', locale)}>{t('fair.verifierLink')}</Link>
      </p>
      <SeedFacts seeds={session.seeds} />
      <RotateForm session={session} />
      <h3 className="fair__subtitle">
        {t('fair.myBets')}
        {session.mode === 'demo' ? <span className="chip">{t('fair.demoMark')}</span> : null}
      </h3>
      {session.rounds ? <MyBets rounds={session.rounds} /> : <p>{t('common.loading')}</p>}
    </section>
  );
}
