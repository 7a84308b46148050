import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { PageFrame } from '../../../shared/ui.tsx';
import { Catalog } from '../components/catalog.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.games];

export default function Page() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('nav.liveCasino')} lead={t('catalog.liveLead')}>
      <Catalog kind="live" />
    </PageFrame>
  );
}
