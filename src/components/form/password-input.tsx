// Mantine's PasswordInput, announcing its error: unlike TextInput, it marks a field in error only
// with data-invalid, so a screen reader is not told. This one also sets aria-invalid="true".
import { forwardRef } from 'react';
import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';

export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  return <MantinePasswordInput aria-invalid={props.error ? true : undefined} {...props} ref={ref} />;
});
