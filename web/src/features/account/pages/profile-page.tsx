// /profile: the balances, identity and verification state, with the money
// actions beside them: verification, withdraw and deposit (modals opened
// through the shared registry: the payments feature is never imported).
import { verificationState } from '@casino/sdk';
import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { useModals } from '../../../shared/modals.tsx';
import { useMoney } from '../../../shared/money.ts';
import { Facts } from '../../../shared/ui.tsx';
import { ProfileFrame } from '../components/profile-frame.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.account, MESSAGE_GROUPS.payments];

/** /profile: balances and identity. */
export default function Page() {
  const { t } = useI18n();
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
                t(
                  `profile.verificationState.${verificationState(p.verification.data.status) ?? 'pending'}`,
                ),
              ],
            ]}
          />
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
