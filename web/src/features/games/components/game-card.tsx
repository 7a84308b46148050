import type { components, LocaleCode } from '@casino/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { localizePath } from '../../../i18n/paths.ts';
import './catalog.css';

type Game = components['schemas']['Game'];

/** A game tile: cover (fixed 4:3, lazy), title, provider, demo and play links. */
export function GameCard({
  game,
  base,
}: {
  game: Game;
  base: '/games/slots' | '/games/live-casino';
}) {
  const { t, locale } = useI18n();
  const [broken, setBroken] = useState(false);
  const to = (mode: 'demo' | 'play', l: LocaleCode) =>
    localizePath(`${base}/${encodeURIComponent(game.slug)}/${mode}`, l);
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
