// An in-house game page: what the game is, how a round goes, and the bet
// limits of the player's currency from the SDK's table (SPEC.md section 9).
import { type BetGame, CURRENCIES, currencyRules } from '@casino/sdk';
import { useI18n } from '../../../i18n/i18n.tsx';
import { GameIcon } from '../../../shared/game-icon.tsx';
import { useMoney } from '../../../shared/money.ts';
import { usePlayerCurrency } from '../../../shared/player.tsx';
import { Facts, PageFrame, Section } from '../../../shared/ui.tsx';

/** A game with per-currency limits, or one without (cases, rooms). */
export type InHouseGame = BetGame | 'cases';

/** Rules of a game as a list of translated steps. */
export function Rules({ game }: { game: string }) {
  const { t } = useI18n();
  const steps = [1, 2, 3].map((n) => t(`games.${game}.rule${n}`));
  return (
    <ol className="rules">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/** The bet limits of a game in the player's currency; says so where SPEC.md does not show them. */
export function Limits({ game }: { game: BetGame }) {
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

/** The page of an in-house game. */
export function InHouseGamePage({ game }: { game: InHouseGame }) {
  const { t } = useI18n();
  return (
    <PageFrame title={t(`games.${game}.name`)} lead={t(`games.${game}.lead`)}>
      <div className="game-layout">
        <div className="game-hero" data-game={game} aria-hidden="true">
          <GameIcon game={game} size={160} />
        </div>
        <div className="game-side">
          <Section title={t('games.howToPlay')}>
            <Rules game={game} />
          </Section>
          {game !== 'cases' ? (
            <Section title={t('games.limits')}>
              <Limits game={game} />
            </Section>
          ) : null}
        </div>
      </div>
    </PageFrame>
  );
}
