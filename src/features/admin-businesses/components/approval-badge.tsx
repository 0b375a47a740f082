// A business's approval status (pending, approved, rejected) as a coloured badge.
import type { BusinessApproval } from '@/api/generated/model/businessApproval';
import { LookBadge } from '@/components/data/look-badge';
import { businessMessages as m } from '../messages';

export const approvalLooks = {
  pending: { color: 'yellow', label: m.statusPending },
  approved: { color: 'teal', label: m.statusApproved },
  rejected: { color: 'red', label: m.statusRejected },
} as const;

export function ApprovalBadge({ status }: { status: BusinessApproval }) {
  return <LookBadge look={approvalLooks[status]} />;
}
