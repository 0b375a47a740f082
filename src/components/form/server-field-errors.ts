// A 400 whose problem names fields of this form: each message goes to its field (react-hook-form
// shows it there) and the caller stops; anything else is the caller's to handle.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/api-error';

/** True when the error was a 400 naming at least one of `fields` (now set on the form). */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  const messages = error.fieldErrors;
  const known = fields.filter((f) => messages[f]);
  for (const f of known) setError(f, { message: messages[f] });
  return known.length > 0;
}
