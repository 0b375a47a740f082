// A person's names in the form's grid (the documents' individual step, the profile's personal
// data): the account's username and e-mail, read only, then the first and last name, both
// required, with the browser's name autofill. The form gives each part its label, and each name its
// registration and error; the rest (disabled, readOnly, maxLength) goes to both names.
import type { ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { User } from '@/api/generated/model/user';

export type NamePart = 'firstName' | 'lastName';

const PARTS = ['firstName', 'lastName'] as const;
const autoComplete = { firstName: 'given-name', lastName: 'family-name' } as const;

export interface NameInputsProps extends Omit<TextInputProps, 'label' | 'error' | 'required'> {
  user: Pick<User, 'Username' | 'Email'>;
  label: (part: NamePart | 'username' | 'email') => string;
  field: (part: NamePart) => UseFormRegisterReturn<NamePart>;
  error: (part: NamePart) => ReactNode;
}

export function NameInputs({ user, label, field, error, ...props }: NameInputsProps) {
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
          {...field(part)}
        />
      ))}
    </>
  );
}
