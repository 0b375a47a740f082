// Sign in (spec §2 /auth step signin): login and password (≥ 6), every refusal of §8 at the form.
// A refusal keeps what was typed; links lead to the code sign-in, the reset and the sign-up.
import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSignIn } from '../../../api/generated/endpoints/auth/auth';
import type { TokenRecord } from '../../../api/generated/model/tokenRecord';
import { useFieldError } from '../../../components/form/use-field-error';
import { emailFrom } from '../auth-steps';
import { authMessages } from '../messages';
import { signInErrorText } from '../sign-in-error';
import type { SignInValues } from '../sign-in-schema';
import { StepLink, useStepHref } from './step-link';

// zod and its error map (../sign-in-schema) load after the form is on screen: the first paint of
// /auth does not wait for them (README "Performance"); validation is the same zod schema.
const loadResolver = () => import('../sign-in-schema').then((m) => m.signInResolver);
const resolver: Resolver<SignInValues> = async (values, context, options) => (await loadResolver())(values, context, options);

export function SignInForm({ onSignedIn }: { onSignedIn: (record: TokenRecord) => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const codeHref = useStepHref('code');
  const form = useForm<SignInValues>({ resolver, defaultValues: { login: '', password: '' } });
  useEffect(() => {
    void loadResolver(); // fetched now, so the first submit does not wait for it
  }, []);
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
