// The two-factor rule (issue 17 item 2), admin:master only: require two-factor sign-in for
// administrators and/or for all partners. Saved at once; the change is recorded in the audit log.
import { Alert, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  getAdminGetSecurityPolicyQueryKey,
  getAdminListAuditLogQueryKey,
  useAdminGetSecurityPolicy,
  useAdminUpdateSecurityPolicy,
} from '@/api/generated/endpoints/admin-audit/admin-audit';
import { Section } from '@/components/layout/section';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { auditMessages, policyMessages as m } from '../messages';

export function SecurityPolicyPanel() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const policy = useAdminGetSecurityPolicy();
  const update = useAdminUpdateSecurityPolicy({
    mutation: {
      onSuccess: async (saved) => {
        queryClient.setQueryData(getAdminGetSecurityPolicyQueryKey(), saved);
        notifySuccess(intl.formatMessage(m.saved));
        await queryClient.invalidateQueries({ queryKey: getAdminListAuditLogQueryKey() });
      },
      onError: notifyError,
    },
  });
  const p = policy.data;
  const save = (admins: boolean, partners: boolean) =>
    update.mutate({ data: { requireTwoFactorForAdmins: admins, requireTwoFactorForPartners: partners } });

  return (
    <Section id="policy-title" title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.hint)}>
      {policy.isError && (
        <Alert color="red" role="alert">
          {intl.formatMessage(auditMessages.loadFailed)}
        </Alert>
      )}
      {p && (
        <>
          <Switch
            label={intl.formatMessage(m.admins)}
            checked={p.RequireTwoFactorForAdmins}
            disabled={update.isPending}
            onChange={(e) => save(e.currentTarget.checked, p.RequireTwoFactorForPartners)}
          />
          <Switch
            label={intl.formatMessage(m.partners)}
            checked={p.RequireTwoFactorForPartners}
            disabled={update.isPending}
            onChange={(e) => save(p.RequireTwoFactorForAdmins, e.currentTarget.checked)}
          />
          {p.UpdatedAt && (
            <Text size="xs" c="dimmed">
              {intl.formatMessage(m.updated, { date: formatDateTime(p.UpdatedAt), name: p.UpdatedBy ?? '—' })}
            </Text>
          )}
        </>
      )}
    </Section>
  );
}
