import { PolicyPage } from '../components/policy.tsx';

export default function Page() {
  return <PolicyPage lang="ru" slug="user-agreement" titleKey="footer.userAgreementRu" />;
}
