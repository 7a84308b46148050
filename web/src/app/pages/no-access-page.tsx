import { useI18n } from '../../i18n/i18n.tsx';
import { PageFrame } from '../../shared/ui.tsx';

/** /no-access: the visitor's region is blocked. */
export default function NoAccessPage() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('noAccess.title')} lead={t('noAccess.lead')}>
      <p className="prose">{t('noAccess.text')}</p>
    </PageFrame>
  );
}
