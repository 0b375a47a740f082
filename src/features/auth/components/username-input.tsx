// The sign-up username with its availability, shown at the field as the user types.
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { CheckIcon, Loader, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { signUpBodyUsernameMax } from '@/api/generated/zod/auth/auth.zod';
import type { UsernameAvailability } from '../api/use-username-availability';
import { signUpMessages as m } from '../sign-up-messages';
import classes from './username-input.module.css';

type UsernameInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'size'> & {
  username: string;
  availability: UsernameAvailability;
  error?: string;
};

export const UsernameInput = forwardRef<HTMLInputElement, UsernameInputProps>(function UsernameInput(
  { username, availability, error, ...props },
  ref,
) {
  const intl = useIntl();
  const taken = availability === 'taken' ? intl.formatMessage(m.usernameTaken) : undefined;
  const description =
    availability === 'checking'
      ? intl.formatMessage(m.usernameChecking)
      : availability === 'available'
        ? intl.formatMessage(m.usernameAvailable, { username })
        : intl.formatMessage(m.usernameHint);
  return (
    <TextInput
      ref={ref}
      {...props}
      label={intl.formatMessage(m.username)}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={signUpBodyUsernameMax}
      error={error ?? taken}
      description={<span aria-live="polite">{description}</span>}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      rightSection={
        availability === 'checking' ? (
          <Loader size="xs" aria-hidden />
        ) : availability === 'available' && !error ? (
          <CheckIcon size={14} aria-hidden />
        ) : null
      }
      classNames={availability === 'available' && !error ? { description: classes.available, section: classes.available } : undefined}
    />
  );
});
