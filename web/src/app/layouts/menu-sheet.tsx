// The phone's menu (the bottom bar's Menu): every section, the in-house games
// and the help pages in a dialog, each group under its heading (no landmarks
// of their own: the header's navigations already have those names);
// following a link closes it. Loaded on first use.
import { IN_HOUSE_GAMES } from '@casino/sdk';
import { Link } from 'react-router';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { href, type StaticRouteName } from '../../shared/lib/paths.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { SECTIONS } from './sections.ts';

/** The help pages, after the games. */
const HELP: readonly [StaticRouteName, MessageKey][] = [
  ['fairness', 'nav.fairness'],
  ['responsiblePlay', 'nav.responsible'],
  ['faq', 'nav.faq'],
  ['welcomePack', 'nav.welcomePack'],
];

/** The phone's menu dialog. */
export default function MenuSheet({ onClose }: { onClose: () => void }) {
  const { t, locale } = useI18n();
  // Short names in two columns; the help pages' longer ones in one.
  const list = (items: readonly [string, string][], label: string, wide = false) => (
    <div>
      <h3 className="menu-sheet__title">{label}</h3>
      <ul className={wide ? 'menu-sheet__list menu-sheet__list--wide' : 'menu-sheet__list'}>
        {items.map(([to, text]) => (
          <li key={to}>
            <Link className="menu-sheet__link" to={to} onClick={onClose}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <Dialog title={t('nav.menu')} onClose={onClose}>
      <div className="menu-sheet">
        {list(
          SECTIONS.map(([name, key]) => [href(name, locale), t(key)]),
          t('nav.sections'),
        )}
        {list(
          IN_HOUSE_GAMES.map((game) => [href(game, locale), t(`games.${game}.name`)]),
          t('nav.games'),
        )}
        {list(
          HELP.map(([name, key]) => [href(name, locale), t(key)]),
          t('nav.help'),
          true,
        )}
      </div>
    </Dialog>
  );
}
