// A Mantine input bound to a react-hook-form field (./use-form-field.ts): the field's name, ref,
// value, change and blur come from the form; the rest (label, description, error, min…) is the
// input's own. `component` picks the input: one that hands its value to onChange (NumberInput,
// Autocomplete), a text input (its change event), or with `toggle` a Switch or Checkbox (the
// field's boolean is its `checked`). `transform` rewrites typed text before the form keeps it.
//
//   <FormInput component={NumberInput} control={form.control} name="value" label={…} error={…} />
//   <FormInput component={Switch} toggle control={form.control} name="enabled" label={…} />
import type { ChangeEvent, ComponentPropsWithoutRef, ElementType } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field';

export type FormInputProps<T extends FieldValues, V extends FieldValues, C extends ElementType> = Omit<
  ComponentPropsWithoutRef<C>,
  'name' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'component'
> & {
  component: C;
  control: Control<T, unknown, V>;
  name: Path<T>;
  toggle?: boolean;
  transform?: (text: string) => string;
};

type Change = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

export function FormInput<T extends FieldValues, V extends FieldValues, C extends ElementType>({
  component,
  control,
  name,
  toggle,
  transform,
  ...input
}: FormInputProps<T, V, C>) {
  const Input: ElementType = component;
  const field = useFormField(control, name);
  const bound = toggle
    ? { checked: field.value, onChange: (e: Change) => field.onChange((e.currentTarget as HTMLInputElement).checked) }
    : {
        value: field.value ?? '',
        onChange: transform ? (e: Change) => field.onChange(transform(e.currentTarget.value)) : field.onChange,
      };
  return <Input name={field.name} ref={field.ref} onBlur={field.onBlur} {...bound} {...input} />;
}
