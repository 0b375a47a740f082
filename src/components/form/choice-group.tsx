// A labelled set of checkboxes (several values: `kind="checkbox"`) or radios (one value:
// `kind="radio"`), the options in a row under the label. `ChoiceGroup` takes its value and change
// handler; `ChoiceField` wires it to a react-hook-form field.
//
//   <ChoiceField control={form.control} name="scopes" kind="checkbox" label={…} options={Object.values(ApiKeyScope)}
//     optionLabel={(s) => intl.formatMessage(scopeLabels[s])} error={text(errors.scopes?.message)} required />
import type { ReactNode } from 'react';
import { Checkbox, Group, Radio } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface ChoiceCommon<T extends string> {
  label: string;
  options: readonly T[];
  optionLabel: (value: T) => string;
  error?: ReactNode;
  required?: boolean;
}

export type ChoiceGroupProps<T extends string> = ChoiceCommon<T> &
  ({ kind: 'checkbox'; value: T[]; onChange: (value: T[]) => void } | { kind: 'radio'; value: T; onChange: (value: T) => void });

export function ChoiceGroup<T extends string>(props: ChoiceGroupProps<T>) {
  const { label, options, optionLabel, error, required } = props;
  const group = { label, error, required };
  if (props.kind === 'checkbox')
    return (
      <Checkbox.Group {...group} value={props.value} onChange={(v) => props.onChange(v as T[])}>
        <Group mt="xs">
          {options.map((o) => (
            <Checkbox key={o} value={o} label={optionLabel(o)} />
          ))}
        </Group>
      </Checkbox.Group>
    );
  return (
    <Radio.Group {...group} value={props.value} onChange={(v) => props.onChange(v as T)}>
      <Group mt="xs">
        {options.map((o) => (
          <Radio key={o} value={o} label={optionLabel(o)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export type ChoiceFieldProps<V extends FieldValues, T extends string> = ChoiceCommon<T> & {
  control: Control<V>;
  name: Path<V>;
  kind: 'checkbox' | 'radio';
};

export function ChoiceField<V extends FieldValues, T extends string>({ control, name, kind, ...common }: ChoiceFieldProps<V, T>) {
  return (
    <Controller
      control={control}
      name={name}
      // The field's value is a T[] for checkboxes and a T for radios (the form's schema says which).
      render={({ field }) => (
        <ChoiceGroup {...({ ...common, kind, value: field.value as unknown, onChange: field.onChange } as ChoiceGroupProps<T>)} />
      )}
    />
  );
}
