// The sports and their leagues, with how many events each has on the list
// shown (coming up or in play): a column beside the events on a wide screen,
// a sheet from a "Sports" button on a phone. Choosing one filters the list
// through the address (`?sport=football&league=kz-premier`), so a choice can
// be shared and the back button undoes it.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { href } from '../../../shared/lib/paths.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { type EventFilter, type SportKey, type SportSummary, useSports } from '../api.ts';

const SPORT_KEYS: readonly SportKey[] = [
  'football',
  'ice-hockey',
  'tennis',
  'basketball',
  'esports',
];

/** The list's filter as the address gives it (an unknown sport is none). */
export function useListFilter(status: EventFilter['status']): EventFilter {
  const [search] = useSearchParams();
  const sport = SPORT_KEYS.find((s) => s === search.get('sport'));
  const league = sport ? (search.get('league') ?? undefined) : undefined;
  return { status, ...(sport ? { sport } : {}), ...(league ? { league } : {}) };
}

function MenuList({
  filter,
  sports,
  onChoose,
}: {
  filter: EventFilter;
  sports: readonly SportSummary[];
  onChoose?: () => void;
}) {
  const { t, locale } = useI18n();
  const base = href(filter.status === 'live' ? 'bettingLive' : 'betting', locale);
  const count = (n: { prematch: number; live: number }) =>
    filter.status === 'live' ? n.live : n.prematch;
  const link = (to: string, active: boolean, text: string, n: number, sub = false) => (
    <Link
      className={`sports-menu__link${sub ? ' sports-menu__link--league' : ''}${active ? ' is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
      to={to}
      onClick={onChoose}
    >
      <span>{text}</span>
      <span className="sports-menu__count">{n}</span>
    </Link>
  );
  const total = (sport: SportSummary) =>
    sport.leagues.reduce((sum, league) => sum + count(league), 0);
  return (
    <ul className="sports-menu__list">
      <li>
        {link(
          base,
          !filter.sport,
          t('betting.allSports'),
          sports.reduce((sum, s) => sum + total(s), 0),
        )}
      </li>
      {sports.map((sport) => (
        <li key={sport.sport}>
          {link(
            `${base}?sport=${sport.sport}`,
            filter.sport === sport.sport && !filter.league,
            sport.name,
            total(sport),
          )}
          {filter.sport === sport.sport ? (
            <ul className="sports-menu__list">
              {sport.leagues.map((league) => (
                <li key={league.id}>
                  {link(
                    `${base}?sport=${sport.sport}&league=${encodeURIComponent(league.id)}`,
                    filter.league === league.id,
                    league.name,
                    count(league),
                    true,
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The sports menu: the column beside the events on a wide screen. */
export function SportsMenu({ filter }: { filter: EventFilter }) {
  const { t, locale } = useI18n();
  const sports = useSports(locale).data?.data ?? [];
  return (
    <nav className="sports-menu" aria-label={t('betting.sports')}>
      <h2 className="sports-menu__title">{t('betting.sports')}</h2>
      <MenuList filter={filter} sports={sports} />
    </nav>
  );
}

/** The sports menu where there is no room for its column: a button naming the choice, and a sheet. */
export function SportsSheet({ filter }: { filter: EventFilter }) {
  const { t, locale } = useI18n();
  const sports = useSports(locale).data?.data ?? [];
  const [open, setOpen] = useState(false);
  const chosen = sports.find((s) => s.sport === filter.sport);
  const league = chosen?.leagues.find((l) => l.id === filter.league);
  return (
    <>
      <button
        type="button"
        className="button button--ghost sports-sheet__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {league?.name ?? chosen?.name ?? t('betting.allSports')}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open ? (
        <Dialog title={t('betting.sports')} onClose={() => setOpen(false)}>
          <MenuList filter={filter} sports={sports} onChoose={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </>
  );
}
