// Sign up (spec §2 /auth step signup, §5 register rules, §8 register messages). The am/bta params
// of /auth go along with the data. A refusal keeps everything typed and marks the fields the
// server named: 409 "already in use", 400 with the server's own per-field messages.
import { useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, SimpleGrid, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import type { ApiError } from '@/api/api-error';
import { useSignUp } from '@/api/generated/endpoints/auth/auth';
import { CpfInput } from '@/components/form/cpf-input';
import { PasswordInput } from '@/components/form/password-input';
import { useFieldError } from '@/components/form/use-field-error';
import { encodeErrorKey } from '@/lib/form-errors';
import { passwordMessages } from '@/lib/password-messages';
import { signUpBodyEmailMax, signUpBodyFirstNameMax, signUpBodyLastNameMax } from '@/api/generated/zod/auth/auth.zod';
import { useUsernameAvailability } from '../api/use-username-availability';
import { authMessages } from '../messages';
import {
  emptySignUp,
  signUpFields,
  signUpFormSchema,
  type SignUpField,
  type SignUpFormInput,
  type SignUpFormValues,
} from '../sign-up-schema';
import { signUpMessages as m } from '../sign-up-messages';
import { EmailInput } from './email-input';
import { StepFooter, useStepHref } from './step-link';
import { SubmitButton } from './submit-button';
import { UsernameInput } from './username-input';

// The form's own rule ids (sign-up-schema.ts, 409 marks), translated at the field.
const ruleMessages = {
  [m.cpfInvalid.id]: m.cpfInvalid,
  [passwordMessages.passwordMismatch.id]: passwordMessages.passwordMismatch,
  [m.fieldInUse.id]: m.fieldInUse,
};

// The two-column rows: first and last name, then the password and its confirmation.
const nameFields = [
  { name: 'firstName', autoComplete: 'given-name', maxLength: signUpBodyFirstNameMax },
  { name: 'lastName', autoComplete: 'family-name', maxLength: signUpBodyLastNameMax },
] as const;
const passwordFields = ['password', 'passwordConfirmation'] as const;
type HintedLabel = Pick<TextInputProps, 'label' | 'description' | 'inputWrapperOrder'>;

const isField = (name: string): name is SignUpField => (signUpFields as string[]).includes(name);

/** Marks the fields a refusal names; returns whether any was marked. */
function markServerFields(form: UseFormReturn<SignUpFormInput, unknown, SignUpFormValues>, error: ApiError): boolean {
  const named = Object.entries(error.fieldErrors).filter(([field]) => isField(field)) as Array<[SignUpField, string]>;
  named.forEach(([field, message], i) => {
    const text = error.status === 409 ? encodeErrorKey({ id: m.fieldInUse.id }) : message;
    form.setError(field, { type: 'server', message: text }, { shouldFocus: i === 0 });
  });
  return named.length > 0;
}

function refusalText(error: ApiError) {
  if (error.kind !== 'http') return authMessages.network;
  if (error.status === 409) return m.dataInUse;
  if (error.status === 400) return m.checkData;
  return authMessages.generic;
}

export function SignUpForm({ am, bta }: { am: string; bta: string }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const form = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: emptySignUp,
  });
  const username = useWatch({ control: form.control, name: 'username' });
  const availability = useUsernameAvailability(username);
  const signUp = useSignUp();
  const [done, setDone] = useState(false);
  const signInHref = useStepHref('signin');
  const toggleProps = { 'aria-label': intl.formatMessage(authMessages.togglePassword) };
  const errors = form.formState.errors;
  /** A field's label, and its hint under the input (above the error). */
  const labelAndHint = (label: MessageDescriptor, hint: MessageDescriptor): HintedLabel => ({
    label: intl.formatMessage(label),
    description: intl.formatMessage(hint),
    inputWrapperOrder: ['label', 'input', 'description', 'error'],
  });
  const error = (field: SignUpField, extra?: Parameters<typeof fieldError>[1]) =>
    fieldError(errors[field]?.message, { ...ruleMessages, ...extra });

  const submit = form.handleSubmit((values) => {
    if (availability === 'taken') {
      form.setFocus('username');
      return;
    }
    signUp.mutate({ data: { ...values, am, bta } }, { onSuccess: () => setDone(true), onError: (e) => markServerFields(form, e) });
  });

  if (done)
    return (
      <Stack>
        <Alert color="teal" variant="light" role="status" title={intl.formatMessage(m.successTitle)}>
          {intl.formatMessage(m.successBody)}
        </Alert>
        <Button component={Link} to={signInHref} size="md" fullWidth>
          {intl.formatMessage(m.successSignIn)}
        </Button>
      </Stack>
    );

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage(m.form)}>
        <Stack>
          {signUp.error && (
            <Alert color="red" variant="light" role="alert">
              {intl.formatMessage(refusalText(signUp.error))}
            </Alert>
          )}
          <UsernameInput
            username={username}
            availability={availability}
            error={error('username', { 'form.error.format': m.usernameFormat })}
            {...form.register('username')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            {nameFields.map(({ name, autoComplete, maxLength }) => (
              <TextInput
                key={name}
                label={intl.formatMessage(m[name])}
                autoComplete={autoComplete}
                maxLength={maxLength}
                error={error(name)}
                {...form.register(name)}
              />
            ))}
          </SimpleGrid>
          <EmailInput
            label={intl.formatMessage(m.email)}
            maxLength={signUpBodyEmailMax}
            error={error('email')}
            {...form.register('email')}
          />
          <Controller
            control={form.control}
            name="taxPayerId"
            render={({ field }) => (
              <CpfInput
                {...labelAndHint(m.cpf, m.cpfHint)}
                error={error('taxPayerId', { 'form.error.format': m.cpfInvalid })}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                autoComplete="off"
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            {passwordFields.map((name) => (
              <PasswordInput
                key={name}
                {...labelAndHint(m[name], m[`${name}Hint`])}
                autoComplete="new-password"
                visibilityToggleButtonProps={toggleProps}
                error={error(name)}
                {...form.register(name)}
              />
            ))}
          </SimpleGrid>
          <SubmitButton label={m.submit} loading={signUp.isPending} />
        </Stack>
      </form>
      <StepFooter step="signin" lead={m.haveAccount} link={m.toSignIn} />
    </Stack>
  );
}
