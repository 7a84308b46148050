// A slot or live game in a full-width frame as tall as the screen leaves
// (with a full-screen button), in demo (anyone) or for money
// (a logged-in player with a balance or free spins on the game; otherwise a
// way to log in or to pay in, with the demo offered meanwhile). The page is
// titled by the game's name from its catalog: the API has no call for one
// game, so its catalog is searched by the slug's words and the game with that
// slug taken; until that answers (or when none matches) the slug's words
// stand in. During a time-out or self-exclusion play for money is closed: a
// notice says until when.

import { type RefObject, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { usePlayer } from '../../../shared/domain/player.tsx';
import { useHasToken } from '../../../shared/lib/api.tsx';
import { href } from '../../../shared/lib/paths.ts';
import { QueryView } from '../../../shared/ui/page-parts.tsx';
import {
  RestrictionNotice,
  useRunningRestriction,
} from '../../../shared/ui/restriction-notice.tsx';
import { Loading, PageFrame } from '../../../shared/ui/ui.tsx';
import { type CatalogKind, useCatalog, useDemoLaunch, usePlayLaunch } from '../api.ts';
import '../../../shared/ui/game-frame.css';

/** The game's frame, as tall as the screen leaves under the page's title. */
function Frame({
  url,
  title,
  box,
}: {
  url: string;
  title: string;
  box: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div ref={box} className="game-frame game-frame--fit">
      <iframe
        src={url}
        title={title}
        allow="fullscreen; autoplay"
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
      />
    </div>
  );
}

/** Opens the game's frame full screen, where the browser allows it (beside the page's title). */
function FullScreen({ box }: { box: RefObject<HTMLDivElement | null> }) {
  const { t } = useI18n();
  if (!document.fullscreenEnabled) return null;
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={() => void box.current?.requestFullscreen().catch(() => undefined)}
    >
      {t('games.fullScreen')}
    </button>
  );
}

/** The catalog's entry of the game with `slug`, or undefined while unknown. */
function useCatalogGame(kind: CatalogKind, slug: string | undefined) {
  const query = useCatalog(kind, slug ? { search: slug.replace(/-/g, ' '), per_page: 100 } : null);
  return query.data?.data.find((game) => game.slug === slug);
}

/**
 * The page of /games/{slots|live-casino}/{slot}/{demo|play}. Money play
 * opens with a balance, or with free spins on this game (`freeSpinGames`:
 * the ids of the games the player has free spins on), which the game plays.
 */
export function GameLaunchPage({
  mode,
  kind,
  freeSpinGames,
}: {
  mode: 'demo' | 'play';
  kind: CatalogKind;
  freeSpinGames?: ReadonlySet<number>;
}) {
  const { t, locale } = useI18n();
  const { slot } = useParams();
  const hasToken = useHasToken();
  const player = usePlayer();
  const restriction = useRunningRestriction();
  const box = useRef<HTMLDivElement>(null);
  const game = useCatalogGame(kind, slot);
  const funded =
    player.loggedIn &&
    ((player.balance ?? 0) > 0 || (game !== undefined && Boolean(freeSpinGames?.has(game.id))));
  const demo = useDemoLaunch(mode === 'demo' ? slot : undefined);
  const play = usePlayLaunch(slot, mode === 'play' && funded && !restriction);
  const name = game?.title ?? (slot ? slot.replace(/-/g, ' ') : '');
  const title = t(mode === 'demo' ? 'games.demoTitle' : 'games.playTitle', { name });
  const lead = t(kind === 'slots' ? 'games.slotLead' : 'games.liveLead');
  const demoHref = href(kind === 'slots' ? 'slotDemo' : 'liveDemo', locale, { slot: slot ?? '' });
  if (mode === 'play' && hasToken && !player.loggedIn) {
    return (
      <PageFrame title={title} lead={lead}>
        <Loading />
      </PageFrame>
    );
  }
  if (mode === 'play' && player.loggedIn && restriction) {
    return (
      <PageFrame title={title} lead={lead}>
        <RestrictionNotice restriction={restriction} />
      </PageFrame>
    );
  }
  if (mode === 'play' && player.loggedIn && !funded) {
    return (
      <PageFrame title={title} lead={lead}>
        <div className="notice">
          <p>{t('games.depositToPlay')}</p>
          <div className="notice__actions">
            <Link className="button button--primary" to="?deposit">
              {t('account.deposit')}
            </Link>
            <Link className="button button--ghost" to={demoHref}>
              {t('games.demo')}
            </Link>
          </div>
        </div>
      </PageFrame>
    );
  }
  if (mode === 'play' && !hasToken) {
    return (
      <PageFrame title={title} lead={lead}>
        <div className="notice">
          <p>{t('games.loginToPlay')}</p>
          <div className="notice__actions">
            <Link className="button button--primary" to="?login">
              {t('account.login')}
            </Link>
            <Link className="button button--ghost" to={demoHref}>
              {t('games.demo')}
            </Link>
          </div>
        </div>
      </PageFrame>
    );
  }
  const query = mode === 'demo' ? demo : play;
  return (
    <PageFrame title={title} lead={lead} actions={query.data ? <FullScreen box={box} /> : null}>
      <QueryView query={query}>
        {(launch) => <Frame url={launch.url} title={title} box={box} />}
      </QueryView>
    </PageFrame>
  );
}
