// Sign in (spec §2 /auth step signin): login and password (≥ 6), every refusal of §8 at the form.
// A refusal keeps what was typed; links lead to the code sign-in, the reset and the sign-up.
import { lazy, Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Center, Divider, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSignIn } from '@/api/generated/endpoints/auth/auth';
import { preloadHttpClient } from '@/api/http-client';
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import type { TwoFactorChallenge } from '@/api/generated/model/twoFactorChallenge';
import { PasswordInput } from '@/components/form/password-input';
import { useFieldError } from '@/components/form/use-field-error';
import { emailFrom } from '../auth-steps';
import { authMessages } from '../messages';
import { signInErrorText } from '../sign-in-error';
import type { SignInValues } from '../sign-in-schema';
import { StepFooter, StepLink, useStepHref } from './step-link';
import { SubmitButton } from './submit-button';

// zod and its error map (../sign-in-schema, about 25 KB gzip) load when the user first reaches
// for the form (focus), not with the page: validation only runs on submit, after typing.
// The HTTP client starts loading then too (the sign-in call needs it). Same zod schema as before.
// Two fields need no form library: the form keeps its values and errors in state and asks the
// schema's resolver itself, as react-hook-form would (errors after a submit, re-checked on every
// change from then on, the focus on the first field in error), and /auth's first visit does not
// download react-hook-form (about 15 KB gzip; issue 13's 150 KB budget). Other forms use it.
const loadResolver = () => import('../sign-in-schema').then((m) => m.signInResolver);
// The second step of an account with two-factor sign-in (issue 17) loads only when it is needed.
const TwoFactorStep = lazy(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })));

type Field = keyof SignInValues;
type Errors = Partial<Record<Field, string>>;

async function check(values: SignInValues): Promise<{ values?: SignInValues; errors: Errors }> {
  const resolver = await loadResolver();
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors: Errors = {};
  for (const field of ['login', 'password'] as const) {
    const message = result.errors[field]?.message;
    if (typeof message === 'string') errors[field] = message;
  }
  return Object.keys(errors).length ? { errors } : { values: result.values as SignInValues, errors };
}

export function SignInForm({ onSignedIn }: { onSignedIn: (record: TokenRecord) => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const codeHref = useStepHref('code');
  const [values, setValues] = useState<SignInValues>({ login: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const submitted = useRef(false);
  // Checks run async (the schema may still be loading): only the latest one's answer is shown.
  const latest = useRef(0);
  const checkNow = async (next: SignInValues) => {
    const run = ++latest.current;
    const result = await check(next);
    if (run === latest.current) setErrors(result.errors);
  };
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const signIn = useSignIn();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const carry = { email: emailFrom(values.login) };

  const prepare = () => {
    void loadResolver().catch(() => undefined);
    preloadHttpClient();
  };
  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    // After the first submit, every change is checked again (the error goes as soon as it is fixed).
    if (submitted.current) void checkNow(next);
  };
  // What react-hook-form's register would give a field: its name, value, change, ref and error.
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: change(name),
    ref: (el: HTMLInputElement | null) => void (inputs.current[name] = el),
    error: fieldError(errors[name]),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    // What was submitted is what is checked and sent, even if typing goes on meanwhile.
    const run = ++latest.current;
    const result = await check(values);
    if (run === latest.current) setErrors(result.errors);
    if (!result.values) {
      const first = (['login', 'password'] as const).find((f) => result.errors[f]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    signIn.mutate({ data: result.values }, { onSuccess: (answer) => ('token' in answer ? onSignedIn(answer) : setChallenge(answer)) });
  };

  if (challenge) {
    const back = () => {
      setChallenge(null);
      signIn.reset();
    };
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        <TwoFactorStep challenge={challenge} onSignedIn={onSignedIn} onCancel={back} />
      </Suspense>
    );
  }

  return (
    <Stack gap="lg">
      <form onSubmit={(e) => void submit(e)} onFocus={prepare} noValidate aria-label={intl.formatMessage(authMessages.title)}>
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
            {...field('login')}
          />
          <Stack gap={6}>
            <PasswordInput
              label={intl.formatMessage(authMessages.password)}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage(authMessages.togglePassword) }}
              size="md"
              {...field('password')}
            />
            <Group justify="flex-end">
              <StepLink step="reset" state={carry} size="sm">
                {intl.formatMessage(authMessages.forgot)}
              </StepLink>
            </Group>
          </Stack>
          <SubmitButton label={authMessages.submit} loading={signIn.isPending} />
        </Stack>
      </form>
      <Divider label={intl.formatMessage(authMessages.or)} labelPosition="center" />
      <Button component={Link} to={codeHref} state={carry} variant="default" size="md" fullWidth>
        {intl.formatMessage(authMessages.withCode)}
      </Button>
      <StepFooter step="signup" lead={authMessages.noAccount} link={authMessages.toSignUp} />
    </Stack>
  );
}
