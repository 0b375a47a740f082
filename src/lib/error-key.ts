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

/**
 * Sentences of the API's field vocabulary (docs/api-design.md) the portal says in the user's
 * language instead of showing the server's English; any other server text is shown as it is.
 */
const SERVER_SENTENCES: Readonly<Record<string, string>> = {
  Required: 'form.error.required',
  'At most 2 decimals': 'form.error.decimals',
  'Must not be blank': 'form.error.name-blank',
  'Must not contain control or text-direction characters': 'form.error.name-characters',
};

export function decodeErrorKey(message: string | undefined): ErrorKey | undefined {
  if (!message) return undefined;
  try {
    const parsed = JSON.parse(message) as ErrorKey;
    if (typeof parsed.id === 'string') return parsed;
  } catch {
    /* a plain message from the server */
  }
  const known = Object.hasOwn(SERVER_SENTENCES, message) ? SERVER_SENTENCES[message] : undefined;
  return known ? { id: known } : { id: 'form.error.server', values: { message } };
}
