// The PIX key field: masked as its type says (CPF, CNPJ with letters, the (99) 9 9999-9999 phone)
// through react-imask in Mantine's InputBase; e-mail and random keys are plain text fields.
import { forwardRef } from 'react';
import { InputBase, TextInput } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import type { PixKeyType } from '@/api/generated/model/pixKeyType';
import { saveBankAccountBodyPixKeyMax } from '@/api/generated/zod/bank-account/bank-account.zod';
import { keyMaskFor } from './bank-account-schema';

const PLACEHOLDERS: Record<PixKeyType, string> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  phone: '(99) 9 9999-9999',
  email: 'nome@exemplo.com.br',
  random: '123e4567-e89b-12d3-a456-426614174000',
};

interface PixKeyInputProps {
  type: PixKeyType;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

export const PixKeyInput = forwardRef<HTMLInputElement, PixKeyInputProps>(function PixKeyInput(
  { type, label, value, onChange, onBlur, error },
  ref,
) {
  const mask = keyMaskFor(type);
  if (mask)
    return (
      <InputBase
        // A new mask needs a new input: imask keeps its own state per element.
        key={type}
        component={IMaskInput}
        {...mask}
        label={label}
        placeholder={PLACEHOLDERS[type]}
        inputMode={type === 'cnpj' ? 'text' : type === 'phone' ? 'tel' : 'numeric'}
        autoComplete={type === 'phone' ? 'tel-national' : 'off'}
        value={value}
        onAccept={(masked: string) => onChange(masked)}
        onBlur={onBlur}
        inputRef={ref}
        error={error}
        required
      />
    );
  return (
    <TextInput
      key={type}
      ref={ref}
      label={label}
      type={type === 'email' ? 'email' : 'text'}
      inputMode={type === 'email' ? 'email' : 'text'}
      autoComplete={type === 'email' ? 'email' : 'off'}
      spellCheck={false}
      placeholder={PLACEHOLDERS[type]}
      maxLength={saveBankAccountBodyPixKeyMax}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      required
    />
  );
});
