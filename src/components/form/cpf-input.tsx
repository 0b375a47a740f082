// A CPF field with the spec's mask 999.999.999-99 (react-imask through Mantine's InputBase), shared by
// sign-up and the profile's CPF form.
import { forwardRef } from 'react';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

export const CPF_MASK = '000.000.000-00';

type CpfInputProps = InputBaseProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  autoComplete?: string;
};

export const CpfInput = forwardRef<HTMLInputElement, CpfInputProps>(function CpfInput({ value, onChange, ...props }, ref) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask={CPF_MASK}
      inputRef={ref}
      value={value}
      onAccept={(masked: string) => onChange(masked)}
      inputMode="numeric"
      placeholder="000.000.000-00"
    />
  );
});
