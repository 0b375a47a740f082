// /dashboard/admin/audit-log: the audit log (admin:audit:read or admin:master) and, for
// admin:master, the two-factor sign-in rule (issue 17).
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { AuditLogList } from '@/features/admin-audit/components/audit-log-list';
import { SecurityPolicyPanel } from '@/features/admin-audit/components/security-policy-panel';
import { auditMessages as m } from '@/features/admin-audit/messages';
import { can } from '@/lib/can';
import { MASTER_PERMISSION } from '@/lib/permissions';
import { useSession } from '@/lib/session';

export function AdminAuditLogRoute() {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      {can(user, MASTER_PERMISSION) && <SecurityPolicyPanel />}
      <AuditLogList />
    </Stack>
  );
}
