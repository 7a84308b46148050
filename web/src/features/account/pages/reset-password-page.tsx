import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { localizePath } from '../../../i18n/paths.ts';
import { PageFrame } from '../../../shared/ui.tsx';

/** /reset-password/{token}: the reset link's landing page. */
export default function Page() {
  const { t, locale } = useI18n();
  return (
    <PageFrame title={t('password.newTitle')} lead={t('password.newLead')}>
      <Link className="button button--ghost" to={localizePath('/password/reset', locale)}>
        {t('password.again')}
      </Link>
    </PageFrame>
  );
}
