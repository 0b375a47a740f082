// The code field of the sign-in steps (the e-mail code, the two-factor code): one-time-code
// autofill, large centred digits, focused when the step opens. `letterSpacing` spaces the
// characters (wider for the 6 digits); other props go to Mantine's TextInput.
import { forwardRef } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

export const CodeInput = forwardRef<HTMLInputElement, TextInputProps & { letterSpacing?: string }>(function CodeInput(
  { letterSpacing = '0.5em', ...props },
  ref,
) {
  return (
    <TextInput
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={7}
      size="lg"
      autoFocus
      styles={{ input: { letterSpacing, fontVariantNumeric: 'tabular-nums', textAlign: 'center' } }}
      {...props}
      ref={ref}
    />
  );
});
