import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { PageFrame } from '../../../shared/ui.tsx';

/** /password/reset: how to recover a password. */
export default function Page() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('password.resetTitle')} lead={t('password.resetLead')}>
      <ol className="rules">
        <li>{t('password.step1')}</li>
        <li>{t('password.step2')}</li>
        <li>{t('password.step3')}</li>
      </ol>
      <Link className="button button--primary" to="?login">
        {t('account.login')}
      </Link>
    </PageFrame>
  );
}
