// The admin popup's body: search, then login-as; while the partner window is open, a waiting
// state that keeps the admin off this tab (its storage holds the partner's token meanwhile).
import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import { LoginAsAlert, LoginAsForm, LoginAsWaiting } from './login-as-form';
import { adminPopupMessages as m } from './messages';
import { PartnerSearch } from './partner-search';
import type { useLoginAs } from './use-login-as';

export function AdminPopup({ loginAs }: { loginAs: ReturnType<typeof useLoginAs> }) {
  const intl = useIntl();
  const { state, start, end } = loginAs;

  if (state.status === 'waiting') {
    return <LoginAsWaiting username={state.username} onEnd={end} />;
  }

  return (
    <>
      {state.status === 'restored' && (
        <Alert color="green" mb="sm" role="status">
          {intl.formatMessage(m.restored)}
        </Alert>
      )}
      <PartnerSearch>
        {(partner) => <LoginAsForm key={partner.ID} partner={partner} pending={state.status === 'pending'} onLoginAs={start} />}
      </PartnerSearch>
      {state.status === 'blocked' && <LoginAsAlert text={intl.formatMessage(m.blocked)} />}
      {state.status === 'failed' && <LoginAsAlert text={intl.formatMessage(state.reason === 'no-token' ? m.noToken : m.loginFailed)} />}
    </>
  );
}
