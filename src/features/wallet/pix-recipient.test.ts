// Which words a failed PIX look-up gets at the key field (by the field code, key type and payee,
// never by the server's text), and when a look-up is stale.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { decodeErrorKey } from '@/lib/error-key';
import { lookupFailure, recipientQueryOf, sameRecipientQuery } from './pix-recipient';

const person = recipientQueryOf({ category: 'person', pixKeyType: 'cpf', pixKey: '529.982.247-25' });
const refused = (code: 'pix_key_not_payee_tax_id' | 'pix_key_not_found' | undefined, message = 'any server text') =>
  new ApiError('http', 400, { message, reason: 'validation', fields: [{ field: 'pixKey', message, code }] }, message);
const id = (error: unknown, query = person) => decodeErrorKey(lookupFailure(error, query)?.message)?.id;

describe('lookupFailure', () => {
  it('words a key that is not the payee tax id by key type and payout category', () => {
    expect(id(refused('pix_key_not_payee_tax_id'))).toBe('wallet.recipient.error.cpf-not-own');
    expect(id(refused('pix_key_not_payee_tax_id'), { ...person, category: 'business' })).toBe('wallet.recipient.error.cpf-for-company');
    expect(id(refused('pix_key_not_payee_tax_id'), { ...person, pixKeyType: 'cnpj', category: 'business_sb' })).toBe(
      'wallet.recipient.error.cnpj-not-own',
    );
    expect(id(refused('pix_key_not_payee_tax_id'), { ...person, pixKeyType: 'cnpj' })).toBe('wallet.recipient.error.cnpj-for-person');
    expect(id(refused('pix_key_not_found'))).toBe('wallet.recipient.error.not-found');
    expect(lookupFailure(refused('pix_key_not_found'), person)?.retry).toBe(false);
  });

  it('keeps a format problem the server words, offers a retry when the look-up failed, and leaves the rest to the notice', () => {
    expect(lookupFailure(refused(undefined, 'Required'), person)).toEqual({ message: 'Required', retry: false });
    expect(lookupFailure(new ApiError('network', 0, undefined, 'Network error'), person)).toMatchObject({ retry: true });
    expect(id(new ApiError('timeout', 0, undefined, 'Timeout'))).toBe('wallet.recipient.error.network');
    expect(id(new ApiError('http', 503, undefined, 'HTTP 503'))).toBe('wallet.recipient.error.failed');
    expect(lookupFailure(new ApiError('http', 403, undefined, 'Forbidden'), person)).toBeNull();
    expect(lookupFailure(new ApiError('canceled', 0, undefined, 'Request canceled'), person)).toBeNull();
    expect(lookupFailure(new Error('boom'), person)).toBeNull();
  });
});

describe('recipientQueryOf / sameRecipientQuery', () => {
  it('compares the key as the API gets it, so only a real change makes the look-up stale', () => {
    expect(person).toEqual({ category: 'person', pixKeyType: 'cpf', pixKey: '52998224725' });
    expect(sameRecipientQuery(person, recipientQueryOf({ category: 'person', pixKeyType: 'cpf', pixKey: '52998224725' }))).toBe(true);
    expect(sameRecipientQuery(person, { ...person, pixKey: '72869885733' })).toBe(false);
    expect(sameRecipientQuery(person, { ...person, category: 'person_sb' })).toBe(false);
    expect(sameRecipientQuery(person, { ...person, pixKeyType: 'email' })).toBe(false);
  });
});
