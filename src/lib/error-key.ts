// How a form error travels from a validation rule to the field: a message id plus values,
// JSON-encoded into react-hook-form's `message`. Kept apart from lib/form-errors.ts (zod's error
// map) so showing an error at a field does not pull zod into a route's first chunk.
export interface ErrorKey {
  id: string;
  values?: Record<string, string | number>;
}

export function encodeErrorKey(key: ErrorKey): string {
  return JSON.stringify(key);
}

export function decodeErrorKey(message: string | undefined): ErrorKey | undefined {
  if (!message) return undefined;
  try {
    const parsed = JSON.parse(message) as ErrorKey;
    if (typeof parsed.id === 'string') return parsed;
  } catch {
    /* a plain message from the server */
  }
  return { id: 'form.error.server', values: { message } };
}
