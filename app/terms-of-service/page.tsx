import { policyMetadata, requirePolicy } from '@/lib/policies';
import { PolicyPage } from '@/components/pages/policy-page';

export const metadata = policyMetadata('terms-of-service');

export default function Page() {
  return <PolicyPage policy={requirePolicy('terms-of-service')} />;
}
