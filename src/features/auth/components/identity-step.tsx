// The frame of the identity provider's steps (code sign-in, password reset): the step's content,
// or where no provider is configured the step's own "not available here" note; the link back to
// the password sign-in under it. Also the provider's refusal shown above a step's field.
import type { ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { identityProviderAvailable } from '@/lib/identity/select-identity-provider';
import { identityErrorText } from '../identity-error';
import { StepFooter } from './step-link';

export function IdentityErrorAlert({ error, notConfigured }: { error: unknown; notConfigured: MessageDescriptor }) {
  const intl = useIntl();
  if (error == null) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {identityErrorText(intl, error, notConfigured)}
    </Alert>
  );
}

export function IdentityStep({
  notConfigured,
  back,
  children,
}: {
  notConfigured: MessageDescriptor;
  /** The link to the password sign-in. */
  back: MessageDescriptor;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      {identityProviderAvailable ? (
        children
      ) : (
        <Alert color="yellow" variant="light" role="status">
          {intl.formatMessage(notConfigured)}
        </Alert>
      )}
      <StepFooter step="signin" link={back} />
    </Stack>
  );
}
