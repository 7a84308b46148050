// The home page's strip of big wins (use-bet-feed.ts): the latest bets that
// paid 10× their stake or more (or a large sum), newest first, each a card
// that leads to its game. Like the feed, not a live region.
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../shared/domain/money.ts';
import { FeedGame } from './feed-game.tsx';
import { useBetFeed } from './use-bet-feed.ts';
import './feed.css';

/** The big wins strip. */
export default function BigWins() {
  const { t } = useI18n();
  const money = useMoney();
  const number = useNumber();
  const { lists } = useBetFeed();
  return (
    <section className="section wins" aria-labelledby="wins-title" data-testid="big-wins">
      <header className="section__header">
        <h2 id="wins-title" className="section__title">
          {t('feed.bigWins')}
        </h2>
      </header>
      {lists.bigWins.length === 0 ? (
        <p className="feed__empty">{t('feed.bigWinsEmpty')}</p>
      ) : (
        <ul className="wins__list">
          {lists.bigWins.map((bet) => (
            <li key={bet.id} className="wins__card">
              <FeedGame game={bet.game} />
              <span className="wins__player">{bet.player}</span>
              <strong className="wins__payout">{money(bet.payout, bet.currency)}</strong>
              <span className="wins__times">×{number(bet.multiplier, 2)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
