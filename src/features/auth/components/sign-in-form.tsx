// Sign in (spec §2 /auth step signin): login and password (≥ 6), every refusal of §8 at the form.
// A refusal keeps what was typed; links lead to the code sign-in, the reset and the sign-up.
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSignIn } from '@/api/generated/endpoints/auth/auth';
import { preloadHttpClient } from '@/api/http-client';
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import { PasswordInput } from '@/components/form/password-input';
import { useFieldError } from '@/components/form/use-field-error';
import { emailFrom } from '../auth-steps';
import { authMessages } from '../messages';
import { signInErrorText } from '../sign-in-error';
import type { SignInValues } from '../sign-in-schema';
import { StepLink, useStepHref } from './step-link';

// zod and its error map (../sign-in-schema, about 25 KB gzip) load when the user first reaches
// for the form (focus), not with the page: validation only runs on submit, after typing.
// The HTTP client starts loading then too (the sign-in call needs it). Same zod schema as before.
const loadResolver = () => import('../sign-in-schema').then((m) => m.signInResolver);
const resolver: Resolver<SignInValues> = async (values, context, options) => (await loadResolver())(values, context, options);

export function SignInForm({ onSignedIn }: { onSignedIn: (record: TokenRecord) => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const codeHref = useStepHref('code');
  const form = useForm<SignInValues>({ resolver, defaultValues: { login: '', password: '' } });
  const login = useWatch({ control: form.control, name: 'login' });
  const signIn = useSignIn();
  const carry = { email: emailFrom(login) };

  const prepare = () => {
    void loadResolver().catch(() => undefined);
    preloadHttpClient();
  };
  const submit = form.handleSubmit((values) => signIn.mutate({ data: values }, { onSuccess: onSignedIn }));

  return (
    <Stack gap="lg">
      <form onSubmit={submit} onFocus={prepare} noValidate aria-label={intl.formatMessage(authMessages.title)}>
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
      <Button component={Link} to={codeHref} state={carry} variant="default" size="md" fullWidth>
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
