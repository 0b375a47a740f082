// Sign in (spec §2 /auth step signin): login and password (≥ 6), every refusal of §8 at the form.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSignIn } from '../../../api/generated/endpoints/auth/auth';
import type { TokenRecord } from '../../../api/generated/model/tokenRecord';
import { useFieldError } from '../../../components/form/use-field-error';
import '../../../lib/form-errors';
import { authMessages } from '../messages';
import { signInErrorText } from '../sign-in-error';

const schema = z.object({
  login: z.string().trim().min(1),
  password: z.string().min(6),
});
type SignInValues = z.infer<typeof schema>;

export function SignInForm({ onSignedIn }: { onSignedIn: (record: TokenRecord) => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const form = useForm<SignInValues>({ resolver: zodResolver(schema), defaultValues: { login: '', password: '' } });
  const signIn = useSignIn();

  const submit = form.handleSubmit((values) =>
    signIn.mutate({ data: values }, { onSuccess: onSignedIn }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(authMessages.title)}>
      <Stack>
        {signIn.error && (
          <Alert color="red" role="alert">
            {signInErrorText(intl, signIn.error)}
          </Alert>
        )}
        <TextInput
          label={intl.formatMessage(authMessages.login)}
          autoComplete="username"
          error={fieldError(form.formState.errors.login?.message)}
          {...form.register('login')}
        />
        <PasswordInput
          label={intl.formatMessage(authMessages.password)}
          autoComplete="current-password"
          error={fieldError(form.formState.errors.password?.message)}
          {...form.register('password')}
        />
        <Button type="submit" loading={signIn.isPending}>
          {intl.formatMessage(authMessages.submit)}
        </Button>
      </Stack>
    </form>
  );
}
