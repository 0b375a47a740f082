// A day of an export form (since/until): Mantine's DateInput bound to a react-hook-form field
// holding 'YYYY-MM-DD' ('' when empty), no later than today, in the locale's short format.
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DateInput } from '@mantine/dates';
import { useFormField } from '@/components/form/use-form-field';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  maxDate: string;
  error: string | undefined;
  required?: boolean;
  clearable?: boolean;
}

export function DayField<T extends FieldValues>({ control, name, label, maxDate, error, required, clearable }: Props<T>) {
  const field = useFormField(control, name);
  return (
    <DateInput
      label={label}
      value={(field.value as string) || null}
      onChange={(v) => field.onChange(v ?? '')}
      onBlur={field.onBlur}
      maxDate={maxDate}
      valueFormat="L"
      required={required}
      clearable={clearable}
      error={error}
    />
  );
}
