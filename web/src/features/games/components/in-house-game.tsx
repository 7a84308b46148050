// An in-house game page, laid out around its board: what the game is, the
// board, then how a round goes and the bet limits of the player's currency
// from the SDK's table (SPEC.md section 9) folded under it; for a player, the
// responsible-play session bar or restriction (play-safety.tsx).
import { type BetGame, CURRENCIES, currencyRules, type InHouseGame, isBetGame } from '@casino/sdk';
import { lazy, type ReactNode, Suspense } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney } from '../../../shared/domain/money.ts';
import { usePlayerCurrency } from '../../../shared/domain/player.tsx';
import { Facts } from '../../../shared/ui/page-parts.tsx';
import { PageFrame } from '../../../shared/ui/ui.tsx';
import { BetFeedLater } from '../feed/feed-later.tsx';
import { PlaySafety } from './play-safety.tsx';
import '../in-house-games.css';

/** Rules of a game as a list of translated steps. */
export function Rules({ game }: { game: InHouseGame }) {
  const { t } = useI18n();
  const steps = ([1, 2, 3] as const).map((n) => t(`games.${game}.rule${n}`));
  return (
    <ol className="rules">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/** The bet limits of a game in the player's currency; says so where SPEC.md does not show them. */
function Limits({ game }: { game: BetGame }) {
  const { t } = useI18n();
  const currency = usePlayerCurrency();
  const money = useMoney();
  const { min, max } = currencyRules(currency).bets[game];
  const fmt = (v: number) => money(v, currency);
  return (
    <Facts
      className="limits"
      items={[
        [t('games.currency'), `${currency} (${CURRENCIES[currency].symbol})`],
        [t('games.minBet'), min === null ? t('games.notShown') : fmt(min)],
        [t('games.maxBet'), max === null ? t('games.notShown') : fmt(max)],
      ]}
    />
  );
}

/**
 * The game's picture on a page without a board (the cases' list): the icons
 * load with it, so a board's page never carries them.
 */
const GameIcon = lazy(() => import('./game-icon.tsx').then((m) => ({ default: m.GameIcon })));

/** The id of a game page's "How to play" (one per page), which its info button opens. */
const INFO_ID = 'game-info';

/**
 * The page header's info button: opens "How to play" under the board and
 * takes the focus there (the rules and limits stay out of the board's way
 * until asked for).
 */
function InfoButton() {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="button button--ghost button--small game-info-button"
      aria-controls={INFO_ID}
      onClick={() => {
        const info = document.getElementById(INFO_ID);
        if (!(info instanceof HTMLDetailsElement)) return;
        info.open = true;
        info.querySelector('summary')?.focus({ preventScroll: true });
        info.scrollIntoView({ block: 'nearest' });
      }}
    >
      <span aria-hidden="true" className="game-info-button__icon">
        i
      </span>
      {t('games.howToPlay')}
    </button>
  );
}

/**
 * A game's page, laid out around its board: the title with the info button,
 * the board (or, without one, the game's picture), then "How to play" folded
 * (the rules and `facts`, the bet limits), `after` (the fairness panel,
 * My bets) and the live bets feed. Rules open by default where there is no
 * board to play.
 */
export function GameFrame({
  game,
  title,
  lead,
  board,
  facts,
  after,
}: {
  game: InHouseGame;
  title: string;
  lead: string;
  board?: ReactNode;
  facts?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <PageFrame title={title} lead={lead} actions={<InfoButton />}>
      <PlaySafety>
        {board ? (
          <div className="game-board" data-game={game}>
            {board}
          </div>
        ) : (
          <div className="game-hero" data-game={game} aria-hidden="true">
            <Suspense fallback={null}>
              <GameIcon game={game} size={160} />
            </Suspense>
          </div>
        )}
        <details className="game-info" id={INFO_ID} open={board ? undefined : true}>
          <summary className="game-info__summary">{t('games.howToPlay')}</summary>
          <Rules game={game} />
          {facts ? (
            <>
              <h3 className="game-info__title">{t('games.limits')}</h3>
              {facts}
            </>
          ) : null}
        </details>
      </PlaySafety>
      {after}
      <BetFeedLater />
    </PageFrame>
  );
}

/** The page of an in-house game (see GameFrame), with the bet limits of the player's currency. */
export function InHouseGamePage({
  game,
  board,
  after,
}: {
  game: InHouseGame;
  board?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <GameFrame
      game={game}
      title={t(`games.${game}.name`)}
      lead={t(`games.${game}.lead`)}
      board={board}
      facts={isBetGame(game) ? <Limits game={game} /> : undefined}
      after={after}
    />
  );
}
