// Home: the sections a player expects, each from data and each linking on.
import { IN_HOUSE_GAMES } from '@casino/sdk';
import { Link } from 'react-router';
import { startWelcomePacks } from '../../features/bonuses/api.ts';
import { WelcomePacks } from '../../features/bonuses/components/welcome-packs.tsx';
import {
  type CatalogFilters,
  type CatalogKind,
  startCatalog,
  useCatalog,
} from '../../features/games/api.ts';
import { IN_HOUSE_COVERS } from '../../features/games/art/covers.ts';
import { GameCard } from '../../features/games/components/game-card.tsx';
import { BigWinsLater } from '../../features/games/feed/big-wins-later.tsx';
import { startTournaments } from '../../features/tournaments/api.ts';
import { TournamentList } from '../../features/tournaments/components/tournament-list.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import type { FirstData } from '../../shared/lib/api.tsx';
import { href, type StaticRouteName } from '../../shared/lib/paths.ts';
import { QueryView, Section } from '../../shared/ui/page-parts.tsx';
import { RestrictionNotice, useRunningRestriction } from '../../shared/ui/restriction-notice.tsx';
import { PageFrame } from '../../shared/ui/ui.tsx';
import { HomeHero } from './home-hero.tsx';
import './home-page.css';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.home, MESSAGE_GROUPS.cards, MESSAGE_GROUPS.tournaments];

/** What each strip of games asks for: the popular slots, the live games. */
const STRIPS: Record<CatalogKind, CatalogFilters> = {
  slots: { category: 'popular', per_page: 8 },
  live: { per_page: 8 },
};

/**
 * The calls of the page's first screen (the hero's welcome packs and running
 * tournaments, the strips), asked for beside this page's code on a first visit.
 */
export function firstData(first: FirstData): void {
  startWelcomePacks(first);
  startTournaments(first, 'active');
  startCatalog(first, 'slots', STRIPS.slots);
  startCatalog(first, 'live', STRIPS.live);
}

function More({ to }: { to: StaticRouteName }) {
  const { t, locale } = useI18n();
  return (
    <Link className="section__more" to={href(to, locale)}>
      {t('common.more')}
    </Link>
  );
}

function CatalogStrip({ kind }: { kind: CatalogKind }) {
  const { t } = useI18n();
  const query = useCatalog(kind, STRIPS[kind]);
  return (
    <QueryView query={query} empty={t('catalog.empty')} isEmpty={(d) => d.data.length === 0}>
      {(data) => (
        <div className="game-strip">
          {data.data.map((game) => (
            <GameCard key={game.id} game={game} kind={kind} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

/** The home page. */
export default function HomePage() {
  const { t, locale } = useI18n();
  // During a time-out or self-exclusion no promotion: the hero's
  // offers give way to the notice of the break, and the promotions go.
  const restriction = useRunningRestriction();
  return (
    <PageFrame title={t('home.title')} lead={t('home.lead')}>
      {restriction ? <RestrictionNotice restriction={restriction} /> : <HomeHero />}
      <Section title={t('home.inHouse')}>
        <div className="game-tiles">
          {IN_HOUSE_GAMES.map((game) => (
            <Link key={game} className="game-tile" data-game={game} to={href(game, locale)}>
              <img
                className="game-tile__cover"
                src={IN_HOUSE_COVERS[game]}
                alt=""
                width={400}
                height={300}
                decoding="async"
              />
              <span className="game-tile__name">{t(`games.${game}.name`)}</span>
            </Link>
          ))}
        </div>
      </Section>
      <BigWinsLater />
      <Section belowFold title={t('home.popularSlots')} more={<More to="slots" />}>
        <CatalogStrip kind="slots" />
      </Section>
      <Section belowFold title={t('nav.liveCasino')} more={<More to="liveCasino" />}>
        <CatalogStrip kind="live" />
      </Section>
      <Section belowFold title={t('nav.tournaments')} more={<More to="tournaments" />}>
        <TournamentList status="active" limit={3} />
      </Section>
      {restriction ? null : (
        <Section belowFold title={t('home.promotions')} more={<More to="bonuses" />}>
          <WelcomePacks />
        </Section>
      )}
    </PageFrame>
  );
}
