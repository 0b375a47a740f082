// The browser's own select (Mantine's NativeSelect) wired to a react-hook-form field: a handful of
// fixed choices with no combobox code to download. Other NativeSelect props (label, data,
// required, error, …) pass through.
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field';

export type NativeSelectFieldProps<V extends FieldValues> = Omit<NativeSelectProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  control: Control<V>;
  name: Path<V>;
};

export function NativeSelectField<V extends FieldValues>({ control, name, ...select }: NativeSelectFieldProps<V>) {
  const field = useFormField(control, name);
  return (
    <NativeSelect {...select} value={field.value} onChange={(event) => field.onChange(event.currentTarget.value)} onBlur={field.onBlur} />
  );
}
