import { useI18n } from '../../../i18n/i18n.tsx';
import { Empty } from '../../../shared/ui.tsx';
import { ProfileFrame } from '../components/profile-frame.tsx';

/** /profile/history. SPEC.md shows no history call, so the page says where to find past operations. */
export default function Page() {
  const { t } = useI18n();
  return (
    <ProfileFrame titleKey="profile.tabs.history">
      {() => <Empty>{t('profile.historyEmpty')}</Empty>}
    </ProfileFrame>
  );
}
