// /betting: the sportsbook's coming events (of a sport or league chosen in
// the menu, `?sport=&league=`) with their match-result prices, and the bet slip.
import { BookLayout } from '../../features/betting/components/book-layout.tsx';
import { EventList } from '../../features/betting/components/event-list.tsx';
import { useListFilter } from '../../features/betting/components/sports-menu.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { PageFrame } from '../../shared/ui/ui.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.betting, MESSAGE_GROUPS['play-safety']];

/** /betting: the events coming up. */
export default function Page() {
  const { t } = useI18n();
  const filter = useListFilter('prematch');
  return (
    <PageFrame title={t('nav.betting')} lead={t('betting.lead')}>
      <BookLayout filter={filter}>
        <EventList filter={filter} />
      </BookLayout>
    </PageFrame>
  );
}
