// The account actions the admin may take on a partner (POST …/{action}), ban (opens the
// `partner-ban` modal) and unban. Only the buttons the user's permissions allow are rendered;
// a 409 (the partner's state does not allow it) is shown here, in words.
import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Section } from '@/components/layout/section';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import type { Partner } from '@/api/generated/model/partner';
import { withModal } from '@/config/paths';
import { can, type PermissionName } from '@/lib/can';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { usePartnerAction, useUnbanPartner, type PartnerAction } from '../api/partner-writes';
import { adminPartnersMessages as m } from '../messages';

const ACTIONS: ReadonlyArray<{
  action: PartnerAction;
  permission: PermissionName;
  label: (typeof m)[keyof typeof m];
  shown: (p: Partner) => boolean;
}> = [
  { action: 'approve', permission: 'admin:affiliates:registers:action', label: m.actionApprove, shown: (p) => p.Status === 'under_review' },
  { action: 'reject', permission: 'admin:affiliates:registers:action', label: m.actionReject, shown: (p) => p.Status === 'under_review' },
  { action: 'lock', permission: 'admin:partners:update', label: m.actionLock, shown: (p) => p.Status === 'active' },
  { action: 'unlock', permission: 'admin:partners:update', label: m.actionUnlock, shown: () => true },
  { action: 'verify-email', permission: 'admin:partners:update', label: m.actionVerifyEmail, shown: (p) => !p.EmailVerified },
  { action: 'reset-limits', permission: 'admin:partners:update', label: m.actionResetLimits, shown: () => true },
];

export function PartnerActions({ partner }: { partner: Partner }) {
  const intl = useIntl();
  const { user } = useSession();
  const [, setSearch] = useSearchParams();
  const { run, pending } = usePartnerAction(partner.ID);
  const { unban, isPending: unbanning } = useUnbanPartner(partner.ID);
  const [conflict, setConflict] = useState(false);
  const mayBan = can(user, 'admin:partners:bans');
  const actions = ACTIONS.filter((a) => can(user, a.permission) && a.shown(partner));
  if (!mayBan && actions.length === 0) return null;

  const guard = async (work: () => Promise<void>) => {
    setConflict(false);
    try {
      await work();
    } catch (error) {
      if (isApiError(error) && error.status === 409) setConflict(true);
      else notifyError(error);
    }
  };
  return (
    <Section id="partner-actions-title" title={intl.formatMessage(m.actionsTitle)}>
      {conflict && (
        <Alert color="orange" role="alert" withCloseButton onClose={() => setConflict(false)}>
          {intl.formatMessage(m.actionConflict)}
        </Alert>
      )}
      <Group gap="xs">
        {actions.map((a) => (
          <Button
            key={a.action}
            variant="light"
            loading={pending === a.action}
            disabled={pending !== undefined && pending !== a.action}
            onClick={() => void guard(() => run(a.action, intl.formatMessage(a.label)))}
          >
            {intl.formatMessage(a.label)}
          </Button>
        ))}
        {mayBan &&
          (partner.Status === 'banned' ? (
            <Button color="teal" loading={unbanning} onClick={() => void guard(unban)}>
              {intl.formatMessage(m.unban)}
            </Button>
          ) : (
            <Button color="red" onClick={() => setSearch((prev) => withModal(prev, 'partner-ban', { partnerId: partner.ID }))}>
              {intl.formatMessage(m.ban)}
            </Button>
          ))}
      </Group>
    </Section>
  );
}
