// The gear in the header that opens the admin popup (spec §2). Nothing is rendered for a user
// without admin:partners:login (either spelling; admin:master grants it).
import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { GearIcon } from '@/components/layout/icons';
import { can } from '@/lib/can';
import { useSession } from '@/lib/session';
import { adminPopupMessages as m } from './messages';
import { useLoginAs } from './use-login-as';

// The popup (its modal, react-hook-form, zod, partner search) loads when it first opens, so it stays
// out of the dashboard layout's chunk (see README "Performance").
const AdminPopupModal = lazy(() => import('./admin-popup-modal').then((mod) => ({ default: mod.AdminPopupModal })));

export const ADMIN_POPUP_PERMISSION = 'admin:partners:login' as const;

function AdminGearButton() {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  // Lives here, not in the modal body, so an open partner window outlives nothing it needs.
  const loginAs = useLoginAs();
  const showing = opened || loginAs.state.status === 'waiting';
  // Mounted from the first opening on, so closing plays the modal's transition.
  const [used, setUsed] = useState(false);
  if (showing && !used) setUsed(true);
  const label = intl.formatMessage(m.open);
  return (
    <>
      <ActionIcon variant="default" size="lg" aria-label={label} title={label} onClick={open}>
        <GearIcon />
      </ActionIcon>
      {used && (
        <Suspense fallback={null}>
          <AdminPopupModal opened={showing} onClose={close} loginAs={loginAs} />
        </Suspense>
      )}
    </>
  );
}

export function AdminGear() {
  const { user } = useSession();
  if (!can(user, ADMIN_POPUP_PERMISSION)) return null;
  return <AdminGearButton />;
}
