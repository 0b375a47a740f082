// A person's first and last name, side by side in the form's grid (the documents' individual step,
// the profile's personal data): both required, with the browser's name autofill. The form gives
// each part its label, registration and error; the rest (disabled, readOnly, maxLength) is shared.
import type { ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type NamePart = 'firstName' | 'lastName';

const PARTS = ['firstName', 'lastName'] as const;
const autoComplete = { firstName: 'given-name', lastName: 'family-name' } as const;

export interface NameInputsProps extends Omit<TextInputProps, 'label' | 'error' | 'required'> {
  label: (part: NamePart) => string;
  field: (part: NamePart) => UseFormRegisterReturn<NamePart>;
  error: (part: NamePart) => ReactNode;
}

export function NameInputs({ label, field, error, ...props }: NameInputsProps) {
  return PARTS.map((part) => (
    <TextInput key={part} label={label(part)} required autoComplete={autoComplete[part]} {...props} error={error(part)} {...field(part)} />
  ));
}
