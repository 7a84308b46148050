// The live bets feed under every game (use-bet-feed.ts): every settled bet
// across the in-house games and the live tables as it happens, the high
// rollers' cut, and the player's own bets (use-my-bets.ts), as tabs over one
// table: game, player, time, bet, multiplier, payout. A new row slides in
// (still under reduced motion). The rows are not a live region: a screen
// reader is not read a stranger's bet every second.
import { dateTimeFormat } from '@casino/sdk';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../shared/domain/money.ts';
import { usePlayer } from '../../../shared/domain/player.tsx';
import { ChoiceTabs } from '../../../shared/ui/choice-tabs.tsx';
import { QueryView } from '../../../shared/ui/page-parts.tsx';
import { FeedGame } from './feed-game.tsx';
import { type FeedBet, useBetFeed } from './use-bet-feed.ts';
import { useMyBets } from './use-my-bets.ts';
import './feed.css';

type Cut = 'all' | 'high' | 'mine';

/** Rows a cut shows at most. */
const ROWS = 12;

/** The table of one cut. */
function FeedTable({ bets, mine }: { bets: readonly FeedBet[]; mine: boolean }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const number = useNumber();
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <table className="feed__table">
      <thead>
        <tr>
          <th scope="col">{t('feed.game')}</th>
          <th scope="col">{t('feed.player')}</th>
          <th scope="col" className="feed__wide">
            {t('feed.time')}
          </th>
          <th scope="col" className="feed__wide feed__number">
            {t('feed.bet')}
          </th>
          <th scope="col" className="feed__number">
            {t('feed.multiplier')}
          </th>
          <th scope="col" className="feed__number">
            {t('feed.payout')}
          </th>
        </tr>
      </thead>
      <tbody>
        {bets.slice(0, ROWS).map((bet) => (
          <tr key={bet.id} className={bet.payout > bet.amount ? 'feed__row is-won' : 'feed__row'}>
            <td>
              <FeedGame game={bet.game} />
            </td>
            <td className="feed__player">{mine ? t('feed.you') : bet.player}</td>
            <td className="feed__wide feed__time">{time.format(bet.at)}</td>
            <td className="feed__wide feed__number">{money(bet.amount, bet.currency)}</td>
            <td className="feed__number feed__times">×{number(bet.multiplier, 2)}</td>
            <td className="feed__number feed__payout">{money(bet.payout, bet.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The player's own bets (asked when the tab opens). */
function MyFeedBets() {
  const { t } = useI18n();
  const player = usePlayer();
  const mine = useMyBets(player.loggedIn);
  if (!player.loggedIn) return <p className="feed__empty">{t('feed.mineGuest')}</p>;
  return (
    <QueryView query={mine} empty={t('feed.mineEmpty')} isEmpty={(bets) => bets.length === 0}>
      {(bets) => <FeedTable bets={bets} mine />}
    </QueryView>
  );
}

/** The live bets feed: all bets, high rollers, my bets. */
export default function BetFeed() {
  const { t } = useI18n();
  const [cut, setCut] = useState<Cut>('all');
  const { lists, status } = useBetFeed();
  const shown = cut === 'high' ? lists.highRollers : lists.bets;
  return (
    <section className="feed" aria-labelledby="feed-title" data-testid="bet-feed">
      <div className="feed__head">
        <h2 id="feed-title" className="section__title">
          <span className={status === 'live' ? 'feed__dot is-live' : 'feed__dot'} aria-hidden />
          {t('feed.title')}
        </h2>
        <ChoiceTabs
          value={cut}
          onChange={setCut}
          label={t('feed.title')}
          options={[
            ['all', t('feed.all')],
            ['high', t('feed.high')],
            ['mine', t('feed.mine')],
          ]}
        />
      </div>
      {cut === 'mine' ? (
        <MyFeedBets />
      ) : shown.length > 0 ? (
        <FeedTable bets={shown} mine={false} />
      ) : (
        <p className="feed__empty">{status === 'live' ? t('feed.empty') : t(`feed.${status}`)}</p>
      )}
    </section>
  );
}
