// "Log in as" on the admin partner page: the same flow as the admin popup (use-login-as,
// impersonation, the login-as form with its required reason), for the partner already on the
// page instead of one searched for. Rendered only with admin:partners:login. While the partner's
// window is open the dialog stays up in its waiting state (this tab's storage holds their token).
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import type { PartnerSearchResult } from '../../api/generated/model/partnerSearchResult';
import { can } from '../../lib/can';
import { toolAccess } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { LoginAsAlert, LoginAsForm } from './login-as-form';
import { adminPopupMessages as m } from './messages';
import { partnerLoginAsMessages as pm } from './partner-login-as-messages';
import { useLoginAs } from './use-login-as';

function PartnerLoginAsButton({ partner }: { partner: PartnerSearchResult }) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  const { state, start, end } = useLoginAs();
  const waiting = state.status === 'waiting';
  const locked = waiting || state.status === 'pending';
  return (
    <>
      <Button variant="light" onClick={open}>
        {intl.formatMessage(pm.button)}
      </Button>
      <Modal
        opened={opened || waiting}
        onClose={close}
        title={intl.formatMessage(pm.title, { username: partner.Username })}
        withCloseButton={!locked}
        closeOnClickOutside={!locked}
        closeOnEscape={!locked}
      >
        {waiting ? (
          <Stack role="status" aria-live="polite">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {intl.formatMessage(m.waitingTitle, { username: state.username })}
            </Text>
            <Text size="sm">{intl.formatMessage(m.waitingBody)}</Text>
            <Button onClick={end} variant="light">
              {intl.formatMessage(m.end)}
            </Button>
          </Stack>
        ) : (
          <>
            {state.status === 'restored' && (
              <Alert color="green" mb="sm" role="status">
                {intl.formatMessage(m.restored)}
              </Alert>
            )}
            <Text size="sm">{intl.formatMessage(pm.intro)}</Text>
            <LoginAsForm partner={partner} pending={state.status === 'pending'} onLoginAs={start} />
            {state.status === 'blocked' && <LoginAsAlert text={intl.formatMessage(m.blocked)} />}
            {state.status === 'failed' && <LoginAsAlert text={intl.formatMessage(state.reason === 'no-token' ? m.noToken : m.loginFailed)} />}
          </>
        )}
      </Modal>
    </>
  );
}

export function PartnerLoginAs({ partner }: { partner: PartnerSearchResult }) {
  const { user } = useSession();
  if (!can(user, toolAccess['login-as'])) return null;
  return <PartnerLoginAsButton partner={{ ID: partner.ID, FirstName: partner.FirstName, LastName: partner.LastName, Email: partner.Email, Username: partner.Username }} />;
}
