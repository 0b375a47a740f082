// /dashboard/admin/compliance: the compliance rule lists and their versions (issue 18).
import { ComplianceRules } from '@/features/admin-creatives/components/compliance-rules';

export function AdminComplianceRoute() {
  return <ComplianceRules />;
}
