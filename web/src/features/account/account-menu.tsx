// The header's account area: login and sign-up for guests, the balance and
// profile link for a logged-in player.
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { AuthButtons } from '../../shared/auth-buttons.tsx';
import { useMoney } from '../../shared/money.ts';
import { href } from '../../shared/paths.ts';
import { useProfile } from '../../shared/profile.ts';
import { useSession } from './api/session.ts';

/** Login / sign-up buttons, or the balance. */
export function AccountMenu() {
  const { t, locale } = useI18n();
  const { data: profile } = useProfile();
  const { signOut } = useSession();
  const money = useMoney();
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
        <button type="button" className="button button--ghost" onClick={() => void signOut()}>
          {t('account.logout')}
        </button>
      </div>
    );
  }
  return (
    <div className="account">
      <AuthButtons />
    </div>
  );
}
