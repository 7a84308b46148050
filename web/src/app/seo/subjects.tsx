// The subject of a page whose address names one thing (a slot, a live game, a
// tournament, a case, a sport event), for its document head: its name once known, or that it
// does not exist. Each asks with the same call as the page itself (one shared
// request). Loaded with the first such page only, so the other pages' heads
// carry none of the API code.
import { HOUSE_CASES } from '@casino/sdk/fair';
import { eventIdOf, useSportEvent } from '../../features/betting/api.ts';
import { useGameTitle } from '../../features/games/game-title.ts';
import { useTournament } from '../../features/tournaments/api.ts';
import { useI18n, WithMessages } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import type { SubjectProps } from './page-head.tsx';

type Render = SubjectProps['render'];

function GameSubject({
  kind,
  slug,
  render,
}: {
  kind: 'slots' | 'live';
  slug: string | undefined;
  render: Render;
}) {
  return <>{render({ name: useGameTitle(kind, slug) })}</>;
}

function TournamentSubject({ id: raw, render }: { id: string | undefined; render: Render }) {
  // As the tournament page reads its address: a positive whole number, else no such tournament.
  const id = raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  const query = useTournament(id);
  const missing = id === undefined || query.error?.status === 404;
  return <>{render({ name: query.data?.data.title, missing })}</>;
}

function CaseName({ slug, render }: { slug: string | undefined; render: Render }) {
  const { t } = useI18n();
  const known = HOUSE_CASES.find((c) => c.slug === slug);
  return <>{render(known ? { name: t(`fair.cases.${known.slug}`) } : { missing: true })}</>;
}

function SportEventSubject({ id: raw, render }: { id: string | undefined; render: Render }) {
  const { locale } = useI18n();
  // As the event page reads its address: a positive whole number, else no such event.
  const id = eventIdOf(raw);
  const event = useSportEvent(id, locale);
  const known = event.data?.data;
  const missing = id === undefined || event.error?.status === 404;
  return <>{render({ name: known ? `${known.home} — ${known.away}` : undefined, missing })}</>;
}

const CASE_GROUPS = [MESSAGE_GROUPS.cases];

/** Renders `render` with the subject of the page at `route`. */
export default function SubjectOf({ route, params, render }: SubjectProps) {
  switch (route) {
    case 'slotDemo':
    case 'slotPlay':
      return <GameSubject kind="slots" slug={params.slot} render={render} />;
    case 'liveDemo':
    case 'livePlay':
      return <GameSubject kind="live" slug={params.slot} render={render} />;
    case 'tournament':
      return <TournamentSubject id={params.id} render={render} />;
    case 'bettingEvent':
      return <SportEventSubject id={params.id} render={render} />;
    case 'case':
      // The case names are the cases group's (the case page loads it too).
      return (
        <WithMessages groups={CASE_GROUPS} fallback={render({})}>
          <CaseName slug={params.slug} render={render} />
        </WithMessages>
      );
  }
}
