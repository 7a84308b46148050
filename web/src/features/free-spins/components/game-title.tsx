// A free spin's game by its title from the catalog, or "Game #id" while the
// title loads and when it cannot be found (not in the catalog, or the look-up
// failed): a free spin names its game by id only.
import { useI18n } from '../../../i18n/i18n.tsx';
import { useGameTitle } from '../api.ts';

/** The game's title as text (a server string), else the id. */
export function GameTitle({ id }: { id: number }) {
  const { t } = useI18n();
  const { data: title } = useGameTitle(id);
  return <>{title || t('freeSpins.game', { game: id })}</>;
}
