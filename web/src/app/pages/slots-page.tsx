// /games/slots: the slots' catalog; on a first visit its first page of games
// is asked for beside the page's code (firstData).

import { Catalog, startFirstCatalogPage } from '../../features/games/components/catalog.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import type { FirstData } from '../../shared/lib/api.tsx';
import { PageFrame } from '../../shared/ui/ui.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.cards, MESSAGE_GROUPS.catalog];

/** The first page of the catalog, asked for beside this page's code on a first visit. */
export const firstData = (first: FirstData) => startFirstCatalogPage(first, 'slots');

export default function Page() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('nav.slots')} lead={t('catalog.slotsLead')}>
      <Catalog kind="slots" />
    </PageFrame>
  );
}
