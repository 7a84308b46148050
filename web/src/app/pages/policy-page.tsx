// /policy/en/kyc: the policy page, its text in the interface language.
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { PolicyPage } from '../components/policy.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.content];

export default function Page() {
  return <PolicyPage lang="en" slug="kyc" />;
}
