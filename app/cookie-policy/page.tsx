import { policyMetadata, requirePolicy } from '@/lib/policies';
import { PolicyPage } from '@/components/pages/policy-page';

export const metadata = policyMetadata('cookie-policy');

export default function Page() {
  return <PolicyPage policy={requirePolicy('cookie-policy')} />;
}
