// A game in the live bets feed and the big wins: its name after a dot of its
// colour, linking to its page (no icon: the feed's chunk stays apart from the boards').
import type { InHouseGame } from '@casino/sdk';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { href } from '../../../shared/lib/paths.ts';

/** Each game's colour in the feed, after its art. */
const COLOURS: Readonly<Record<InHouseGame, string>> = {
  crash: '#ff6b3d',
  dice: '#4da3ff',
  roulette: '#e5484d',
  coinflip: '#f5c542',
  hilo: '#b084f5',
  keno: '#3dd68c',
  miner: '#a3b1c6',
  cases: '#f08c3a',
  rooms: '#e879b9',
};

/** A game's name, linking to its page. */
export function FeedGame({ game }: { game: InHouseGame }) {
  const { t, locale } = useI18n();
  return (
    <Link className="feed__game" to={href(game, locale)}>
      <span className="feed__mark" style={{ background: COLOURS[game] }} aria-hidden="true" />
      <span>{t(`games.${game}.name`)}</span>
    </Link>
  );
}
