// E-mail verification: verified, or "Send code" (GET /api/me/email/verify sends a fresh code)
// then the code form (POST with the code). A wrong or expired code shows at the field and the
// typed code stays; success replaces the session's profile (EmailVerified true).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { User } from '@/api/generated/model/user';
import { useFieldError } from '@/components/form/use-field-error';
import { encodeErrorKey } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { useSendEmailCode, useVerifyEmail } from '../api/use-profile-mutations';
import { personalDataMessages as m } from '../messages';
import { emailCodeSchema, type EmailCodeValues } from '../profile-schemas';

/** The address's state: a badge (verified or not) and the sentence that goes with it. */
function EmailState({ color, badge, text }: { color: string; badge: string; text: string }) {
  return (
    <Group gap="xs">
      <Badge color={color} variant="light">
        {badge}
      </Badge>
      <Text size="sm">{text}</Text>
    </Group>
  );
}

export function EmailVerification({ user, canEdit }: { user: User; canEdit: boolean }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const send = useSendEmailCode();
  const verify = useVerifyEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailCodeValues>({ resolver: zodResolver(emailCodeSchema), defaultValues: { code: '' }, mode: 'onTouched' });

  if (user.EmailVerified) {
    return (
      <EmailState
        color="teal"
        badge={intl.formatMessage(m.emailVerified)}
        text={intl.formatMessage(m.emailVerifiedText, { email: user.Email })}
      />
    );
  }

  const sendCode = () => send.mutate(undefined, { onSuccess: (answer) => setSentTo(answer.email), onError: (error) => notifyError(error) });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ data: { code } });
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        form.setError('code', { message: encodeErrorKey({ id: m.wrongCode.id }) });
        return;
      }
      notifyError(error);
    }
  });

  return (
    <Stack gap="sm">
      <EmailState
        color="yellow"
        badge={intl.formatMessage(m.emailNotVerified)}
        text={intl.formatMessage(m.emailIntro, { email: user.Email })}
      />
      {sentTo && (
        <Alert color="blue" role="status" data-testid="email-code-sent">
          {intl.formatMessage(m.codeSent, { email: sentTo })}
        </Alert>
      )}
      {canEdit && (
        <Group>
          <Button variant="light" onClick={sendCode} loading={send.isPending}>
            {intl.formatMessage(sentTo ? m.resendCode : m.sendCode)}
          </Button>
        </Group>
      )}
      {canEdit && sentTo && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start">
            <TextInput
              {...form.register('code')}
              label={intl.formatMessage(m.code)}
              error={fieldError(form.formState.errors.code?.message, { [m.wrongCode.id]: m.wrongCode })}
              required
              autoComplete="one-time-code"
              inputMode="numeric"
              style={{ flex: 1, maxWidth: 260 }}
            />
            <Button type="submit" mt={25} loading={verify.isPending || form.formState.isSubmitting}>
              {intl.formatMessage(m.verify)}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
