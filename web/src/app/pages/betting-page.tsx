// /betting: the sportsbook from configuration in a full-width frame, or, without
// one, what it is and that it will open here (features/betting/sportsbook.tsx).
import { Sportsbook } from '../../features/betting/sportsbook.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { PageFrame } from '../../shared/ui/ui.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.betting];

/** /betting: the sportsbook, or what it is and that it is coming. */
export default function Page() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('nav.betting')} lead={t('betting.lead')}>
      <Sportsbook />
    </PageFrame>
  );
}
