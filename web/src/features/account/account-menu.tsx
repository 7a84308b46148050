// The header's account area: login and sign-up for guests, the balance and
// profile link for a logged-in player, and a retry when the profile of a
// session could not be loaded (the session stays: see session.tsx).
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useHasToken } from '../../shared/api.tsx';
import { AuthButtons } from '../../shared/auth-buttons.tsx';
import { useMoney } from '../../shared/money.ts';
import { href } from '../../shared/paths.ts';
import { useProfile } from '../../shared/profile.ts';
import { useSession } from './api/session.ts';

/** Login / sign-up buttons, or the balance. */
export function AccountMenu() {
  const { t, locale } = useI18n();
  const { data: profile, error, mutate } = useProfile();
  const hasToken = useHasToken();
  const { signOut } = useSession();
  const money = useMoney();
  const logout = (
    <button type="button" className="button button--ghost" onClick={() => void signOut()}>
      {t('account.logout')}
    </button>
  );
  if (profile) {
    return (
      <div className="account">
        {profile.premium.status ? (
          <Link className="chip chip--vip" to={href('vipClub', locale)}>
            {t('account.vip')}
          </Link>
        ) : null}
        <Link
          className="account__balance"
          to={href('profile', locale)}
          title={t('account.balance')}
        >
          {money(profile.total_balance, profile.currency)}
        </Link>
        <Link className="button button--primary" to="?deposit">
          {t('account.deposit')}
        </Link>
        {logout}
      </div>
    );
  }
  if (hasToken && error) {
    return (
      <div className="account" role="alert">
        <span>{t('account.loadFailed')}</span>
        <button type="button" className="button button--primary" onClick={() => void mutate()}>
          {t('common.retry')}
        </button>
        {logout}
      </div>
    );
  }
  return (
    <div className="account">
      <AuthButtons />
    </div>
  );
}
