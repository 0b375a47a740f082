// A CPF field with the spec's mask 999.999.999-99, shared by sign-up and the profile's CPF form:
// what is typed keeps its digits (at most 11) and is shown masked as it is typed. The mask comes from
// the portal's formatter (lib/br-documents, brazilian-utils), not react-imask, whose 16.5 KB (gzip)
// pushed the personal-data page past its first-visit budget (issue 13).
import { forwardRef } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatCpf } from '@/lib/br-documents';

export const CPF_MASK = '000.000.000-00';

type CpfInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  autoComplete?: string;
};

export const CpfInput = forwardRef<HTMLInputElement, CpfInputProps>(function CpfInput({ value, onChange, ...props }, ref) {
  return (
    <TextInput
      {...props}
      ref={ref}
      value={value}
      onChange={(e) => onChange(formatCpf(e.currentTarget.value.replace(/\D/g, '').slice(0, 11)))}
      inputMode="numeric"
      maxLength={CPF_MASK.length}
      placeholder={CPF_MASK}
    />
  );
});
