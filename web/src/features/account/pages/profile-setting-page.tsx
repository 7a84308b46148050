import { useI18n } from '../../../i18n/i18n.tsx';
import { ProfileFrame } from '../components/profile-frame.tsx';

/** /profile/setting: the player's settings. */
export default function Page() {
  const { t } = useI18n();
  const yes = (v: boolean) => (v ? t('profile.yes') : t('profile.no'));
  return (
    <ProfileFrame titleKey="profile.tabs.setting">
      {(p) => (
        <dl className="facts">
          <div>
            <dt>{t('profile.language')}</dt>
            <dd>{p.locale ?? t('profile.notSet')}</dd>
          </div>
          <div>
            <dt>{t('profile.timezone')}</dt>
            <dd>{p.timezone ?? t('profile.notSet')}</dd>
          </div>
          <div>
            <dt>{t('profile.avatarHidden')}</dt>
            <dd>{yes(p.is_avatar_hidden)}</dd>
          </div>
          <div>
            <dt>{t('profile.statisticsHidden')}</dt>
            <dd>{yes(p.is_statistics_hidden)}</dd>
          </div>
        </dl>
      )}
    </ProfileFrame>
  );
}
