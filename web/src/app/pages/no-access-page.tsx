// /no-access: what a visitor from a blocked region sees (SPEC.md section 2), in
// its own layout; its messages load with it, as no other page needs them.
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { PageFrame } from '../../shared/ui/ui.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS['no-access']];

/** /no-access: the visitor's region is blocked. */
export default function NoAccessPage() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('noAccess.title')} lead={t('noAccess.lead')}>
      <p className="prose">{t('noAccess.text')}</p>
    </PageFrame>
  );
}
