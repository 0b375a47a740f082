// E-mail change (issue 17 item 3): the new address, checked at the field (required, an address,
// at most the contract's length, not the current one), then PUT /api/me/email behind the step-up
// dialog (a fresh code of the app, or the password without two-factor sign-in). The API's
// refusals — taken, invalid, the step-up not accepted — show at the field; any failure keeps what
// was typed. Success shows the new address (the answer replaces the session's profile). Not
// rendered in an administrator's "Log in as" session (the route asks isImpersonating).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { User } from '@/api/generated/model/user';
import { useFieldError } from '@/components/form/use-field-error';
import { isStepUpCancelled, needsStepUp, useStepUp } from '@/components/security/step-up';
import { encodeErrorKey } from '@/lib/form-errors';
import { useChangeEmail } from '../api/use-profile-mutations';
import { personalDataMessages as m } from '../messages';
import { emailChangeSchema, type EmailChangeValues } from '../profile-schemas';

const extra: Record<string, MessageDescriptor> = {
  [m.emailSame.id]: m.emailSame,
  [m.emailTaken.id]: m.emailTaken,
  [m.emailStepUpFailed.id]: m.emailStepUpFailed,
};

export function EmailChangeForm({ user }: { user: User }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const change = useChangeEmail();
  const stepUp = useStepUp();
  const [failure, setFailure] = useState(false);
  const form = useForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema(user.Email)),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const atField = (id: string) => form.setError('email', { message: encodeErrorKey({ id }) }, { shouldFocus: true });

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(false);
    try {
      await stepUp.guard(() => change.mutateAsync({ data: { email } }));
      form.reset({ email: '' });
    } catch (error) {
      if (isStepUpCancelled(error)) return;
      if (isApiError(error) && error.status === 409) return atField(m.emailTaken.id);
      // The client already refuses the current address; what else the API finds wrong is the address.
      if (isApiError(error) && error.status === 400) return atField('form.error.email');
      // Still asking for a step-up after one was given (it expired, or another tab used it).
      if (needsStepUp(error)) return atField(m.emailStepUpFailed.id);
      setFailure(true);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="email-change-title">
      <Stack gap="sm">
        <Text size="sm" fw={500} id="email-change-title">
          {intl.formatMessage(m.changeEmailTitle)}
        </Text>
        <Text size="sm" data-testid="email-current">
          {intl.formatMessage(m.changeEmailIntro, { email: user.Email })}
        </Text>
        <Group align="flex-start">
          <TextInput
            {...form.register('email')}
            type="email"
            label={intl.formatMessage(m.newEmail)}
            error={fieldError(form.formState.errors.email?.message, extra)}
            autoComplete="email"
            required
            style={{ flex: 1, minWidth: 220, maxWidth: 420 }}
          />
          <Button type="submit" mt={25} loading={change.isPending || form.formState.isSubmitting}>
            {intl.formatMessage(m.changeEmail)}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" role="alert" data-testid="email-change-failure">
            {intl.formatMessage(m.emailChangeFailed)}
          </Alert>
        )}
      </Stack>
      {stepUp.dialog}
    </form>
  );
}
