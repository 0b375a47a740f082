// A day of an export form (since/until): Mantine's DateInput bound to a react-hook-form field
// holding 'YYYY-MM-DD' ('' when empty), no later than today, in the locale's short format.
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateInput } from '@mantine/dates';

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
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
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
      )}
    />
  );
}
