import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { Empty } from '../../../shared/ui.tsx';
import { ProfileFrame } from '../components/profile-frame.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.account];

/** /profile/history. SPEC.md shows no history call, so the page says where to find past operations. */
export default function Page() {
  const { t } = useI18n();
  return (
    <ProfileFrame titleKey="profile.tabs.history">
      {() => <Empty>{t('profile.historyEmpty')}</Empty>}
    </ProfileFrame>
  );
}
