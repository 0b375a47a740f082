// Password reset (spec §7): the identity provider e-mails a link to choose a new password. The
// answer is the same whether or not the address has an account; where no provider is
// configured the step says so.
import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSendPasswordReset } from '../api/identity-mutations';
import { resetMessages as m } from '../identity-messages';
import { EmailForm } from './email-form';
import { IdentityStep } from './identity-step';

function ResetForm({ initialEmail }: { initialEmail: string }) {
  const intl = useIntl();
  const send = useSendPasswordReset();

  if (send.isSuccess)
    return (
      <Alert color="teal" variant="light" role="status" title={intl.formatMessage(m.sentTitle)}>
        {intl.formatMessage(m.sentBody, { email: send.variables.email })}
      </Alert>
    );
  return (
    <EmailForm
      initialEmail={initialEmail}
      messages={m}
      pending={send.isPending}
      error={send.error}
      onSubmit={(email) => send.mutate({ email })}
    />
  );
}

export function PasswordResetForm({ initialEmail = '' }: { initialEmail?: string }) {
  return (
    <IdentityStep notConfigured={m.notConfigured} back={m.back}>
      <ResetForm initialEmail={initialEmail} />
    </IdentityStep>
  );
}
