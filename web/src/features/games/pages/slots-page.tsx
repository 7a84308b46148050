import { useI18n } from '../../../i18n/i18n.tsx';
import { PageFrame } from '../../../shared/ui.tsx';
import { Catalog } from '../components/catalog.tsx';

export default function Page() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('nav.slots')} lead={t('catalog.slotsLead')}>
      <Catalog kind="slots" />
    </PageFrame>
  );
}
