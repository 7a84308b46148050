import { verificationState } from '@casino/sdk';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney } from '../../../shared/money.ts';
import { ProfileFrame } from '../components/profile-frame.tsx';

/** /profile: balances and identity. */
export default function Page() {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <ProfileFrame titleKey="profile.title">
      {(p) => (
        <dl className="facts">
          <div>
            <dt>{t('profile.name')}</dt>
            <dd>{p.name ?? t('profile.notSet')}</dd>
          </div>
          <div>
            <dt>{t('account.balance')}</dt>
            <dd>{money(p.balance, p.currency)}</dd>
          </div>
          <div>
            <dt>{t('profile.bonusBalance')}</dt>
            <dd>{money(p.bonus_balance, p.currency)}</dd>
          </div>
          <div>
            <dt>{t('profile.total')}</dt>
            <dd>{money(p.total_balance, p.currency)}</dd>
          </div>
          <div>
            <dt>{t('profile.verification')}</dt>
            <dd>
              {t(
                `profile.verificationState.${verificationState(p.verification.data.status) ?? 'pending'}`,
              )}
            </dd>
          </div>
        </dl>
      )}
    </ProfileFrame>
  );
}
