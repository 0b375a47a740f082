// A person's names in the form's grid (the documents' individual step, the profile's personal
// data): the account's username and e-mail, read only, then the first and last name, both
// required, with the browser's name autofill. The form gives the labels, its register and each name's
// error; the rest (disabled, readOnly, maxLength) goes to both names.
import type { ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { User } from '@/api/generated/model/user';

export type NamePart = 'firstName' | 'lastName';

const PARTS = ['firstName', 'lastName'] as const;
const autoComplete = { firstName: 'given-name', lastName: 'family-name' } as const;

export interface NameInputsProps extends Omit<TextInputProps, 'label' | 'error' | 'required'> {
  user: Pick<User, 'Username' | 'Email'>;
  /** The feature's labels. */
  messages: Record<NamePart | 'username' | 'email', MessageDescriptor>;
  /** The form's register. */
  register: (part: NamePart) => UseFormRegisterReturn<NamePart>;
  error: (part: NamePart) => ReactNode;
}

export function NameInputs({ user, messages, register, error, ...props }: NameInputsProps) {
  const intl = useIntl();
  const label = (part: keyof NameInputsProps['messages']) => intl.formatMessage(messages[part]);
  return (
    <>
      <TextInput label={label('username')} value={user.Username} readOnly variant="filled" />
      <TextInput label={label('email')} value={user.Email} readOnly variant="filled" />
      {PARTS.map((part) => (
        <TextInput
          key={part}
          label={label(part)}
          required
          autoComplete={autoComplete[part]}
          {...props}
          error={error(part)}
          {...register(part)}
        />
      ))}
    </>
  );
}
