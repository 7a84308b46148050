// A game's card in the catalogs (and on the home page): its cover, title,
// provider and the demo and play links. The cover keeps its 4:3 box whether
// it loads, is still loading or fails: a failed or missing image gives way to a
// placeholder drawn here, the title on the site's own background.
import type { components, LocaleCode } from '@casino/sdk';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { href } from '../../../shared/lib/paths.ts';
import type { CatalogKind } from '../api.ts';
import './catalog.css';

type Game = components['schemas']['Game'];

/** The demo and play routes of each catalog. */
const GAME_ROUTES = {
  slots: { demo: 'slotDemo', play: 'slotPlay' },
  live: { demo: 'liveDemo', play: 'livePlay' },
} as const;

/** The cover in place of an image that failed or is absent: the title on the brand's background. */
function CoverPlaceholder({ title }: { title: string }) {
  const glow = `game-card-glow-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <div className="game-card__cover game-card__cover--placeholder" aria-hidden="true">
      <svg className="game-card__placeholder-art" viewBox="0 0 400 300" aria-hidden="true">
        <circle cx="200" cy="110" r="120" fill={`url(#${glow})`} />
        <defs>
          <radialGradient id={glow}>
            <stop offset="0" stopColor="#ffb72e" stopOpacity=".35" />
            <stop offset="1" stopColor="#ffb72e" stopOpacity="0" />
          </radialGradient>
        </defs>
        <g fill="none" stroke="#ffb72e" strokeOpacity=".5" strokeWidth="4">
          <rect x="126" y="56" width="148" height="100" rx="16" />
          <path d="M175 56v100M225 56v100" />
        </g>
        <g fill="#ffb72e" fillOpacity=".75">
          <circle cx="150" cy="106" r="11" />
          <path d="M200 92l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" />
          <path d="M240 98h20v6l-10 20h-6l9-19h-13z" />
        </g>
      </svg>
      <span className="game-card__placeholder-title">{title}</span>
    </div>
  );
}

/**
 * A game tile: cover (fixed 4:3, lazy), title, provider, demo and play links.
 * `heading`: the title's level, 3 under a section's heading (the home page),
 * 2 right under the page's (a catalog). `first`: one of the catalog's first
 * cards, on screen as the page opens: its cover loads at once (a lazy image
 * waits for layout, and the first cover is the page's largest paint).
 */
export function GameCard({
  game,
  kind,
  heading = 3,
  first = false,
}: {
  game: Game;
  kind: CatalogKind;
  heading?: 2 | 3;
  first?: boolean;
}) {
  const Title = heading === 2 ? 'h2' : 'h3';
  const { t, locale } = useI18n();
  // The address that failed: another address (new data) is tried afresh.
  const [failed, setFailed] = useState<string | null>(null);
  const to = (mode: 'demo' | 'play', l: LocaleCode) =>
    href(GAME_ROUTES[kind][mode], l, { slot: game.slug });
  return (
    <article className="game-card">
      <div className="game-card__media">
        {!game.image || failed === game.image ? (
          <CoverPlaceholder title={game.title} />
        ) : (
          <img
            className="game-card__cover"
            src={game.image}
            alt=""
            width={400}
            height={300}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            onError={() => setFailed(game.image)}
          />
        )}
      </div>
      <div className="game-card__body">
        <Title className="game-card__title">{game.title}</Title>
        <p className="game-card__meta">
          <span className="game-card__provider" title={game.provider}>
            {game.provider}
          </span>
        </p>
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
