// The e-mail field of the /auth forms (sign-up, code sign-in, password reset): the e-mail keyboard
// and autofill, no auto-capitalisation and no spell check. Other props go to Mantine's TextInput.
import { forwardRef } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

export const EmailInput = forwardRef<HTMLInputElement, TextInputProps>(function EmailInput(props, ref) {
  return <TextInput type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...props} ref={ref} />;
});
