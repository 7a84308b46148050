// A free spin's game as the player sees it: its cover and title from the
// catalog, and the Play link to its page. While the catalog is read the title
// waits ("…"); when the game cannot be found (not in the catalog, or the
// look-up failed) it says "Game #id" and Play opens the slots catalog: a free
// spin names its game by id only.
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { href } from '../../../shared/lib/paths.ts';
import { type FreeSpinGame, useFreeSpinGame } from '../api.ts';

/** The free spin's game: found, not found (null), or still being looked up (undefined). */
export function useSpinGame(id: number | null): FreeSpinGame | null | undefined {
  const { data, error } = useFreeSpinGame(id);
  return error ? null : data;
}

/** The game's small cover (the catalog's picture); a star when it fails to load. */
export function GameCover({ game }: { game: FreeSpinGame | null | undefined }) {
  // A failure is the failed picture's: another game's cover gets its chance.
  const [broken, setBroken] = useState<string | null>(null);
  if (!game || broken === game.image) {
    return (
      <span className="free-spin-cover free-spin-cover--none" aria-hidden="true">
        ★
      </span>
    );
  }
  return (
    <img
      className="free-spin-cover"
      src={game.image}
      alt=""
      width={48}
      height={36}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(game.image)}
    />
  );
}

/** The game's title as text (a server string), "…" while it loads, else "Game #id". */
export function GameTitle({ id, game }: { id: number; game: FreeSpinGame | null | undefined }) {
  const { t } = useI18n();
  if (game === undefined) return <>…</>;
  return <>{game?.title || t('freeSpins.game', { game: id })}</>;
}

/**
 * Play: the game's page, or the slots catalog when the game is not found;
 * while the game is looked up, a disabled button (an early press would open
 * the catalog, not the game).
 */
export function PlayLink({
  game,
  primary = true,
}: {
  game: FreeSpinGame | null | undefined;
  primary?: boolean;
}) {
  const { t, locale } = useI18n();
  const className = `button button--small ${primary ? 'button--primary' : 'button--ghost'}`;
  if (game === undefined)
    return (
      <button type="button" className={className} disabled>
        {t('freeSpins.play')}
      </button>
    );
  const to = game ? href('slotPlay', locale, { slot: game.slug }) : href('slots', locale);
  return (
    <Link className={className} to={to}>
      {t('freeSpins.play')}
    </Link>
  );
}
