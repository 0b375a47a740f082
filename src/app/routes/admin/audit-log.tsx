// /dashboard/admin/audit-log: the audit log (admin:audit:read or admin:master) and, for
// admin:master, the two-factor sign-in rule (issue 17).
import { Page } from '@/components/layout/page';
import { AuditLogList } from '@/features/admin-audit/components/audit-log-list';
import { SecurityPolicyPanel } from '@/features/admin-audit/components/security-policy-panel';
import { auditMessages as m } from '@/features/admin-audit/messages';
import { can } from '@/lib/can';
import { MASTER_PERMISSION } from '@/lib/permissions';
import { useSession } from '@/lib/session';

export function AdminAuditLogRoute() {
  const { user } = useSession();
  return (
    <Page title={m.title} intro={m.intro}>
      {can(user, MASTER_PERMISSION) && <SecurityPolicyPanel />}
      <AuditLogList />
    </Page>
  );
}
