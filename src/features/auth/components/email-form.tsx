// The one-field e-mail form of the identity provider's steps (send a sign-in code, send a
// password-reset link): the provider's refusal above the field, the e-mail checked on submit.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useFieldError } from '@/components/form/use-field-error';
import { emailSchema } from '../email-schema';
import { EmailInput } from './email-input';
import { IdentityErrorAlert } from './identity-step';
import { SubmitButton } from './submit-button';

export interface EmailFormMessages {
  /** The form's accessible name. */
  form: MessageDescriptor;
  email: MessageDescriptor;
  submit: MessageDescriptor;
  /** The method's own "not available here" message (see IdentityErrorAlert). */
  notConfigured: MessageDescriptor;
}

export function EmailForm({
  initialEmail,
  messages,
  pending,
  error,
  onSubmit,
}: {
  initialEmail: string;
  messages: EmailFormMessages;
  pending: boolean;
  error: unknown;
  onSubmit: (email: string) => void;
}) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const form = useForm({ resolver: zodResolver(emailSchema), defaultValues: { email: initialEmail } });
  const submit = form.handleSubmit(({ email }) => onSubmit(email));
  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.form)}>
      <Stack>
        <IdentityErrorAlert error={error} notConfigured={messages.notConfigured} />
        <EmailInput
          label={intl.formatMessage(messages.email)}
          size="md"
          error={fieldError(form.formState.errors.email?.message)}
          {...form.register('email')}
        />
        <SubmitButton label={messages.submit} loading={pending} />
      </Stack>
    </form>
  );
}
