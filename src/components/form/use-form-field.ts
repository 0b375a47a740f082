// The react-hook-form field behind an input the form cannot register (a Select, a date picker, a
// masked text): its value, change, blur, name and ref, which the input's component adapts in a
// line or two. One hook for every such adapter instead of a <Controller render={…}> in each.
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export function useFormField<T extends FieldValues, V extends FieldValues = T>(control: Control<T, unknown, V>, name: Path<T>) {
  return useController({ control, name }).field;
}
