// A text field with a react-imask mask (through Mantine's InputBase): CPF, CNPJ (alphanumeric
// too), CEP. The form gets the masked text as typed.
import { forwardRef } from 'react';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

export interface MaskOptions {
  mask: string;
  definitions?: Record<string, RegExp>;
  prepareChar?: (char: string) => string;
}

type MaskedFieldProps = InputBaseProps & {
  maskOptions: MaskOptions;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
};

export const MaskedField = forwardRef<HTMLInputElement, MaskedFieldProps>(function MaskedField(
  { maskOptions, value, onChange, autoComplete = 'off', ...props },
  ref,
) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      {...maskOptions}
      inputRef={ref}
      value={value}
      onAccept={(masked: string) => onChange(masked)}
      autoComplete={autoComplete}
    />
  );
});
