import { PolicyPage } from '../components/policy.tsx';

export default function Page() {
  return <PolicyPage lang="en" slug="user-agreement" titleKey="footer.userAgreementEn" />;
}
