// Sign in (spec §2 /auth step signin): login and password (≥ 6), every refusal of §8 at the form.
// A refusal keeps what was typed; links lead to the code sign-in, the reset and the sign-up.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSignIn } from '../../../api/generated/endpoints/auth/auth';
import type { TokenRecord } from '../../../api/generated/model/tokenRecord';
import { signInBody } from '../../../api/generated/zod/auth/auth.zod';
import { useFieldError } from '../../../components/form/use-field-error';
import '../../../lib/form-errors';
import { emailFrom } from '../auth-steps';
import { authMessages } from '../messages';
import { signInErrorText } from '../sign-in-error';
import { StepLink, useStepHref } from './step-link';

const schema = signInBody.extend({ login: z.string().trim().min(1).max(128) });
type SignInValues = z.infer<typeof schema>;

export function SignInForm({ onSignedIn }: { onSignedIn: (record: TokenRecord) => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const codeHref = useStepHref('code');
  const form = useForm<SignInValues>({ resolver: zodResolver(schema), defaultValues: { login: '', password: '' } });
  const login = useWatch({ control: form.control, name: 'login' });
  const signIn = useSignIn();
  const carry = { email: emailFrom(login) };

  const submit = form.handleSubmit((values) => signIn.mutate({ data: values }, { onSuccess: onSignedIn }));

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage(authMessages.title)}>
        <Stack>
          {signIn.error && (
            <Alert color="red" variant="light" role="alert">
              {signInErrorText(intl, signIn.error)}
            </Alert>
          )}
          <TextInput
            label={intl.formatMessage(authMessages.login)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            size="md"
            error={fieldError(form.formState.errors.login?.message)}
            {...form.register('login')}
          />
          <Stack gap={6}>
            <PasswordInput
              label={intl.formatMessage(authMessages.password)}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage(authMessages.togglePassword) }}
              size="md"
              error={fieldError(form.formState.errors.password?.message)}
              {...form.register('password')}
            />
            <Group justify="flex-end">
              <StepLink step="reset" state={carry} size="sm">
                {intl.formatMessage(authMessages.forgot)}
              </StepLink>
            </Group>
          </Stack>
          <Button type="submit" size="md" loading={signIn.isPending} fullWidth>
            {intl.formatMessage(authMessages.submit)}
          </Button>
        </Stack>
      </form>
      <Divider label={intl.formatMessage(authMessages.or)} labelPosition="center" />
      <Button
        component={Link}
        to={codeHref}
        state={carry}
        variant="default"
        size="md"
        fullWidth
      >
        {intl.formatMessage(authMessages.withCode)}
      </Button>
      <Text size="sm" ta="center">
        {intl.formatMessage(authMessages.noAccount)}{' '}
        <StepLink step="signup" fw={600}>
          {intl.formatMessage(authMessages.toSignUp)}
        </StepLink>
      </Text>
    </Stack>
  );
}
