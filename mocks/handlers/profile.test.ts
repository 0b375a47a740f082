// Profile through the API: the one-update-a-day rule, CPF, terms, the activity log and the
// e-mail check (the mock's code is "123456").
import { describe, expect, it } from 'vitest';
import {
  acceptTerms,
  getActivityLogs,
  getProfile,
  sendEmailVerification,
  setTaxPayerId,
  updateProfile,
  verifyEmail,
} from '@/api/generated/endpoints/profile/profile';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, refusal, store, setupMockApi } from './test-kit';

setupMockApi();
const hours = (n: number) => store().clock.advance(n * 3_600_000);

describe('updateProfile', () => {
  it('updates once, then answers 429 daily_change_limit until 24 hours later', async () => {
    const now = store().clock.now();
    const next = new Date(now.getTime() + 24 * 3_600_000).toISOString();
    const user = await updateProfile({ firstName: 'Mariana Clara' }, as('affiliate'));
    expect(user).toMatchObject({ FirstName: 'Mariana Clara', ProfileUpdatedAt: now.toISOString(), ProfileUpdateAvailableAt: next });
    hours(23);
    const e = await refusal(updateProfile({ lastName: 'Souza' }, as('affiliate')));
    expect([e.status, e.reason, e.problem?.retryAt]).toEqual([429, 'daily_change_limit', next]);
    hours(1);
    expect((await getProfile(as('affiliate'))).ProfileUpdateAvailableAt).toBeNull();
    expect(await updateProfile({ lastName: 'Souza', country: 'AR', currency: 'ARS' }, as('affiliate'))).toMatchObject({
      LastName: 'Souza',
      Country: 'AR',
      Currency: 'ARS',
    });
  });

  it.each([
    [{}, 'body'],
    [{ firstName: '' }, 'firstName'],
    [{ firstName: 'x'.repeat(33) }, 'firstName'],
    [{ country: 'US' }, 'country'],
  ])('400 for %j', async (body, field) => {
    const e = await refusal(updateProfile(body as never, as('affiliate')));
    expect([e.status, Object.keys(e.fieldErrors)]).toEqual([400, [field]]);
  });
});

describe('CPF, terms and e-mail', () => {
  it('sets a valid CPF, refuses a wrong one (400) and another account’s (409)', async () => {
    expect((await setTaxPayerId({ taxPayerId: '390.533.447-05' }, as('newbie'))).TaxPayerId).toBe('39053344705');
    expect((await refusal(setTaxPayerId({ taxPayerId: '390.533.447-06' }, as('analyst')))).status).toBe(400);
    const e = await refusal(setTaxPayerId({ taxPayerId: '39053344705' }, as('analyst')));
    expect([e.status, e.reason]).toEqual([409, 'data_in_use']);
  });

  it('accepts the terms (twice is harmless)', async () => {
    expect((await acceptTerms(as('newbie'))).TermsAccepted).toBe(true);
    expect((await acceptTerms(as('newbie'))).TermsAccepted).toBe(true);
  });

  it('verifies the e-mail with the mock’s code only', async () => {
    expect(await sendEmailVerification(as('newbie'))).toEqual({ sent: true, email: 'newbie@example.com' });
    expect((await refusal(verifyEmail({ code: '654321' }, as('newbie')))).status).toBe(400);
    expect((await verifyEmail({ code: '123456' }, as('newbie'))).EmailVerified).toBe(true);
  });
});

describe('getActivityLogs', () => {
  it('pages the user’s own log, newest first, with who acted for them', async () => {
    const page = await getActivityLogs({ pageSize: 3 }, as('affiliate'));
    expect(page).toMatchObject({ page: 1, pageSize: 3, total: store().ownedBy('activityLogs', DEMO_IDS.affiliate).length });
    const dates = page.items.map((l) => l.CreatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await getActivityLogs({ pageSize: 100 }, as('affiliate'));
    expect(all.items.some((l) => l.ActorUsername === 'admin')).toBe(true);
    expect((await refusal(getActivityLogs({ sort: 'Nope' as never }, as('affiliate')))).status).toBe(400);
  });
});
