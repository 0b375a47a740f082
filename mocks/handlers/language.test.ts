// The interface language kept with the account (issue 19.5): any signed-in user sets one of the
// portal's three languages; the profile carries it from then on, and only then.
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/api/generated/endpoints/language/language';
import { getProfile } from '@/api/generated/endpoints/profile/profile';
import type { InterfaceLanguage } from '@/api/generated/model/interfaceLanguage';
import { as, refusal, setupMockApi, store } from './test-kit';

setupMockApi();

describe('PUT /api/me/language', () => {
  it('keeps the language with the account: the profile has none until it is chosen, then the chosen one', async () => {
    expect(await getProfile(as('affiliate'))).not.toHaveProperty('Language');
    expect(await setLanguage({ language: 'es-419' }, as('affiliate'))).toMatchObject({ Username: 'affiliate', Language: 'es-419' });
    expect((await getProfile(as('affiliate'))).Language).toBe('es-419');
    expect((await setLanguage({ language: 'pt-br' }, as('affiliate'))).Language).toBe('pt-br');
    expect((await getProfile(as('affiliate'))).Language).toBe('pt-br');
    // Not a profile update: no daily limit, nothing else changes.
    expect(store().db.users.get(1)!.ProfileUpdateAvailableAt).toBeNull();
  });

  it('any signed-in user, administrators and read-only analysts too; one account does not change another', async () => {
    expect((await setLanguage({ language: 'en-us' }, as('admin'))).Language).toBe('en-us');
    expect((await setLanguage({ language: 'es-419' }, as('analyst'))).Language).toBe('es-419');
    expect(await getProfile(as('affiliate'))).not.toHaveProperty('Language');
  });

  it.each([
    [{ language: 'es' }, 'language'],
    [{ language: 'es-MX' }, 'language'],
    [{ language: 'fr-fr' }, 'language'],
    [{}, 'language'],
    [{ language: 'es-419', theme: 'dark' }, 'theme'],
  ])('refuses %j at the field (400)', async (body, field) => {
    const e = await refusal(setLanguage(body as { language: InterfaceLanguage }, as('affiliate')));
    expect(e.status).toBe(400);
    expect(e.problem?.fields?.map((f) => f.field)).toContain(field);
    expect(store().db.users.get(1)!.Language).toBeUndefined();
  });

  it('needs a session', async () => {
    expect((await refusal(setLanguage({ language: 'es-419' }))).status).toBe(401);
  });
});
