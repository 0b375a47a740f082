// Form errors as they reach a field: an encoded rule (id and values), or the server's text — the
// API's own sentences for a name (issue 15.14) and a few others said in the user's language.
import { describe, expect, it } from 'vitest';
import { decodeErrorKey, encodeErrorKey } from './error-key';

describe('decodeErrorKey', () => {
  it('gives back an encoded key', () => {
    expect(decodeErrorKey(encodeErrorKey({ id: 'form.error.too-long', values: { maximum: 32 } }))).toEqual({
      id: 'form.error.too-long',
      values: { maximum: 32 },
    });
  });

  it.each([
    ['Must not be blank', 'form.error.name-blank'],
    ['Must not contain control or text-direction characters', 'form.error.name-characters'],
    ['At most 2 decimals', 'form.error.decimals'],
    ['Required', 'form.error.required'],
  ])('the API sentence %j becomes %s (translated at the field)', (sentence, id) => {
    expect(decodeErrorKey(sentence)).toEqual({ id });
  });

  it('shows any other server text as it is, and nothing for no message', () => {
    expect(decodeErrorKey('CPF already in use')).toEqual({ id: 'form.error.server', values: { message: 'CPF already in use' } });
    expect(decodeErrorKey('constructor')).toEqual({ id: 'form.error.server', values: { message: 'constructor' } });
    expect(decodeErrorKey(undefined)).toBeUndefined();
  });
});
