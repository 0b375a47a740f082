// "Log in as" on the admin partner page: the same flow as the admin popup (use-login-as,
// impersonation, the login-as form with its required reason), for the partner already on the
// page instead of one searched for. Rendered only with admin:partners:login. While the partner's
// window is open the dialog stays up in its waiting state (this tab's storage holds their token).
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import type { PartnerSearchResult } from '@/api/generated/model/partnerSearchResult';
import { can } from '@/lib/can';
import { toolAccess } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { partnerLoginAsMessages as pm } from './partner-login-as-messages';
import { useLoginAs } from './use-login-as';

// The dialog (the login-as form with react-hook-form and zod, the modal) loads on the first click.
const PartnerLoginAsDialog = lazy(() => import('./partner-login-as-dialog').then((mod) => ({ default: mod.PartnerLoginAsDialog })));

function PartnerLoginAsButton({ partner }: { partner: PartnerSearchResult }) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  const loginAs = useLoginAs();
  const shown = opened || loginAs.state.status === 'waiting';
  // Once shown, the dialog stays mounted so that closing it plays its transition.
  const [mounted, setMounted] = useState(shown);
  if (shown && !mounted) setMounted(true);
  return (
    <>
      <Button variant="light" onClick={open} onPointerEnter={preload} onFocus={preload}>
        {intl.formatMessage(pm.button)}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <PartnerLoginAsDialog partner={partner} opened={shown} onClose={close} loginAs={loginAs} />
        </Suspense>
      )}
    </>
  );
}

const preload = () => void import('./partner-login-as-dialog').catch(() => undefined);

export function PartnerLoginAs({ partner }: { partner: PartnerSearchResult }) {
  const { user } = useSession();
  if (!can(user, toolAccess['login-as'])) return null;
  return (
    <PartnerLoginAsButton
      partner={{
        ID: partner.ID,
        FirstName: partner.FirstName,
        LastName: partner.LastName,
        Email: partner.Email,
        Username: partner.Username,
      }}
    />
  );
}
