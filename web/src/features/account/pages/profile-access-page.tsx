import { useI18n } from '../../../i18n/i18n.tsx';
import { ProfileFrame } from '../components/profile-frame.tsx';

/** /profile/access: how the player signs in and what is verified. */
export default function Page() {
  const { t } = useI18n();
  const yes = (v: boolean) => (v ? t('profile.yes') : t('profile.no'));
  return (
    <ProfileFrame titleKey="profile.tabs.access">
      {(p) => (
        <dl className="facts">
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>{p.email ?? t('profile.notSet')}</dd>
          </div>
          <div>
            <dt>{t('profile.emailVerified')}</dt>
            <dd>{yes(p.is_email_verified)}</dd>
          </div>
          <div>
            <dt>{t('profile.phone')}</dt>
            <dd>{p.phone ?? t('profile.notSet')}</dd>
          </div>
          <div>
            <dt>{t('profile.phoneVerified')}</dt>
            <dd>{yes(p.is_phone_verified)}</dd>
          </div>
          <div>
            <dt>{t('profile.password')}</dt>
            <dd>{yes(p.is_password_exists)}</dd>
          </div>
        </dl>
      )}
    </ProfileFrame>
  );
}
