// Password reset (spec §7): the identity provider e-mails a link to choose a new password. The
// answer is the same whether or not the address has an account; where no provider is
// configured the step says so.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useFieldError } from '@/components/form/use-field-error';
import { identityProviderAvailable } from '@/lib/identity/select-identity-provider';
import { useSendPasswordReset } from '../api/identity-mutations';
import { emailSchema } from '../email-schema';
import { identityErrorText } from '../identity-error';
import { resetMessages as m } from '../identity-messages';
import { StepLink } from './step-link';

function ResetForm({ initialEmail }: { initialEmail: string }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const form = useForm({ resolver: zodResolver(emailSchema), defaultValues: { email: initialEmail } });
  const send = useSendPasswordReset();
  const submit = form.handleSubmit(({ email }) => send.mutate({ email }));

  if (send.isSuccess)
    return (
      <Alert color="teal" variant="light" role="status" title={intl.formatMessage(m.sentTitle)}>
        {intl.formatMessage(m.sentBody, { email: send.variables.email })}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(m.form)}>
      <Stack>
        {send.error && (
          <Alert color="red" variant="light" role="alert">
            {identityErrorText(intl, send.error, m.notConfigured)}
          </Alert>
        )}
        <TextInput
          type="email"
          label={intl.formatMessage(m.email)}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          size="md"
          error={fieldError(form.formState.errors.email?.message)}
          {...form.register('email')}
        />
        <Button type="submit" size="md" loading={send.isPending} fullWidth>
          {intl.formatMessage(m.submit)}
        </Button>
      </Stack>
    </form>
  );
}

export function PasswordResetForm({ initialEmail = '' }: { initialEmail?: string }) {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      {identityProviderAvailable ? (
        <ResetForm initialEmail={initialEmail} />
      ) : (
        <Alert color="yellow" variant="light" role="status">
          {intl.formatMessage(m.notConfigured)}
        </Alert>
      )}
      <Text size="sm" ta="center">
        <StepLink step="signin" fw={600}>
          {intl.formatMessage(m.back)}
        </StepLink>
      </Text>
    </Stack>
  );
}
