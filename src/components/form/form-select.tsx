// A Select bound to a react-hook-form field that always holds one of its options (no deselect:
// an empty pick is ignored): the field's value, change, blur and ref come from the form; the
// rest (label, data, error, required, readOnly…) is a Select's own.
import { Select, type SelectProps } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field';

export type FormSelectProps<T extends FieldValues, V extends FieldValues> = Omit<
  SelectProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'allowDeselect'
> & {
  control: Control<T, unknown, V>;
  name: Path<T>;
};

export function FormSelect<T extends FieldValues, V extends FieldValues = T>({ control, name, ...select }: FormSelectProps<T, V>) {
  const field = useFormField(control, name);
  return (
    <Select
      ref={field.ref}
      value={field.value}
      onChange={(v) => v && field.onChange(v)}
      onBlur={field.onBlur}
      allowDeselect={false}
      {...select}
    />
  );
}
