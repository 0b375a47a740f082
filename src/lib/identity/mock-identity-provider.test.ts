import { afterEach, describe, expect, it } from 'vitest';
import { getStore } from '@mocks/runtime';
import { IdentityError } from './identity-provider';
import { MOCK_SIGN_IN_CODE, mockIdentityProvider as idp } from './mock-identity-provider';

afterEach(() => getStore().reset());

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as IdentityError,
  );

describe('mock identity provider', () => {
  it('signs the owner of the e-mail in with 123456, with a token the mock API accepts', async () => {
    await idp.sendSignInCode('affiliate@example.com');
    const record = await idp.verifySignInCode('Affiliate@Example.com ', MOCK_SIGN_IN_CODE);
    if (!('token' in record)) throw new Error('expected a token');
    expect(record.type).toBe('bearer');
    expect(getStore().userForToken(record.token)?.Username).toBe('affiliate');
  });

  it('refuses a wrong code and an unknown address alike', async () => {
    expect((await failure(idp.verifySignInCode('affiliate@example.com', '654321')))?.kind).toBe('invalid_code');
    expect((await failure(idp.verifySignInCode('nobody@example.com', MOCK_SIGN_IN_CODE)))?.kind).toBe('invalid_code');
    // A username is not an e-mail.
    expect((await failure(idp.verifySignInCode('affiliate', MOCK_SIGN_IN_CODE)))?.kind).toBe('invalid_code');
  });

  it('refuses accounts that may not sign in, with the sign-in reasons', async () => {
    const review = await failure(idp.verifySignInCode('review@example.com', MOCK_SIGN_IN_CODE));
    expect([review?.kind, review?.reason]).toEqual(['refused', 'under_review']);
    const banned = await failure(idp.verifySignInCode('banned@example.com', MOCK_SIGN_IN_CODE));
    expect([banned?.kind, banned?.reason]).toEqual(['refused', 'banned']);
    expect(banned?.retryAt).toMatch(/^\d{4}-/);
  });

  it('answers a password-reset request without telling whether the account exists', async () => {
    await expect(idp.sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();
  });
});
