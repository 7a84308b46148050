// /betting/live: the sportsbook's events in play, their scores, minutes and
// prices kept current by the live stream, and the bet slip.
import { BookLayout } from '../../features/betting/components/book-layout.tsx';
import { EventList } from '../../features/betting/components/event-list.tsx';
import { useListFilter } from '../../features/betting/components/sports-menu.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { PageFrame } from '../../shared/ui/ui.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.betting, MESSAGE_GROUPS['play-safety']];

/** /betting/live: the events in play. */
export default function Page() {
  const { t } = useI18n();
  const filter = useListFilter('live');
  return (
    <PageFrame title={t('betting.liveTitle')} lead={t('betting.liveLead')}>
      <BookLayout filter={filter}>
        <EventList filter={filter} />
      </BookLayout>
    </PageFrame>
  );
}
