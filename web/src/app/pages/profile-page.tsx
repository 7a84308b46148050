// /profile: the balances, identity and verification state, with the money
// actions beside them: verification, withdraw and deposit (modals opened
// through the shared registry: the payments feature is never imported). It
// also says whether the phone and e-mail are confirmed, and leads to the
// confirmation (on /profile/access) when one is not, saying what it is for.
// SPEC.md names no rule that a confirmed contact unlocks, so the text says
// only what the contacts serve (sign-in codes, password recovery: SPEC.md
// section 7), not that anything is locked without it.
import { verificationShown } from '@casino/sdk';
import { Link } from 'react-router';
import { ProfileFrame } from '../../features/account/components/profile-frame.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { useMoney } from '../../shared/domain/money.ts';
import { href } from '../../shared/lib/paths.ts';
import { useModals } from '../../shared/ui/modals.tsx';
import { Facts } from '../../shared/ui/page-parts.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.account, MESSAGE_GROUPS.player];

/** /profile: balances and identity. */
export default function Page() {
  const { t, locale } = useI18n();
  // A row for a contact the player has: is it confirmed.
  const confirmed = (contact: string | null, label: string, done: boolean): [string, string][] =>
    contact ? [[label, done ? t('profile.yes') : t('profile.no')]] : [];
  const money = useMoney();
  const { open } = useModals();
  return (
    <ProfileFrame titleKey="profile.title">
      {(p) => (
        <>
          <Facts
            items={[
              [t('profile.name'), p.name ?? t('profile.notSet')],
              [t('account.balance'), money(p.balance, p.currency)],
              [t('profile.bonusBalance'), money(p.bonus_balance, p.currency)],
              [t('profile.total'), money(p.total_balance, p.currency)],
              [
                t('profile.verification'),
                t(`profile.verificationState.${verificationShown(p.verification.data.status)}`),
              ],
              ...confirmed(p.phone, t('profile.phoneVerified'), p.is_phone_verified),
              ...confirmed(p.email, t('profile.emailVerified'), p.is_email_verified),
            ]}
          />
          {(p.phone && !p.is_phone_verified) || (p.email && !p.is_email_verified) ? (
            <div className="notice">
              <p>{t('confirm.why')}</p>
              <Link className="button button--ghost" to={href('profileAccess', locale)}>
                {t('confirm.title')}
              </Link>
            </div>
          ) : null}
          <div className="notice__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => open('verification')}
            >
              {t('verification.title')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => open('withdraw')}>
              {t('withdraw.open')}
            </button>
            <button type="button" className="button button--primary" onClick={() => open('payIn')}>
              {t('account.deposit')}
            </button>
          </div>
        </>
      )}
    </ProfileFrame>
  );
}
