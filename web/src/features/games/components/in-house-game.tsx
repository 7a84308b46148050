// An in-house game page: what the game is, how a round goes, and the bet
// limits of the player's currency from the SDK's table (SPEC.md section 9);
// for a player, the responsible-play session bar or restriction (play-safety.tsx).
import { type BetGame, CURRENCIES, currencyRules, type InHouseGame, isBetGame } from '@casino/sdk';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney } from '../../../shared/domain/money.ts';
import { usePlayerCurrency } from '../../../shared/domain/player.tsx';
import { Facts, Section } from '../../../shared/ui/page-parts.tsx';
import { PageFrame } from '../../../shared/ui/ui.tsx';
import { GameIcon } from './game-icon.tsx';
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
 * The page of an in-house game. With a `board` (real or demo play), the board
 * takes the hero's place and carries its own bet panel; `after` comes below
 * (the fairness panel and My bets). Without one (the cases list) the hero
 * shows the game's icon.
 */
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
    <PageFrame title={t(`games.${game}.name`)} lead={t(`games.${game}.lead`)}>
      <PlaySafety>
        <div className="game-layout">
          {board ? (
            <div className="game-board" data-game={game}>
              {board}
            </div>
          ) : (
            <div className="game-hero" data-game={game} aria-hidden="true">
              <GameIcon game={game} size={160} />
            </div>
          )}
          <div className="game-side">
            <Section title={t('games.howToPlay')}>
              <Rules game={game} />
            </Section>
            {isBetGame(game) ? (
              <Section title={t('games.limits')}>
                <Limits game={game} />
              </Section>
            ) : null}
          </div>
        </div>
      </PlaySafety>
      {after}
    </PageFrame>
  );
}
