// A text field with a react-imask mask (through Mantine's InputBase): CPF, CNPJ (alphanumeric
// too), CEP. The form gets the masked text as typed. MaskedFormField binds one to a
// react-hook-form field of text.
import { forwardRef } from 'react';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { useFormField } from '@/components/form/use-form-field';

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

type MaskedFormFieldProps<T extends FieldValues> = Omit<MaskedFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'> & {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
};

/** A MaskedField showing, changing and touching the form's text field `name` (and focused on its error). */
export function MaskedFormField<T extends FieldValues>({ control, name, ...props }: MaskedFormFieldProps<T>) {
  const field = useFormField(control, name);
  return (
    <MaskedField
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
