import { PolicyPage } from '../components/policy.tsx';

export default function Page() {
  return <PolicyPage lang="en" slug="kyc" titleKey="footer.kyc" />;
}
