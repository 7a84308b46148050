import { PolicyPage } from '../components/policy.tsx';

export default function Page() {
  return <PolicyPage lang="ru" slug="confidential" titleKey="footer.confidential" />;
}
