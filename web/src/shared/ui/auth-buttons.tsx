import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';

/** Log in and sign up (they open the account modals through the query flags). */
export function AuthButtons() {
  const { t } = useI18n();
  return (
    <>
      <Link className="button button--ghost" to="?login">
        {t('account.login')}
      </Link>
      <Link className="button button--primary" to="?signup">
        {t('account.signup')}
      </Link>
    </>
  );
}
