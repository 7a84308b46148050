import { useI18n } from '../../../i18n/i18n.tsx';
import { Facts } from '../../../shared/ui.tsx';
import { ProfileFrame } from '../components/profile-frame.tsx';

/** /profile/setting: the player's settings. */
export default function Page() {
  const { t } = useI18n();
  const yes = (v: boolean) => (v ? t('profile.yes') : t('profile.no'));
  return (
    <ProfileFrame titleKey="profile.tabs.setting">
      {(p) => (
        <Facts
          items={[
            [t('profile.language'), p.locale ?? t('profile.notSet')],
            [t('profile.timezone'), p.timezone ?? t('profile.notSet')],
            [t('profile.avatarHidden'), yes(p.is_avatar_hidden)],
            [t('profile.statisticsHidden'), yes(p.is_statistics_hidden)],
          ]}
        />
      )}
    </ProfileFrame>
  );
}
