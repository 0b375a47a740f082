// The gear in the header that opens the admin popup (spec §2). Nothing is rendered for a user
// without admin:partners:login (either spelling; admin:master grants it).
import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { can } from '@/lib/can';
import { useSession } from '@/lib/session';
import { adminPopupMessages as m } from './messages';
import { useLoginAs } from './use-login-as';

// The popup (its modal, react-hook-form, zod, partner search) loads when it first opens, so it stays
// out of the dashboard layout's chunk (see README "Performance").
const AdminPopupModal = lazy(() => import('./admin-popup-modal').then((mod) => ({ default: mod.AdminPopupModal })));

export const ADMIN_POPUP_PERMISSION = 'admin:partners:login' as const;

function GearIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M10.3 4.3c.4-1.8 3-1.8 3.4 0a1.7 1.7 0 0 0 2.6 1.1c1.5-.9 3.3.8 2.4 2.4a1.7 1.7 0 0 0 1 2.5c1.9.5 1.9 3.1 0 3.5a1.7 1.7 0 0 0-1 2.6c.9 1.5-.9 3.3-2.4 2.4a1.7 1.7 0 0 0-2.6 1c-.4 1.9-3 1.9-3.4 0a1.7 1.7 0 0 0-2.6-1c-1.5.9-3.3-.9-2.4-2.4a1.7 1.7 0 0 0-1-2.6c-1.9-.4-1.9-3 0-3.5a1.7 1.7 0 0 0 1-2.5c-.9-1.6.9-3.3 2.4-2.4a1.7 1.7 0 0 0 2.6-1.1z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

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
