// /betting/event/{id}: one event with every market, live as it plays, and
// the bet slip.
import { useParams } from 'react-router';
import { eventIdOf, useSportEvent } from '../../features/betting/api.ts';
import { BookLayout } from '../../features/betting/components/book-layout.tsx';
import { EventView } from '../../features/betting/components/event-view.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { PageFrame } from '../../shared/ui/ui.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.betting, MESSAGE_GROUPS['play-safety']];

/** /betting/event/{id}. */
export default function Page() {
  const { t, locale } = useI18n();
  const eventId = eventIdOf(useParams().id);
  const event = useSportEvent(eventId, locale).data?.data;
  return (
    <PageFrame title={event ? `${event.home} — ${event.away}` : t('nav.betting')}>
      <BookLayout filter={{ status: 'prematch' }}>
        <EventView id={eventId} />
      </BookLayout>
    </PageFrame>
  );
}
