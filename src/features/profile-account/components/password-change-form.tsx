// Password change: current, new and confirmation, with sign-up's rules (≥ 6 characters, both new
// fields equal) plus "different from the current one", each at its field. A wrong current
// password shows at that field; any failure keeps what was typed.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { SubmitRow } from '@/components/form/submit-row';
import { useFieldError } from '@/components/form/use-field-error';
import { isStepUpCancelled, useStepUp } from '@/components/security/step-up';
import { encodeErrorKey } from '@/lib/form-errors';
import { isIdentityError } from '@/lib/identity/identity-provider';
import { passwordMessages } from '@/lib/password-messages';
import { useChangePassword } from '../api/use-change-password';
import { securityMessages as m } from '../messages';
import { emptyPasswordChange, passwordChangeSchema, type PasswordChangeValues } from '../password-schema';

const extra = {
  [passwordMessages.passwordMismatch.id]: passwordMessages.passwordMismatch,
  [m.samePassword.id]: m.samePassword,
  [m.wrongPassword.id]: m.wrongPassword,
};
// The three inputs in order: the field, its label, what the browser may fill in, and a hint under
// the input (the new password's rules).
const PASSWORD_FIELDS: ReadonlyArray<{
  name: keyof PasswordChangeValues;
  label: MessageDescriptor;
  autoComplete: 'current-password' | 'new-password';
  hint?: MessageDescriptor;
}> = [
  { name: 'currentPassword', label: m.currentPassword, autoComplete: 'current-password' },
  { name: 'password', label: m.newPassword, autoComplete: 'new-password', hint: m.newPasswordHint },
  { name: 'passwordConfirmation', label: m.confirmPassword, autoComplete: 'new-password' },
];

export function PasswordChangeForm() {
  const intl = useIntl();
  const fieldError = useFieldError();
  const change = useChangePassword();
  // With two-factor sign-in on, a fresh code first (issue 17); the typed form stays as it is.
  const stepUp = useStepUp();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: emptyPasswordChange,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const text = (message: string | undefined) => fieldError(message, extra);
  const toggle = intl.formatMessage(m.togglePassword);
  const visibilityToggleButtonProps = { 'aria-label': toggle };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await stepUp.guard(() => change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.password }));
      form.reset(emptyPasswordChange);
    } catch (error) {
      if (isStepUpCancelled(error)) return;
      if (isIdentityError(error) && error.kind === 'invalid_password') {
        form.setError('currentPassword', { message: encodeErrorKey({ id: m.wrongPassword.id }) }, { shouldFocus: true });
        return;
      }
      const kind = isIdentityError(error) ? error.kind : 'failed';
      setFailure(kind === 'not_configured' ? m.notAvailable : kind === 'rate_limited' ? m.tooMany : m.failed);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-title">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {PASSWORD_FIELDS.map(({ name, label, autoComplete, hint }) => (
            <PasswordInput
              key={name}
              {...form.register(name)}
              label={intl.formatMessage(label)}
              description={hint && intl.formatMessage(hint)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={text(errors[name]?.message)}
              autoComplete={autoComplete}
              visibilityToggleButtonProps={visibilityToggleButtonProps}
              required
            />
          ))}
        </SimpleGrid>
        <SubmitRow
          label={intl.formatMessage(m.changePassword)}
          loading={change.isPending || form.formState.isSubmitting}
          refusal={failure && intl.formatMessage(failure)}
          refusalTestId="password-failure"
        />
      </Stack>
      {stepUp.dialog}
    </form>
  );
}
