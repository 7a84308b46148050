import type { components, LocaleCode } from '@casino/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { href } from '../../../shared/paths.ts';
import type { CatalogKind } from '../api.ts';
import './catalog.css';

type Game = components['schemas']['Game'];

/** The demo and play routes of each catalog. */
const GAME_ROUTES = {
  slots: { demo: 'slotDemo', play: 'slotPlay' },
  live: { demo: 'liveDemo', play: 'livePlay' },
} as const;

/** A game tile: cover (fixed 4:3, lazy), title, provider, demo and play links. */
export function GameCard({ game, kind }: { game: Game; kind: CatalogKind }) {
  const { t, locale } = useI18n();
  const [broken, setBroken] = useState(false);
  const to = (mode: 'demo' | 'play', l: LocaleCode) =>
    href(GAME_ROUTES[kind][mode], l, { slot: game.slug });
  return (
    <article className="game-card">
      {broken ? (
        <div className="game-card__cover game-card__cover--placeholder" aria-hidden="true">
          {game.title.slice(0, 2)}
        </div>
      ) : (
        <img
          className="game-card__cover"
          src={game.image}
          alt=""
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
        />
      )}
      <div className="game-card__body">
        <h3 className="game-card__title">{game.title}</h3>
        <p className="game-card__provider">{game.provider}</p>
        <div className="game-card__actions">
          <Link className="button button--primary button--small" to={to('play', locale)}>
            {t('games.play')}
          </Link>
          {game.has_demo ? (
            <Link className="button button--ghost button--small" to={to('demo', locale)}>
              {t('games.demo')}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
