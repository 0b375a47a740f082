// The "Log in as" dialog of the admin partner page (partner-login-as.tsx): loaded when the admin
// first opens it, so the page does not bring the form (react-hook-form, zod) and the modal with it.
import { Alert, Modal, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { PartnerSearchResult } from '@/api/generated/model/partnerSearchResult';
import { LoginAsAlert, LoginAsForm, LoginAsWaiting } from './login-as-form';
import { adminPopupMessages as m } from './messages';
import { partnerLoginAsMessages as pm } from './partner-login-as-messages';
import type { useLoginAs } from './use-login-as';

interface Props {
  partner: PartnerSearchResult;
  opened: boolean;
  onClose: () => void;
  loginAs: ReturnType<typeof useLoginAs>;
}

export function PartnerLoginAsDialog({ partner, opened, onClose, loginAs }: Props) {
  const intl = useIntl();
  const { state, start, end } = loginAs;
  const waiting = state.status === 'waiting';
  const locked = waiting || state.status === 'pending';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage(pm.title, { username: partner.Username })}
      withCloseButton={!locked}
      closeOnClickOutside={!locked}
      closeOnEscape={!locked}
    >
      {waiting ? (
        <LoginAsWaiting username={state.username} onEnd={end} />
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
  );
}
