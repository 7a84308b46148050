// /profile/responsible, composed here because it shows two features' parts:
// the account's profile frame and the responsible-play section (limits,
// pending raises, reality check, automatic deposit window, breaks).
import { ProfileFrame } from '../../features/account/components/profile-frame.tsx';
import { ResponsibleSection } from '../../features/responsible/components/responsible-section.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.account, MESSAGE_GROUPS.limits];

/** /profile/responsible. */
export default function Page() {
  return (
    <ProfileFrame titleKey="profile.tabs.responsible">
      {(profile) => <ResponsibleSection profile={profile} />}
    </ProfileFrame>
  );
}
