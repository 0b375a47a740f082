// Business through the API: the checks (CNPJ numeric and alphanumeric, CNAEs from the list, the
// partner's own uploaded documents), saving back to review, and a CNPJ of another partner (409).
import { describe, expect, it } from 'vitest';
import { getBusiness, saveBusiness, validateBusiness } from '@/api/generated/endpoints/business/business';
import { uploadMedia } from '@/api/generated/endpoints/media/media';
import type { BusinessInputBody } from '@/api/generated/model/businessInputBody';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, refusal, store, setupMockApi } from './test-kit';

setupMockApi();
const doc = async () =>
  (await uploadMedia({ file: new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }), purpose: 'business-document' }, as('newbie')))
    .fileId;
const input = async (extra: Partial<BusinessInputBody> = {}): Promise<BusinessInputBody> => ({
  cnpj: '11.222.333/0001-81',
  name: 'Ferreira Marketing Ltda',
  nameAlias: null,
  postalCode: '01310-100',
  fullAddress: 'Avenida Paulista, 1000 - Bela Vista, São Paulo - SP',
  addressNumber: '1000',
  complement: null,
  cnaes: ['7319-0/02', '7311-4/00'],
  cnpjCardMediaId: await doc(),
  socialContractMediaId: await doc(),
  ...extra,
});

describe('business', () => {
  it('answers 404 while none, then saves it pending review with its CNAEs and the partner', async () => {
    expect((await refusal(getBusiness(as('newbie')))).status).toBe(404);
    const saved = await saveBusiness(await input(), as('newbie'));
    expect(saved).toMatchObject({
      AffiliateID: DEMO_IDS.newbie,
      CNPJ: '11222333000181',
      ApprovalStatus: 'pending',
      AIAnalysis: null,
      RejectionReason: null,
      CNAEs: [
        { Code: '7319-0/02', Description: 'Promoção de vendas' },
        { Code: '7311-4/00', Description: 'Agências de publicidade' },
      ],
      Affiliate: { Username: 'newbie' },
    });
    expect(await getBusiness(as('newbie'))).toEqual(saved);
  });

  it('sends an approved business back to review when saved again', async () => {
    const before = store().ownedBy('businesses', DEMO_IDS.affiliate)[0]!;
    const media = store()
      .ownedBy('media', DEMO_IDS.affiliate)
      .map((m) => m.ID);
    const saved = await saveBusiness(
      { ...(await input()), cnpj: before.CNPJ, cnpjCardMediaId: media[0]!, socialContractMediaId: media[1]! },
      as('affiliate'),
    );
    expect(saved).toMatchObject({ ID: before.ID, ApprovalStatus: 'pending', AIAnalysis: null, BankAccount: expect.any(Object) });
  });

  it.each<[string, Partial<BusinessInputBody>, string]>([
    ['a CNPJ with a wrong digit', { cnpj: '11.222.333/0001-82' }, 'cnpj'],
    ['an unknown CNAE', { cnaes: ['0111-3/01'] }, 'cnaes'],
    ['a repeated CNAE', { cnaes: ['7319-0/02', '7319-0/02'] }, 'cnaes'],
    ['another partner’s document', { cnpjCardMediaId: 'media-1' }, 'cnpjCardMediaId'],
    ['a bad postal code', { postalCode: '0131-100' }, 'postalCode'],
  ])('refuses %s', async (_name, patch, field) => {
    const body = { ...(await input()), ...patch };
    const result = await validateBusiness(body, as('newbie'));
    expect([result.valid, result.fields.map((f) => f.field)]).toEqual([false, [field]]);
    expect((await refusal(saveBusiness(body, as('newbie')))).fieldErrors).toHaveProperty(field);
  });

  it('accepts an alphanumeric CNPJ', async () => {
    expect((await validateBusiness(await input({ cnpj: '12.ABC.345/01DE-35' }), as('newbie'))).valid).toBe(true);
  });

  it('409 when the CNPJ is another partner’s', async () => {
    const theirs = store().ownedBy('businesses', DEMO_IDS.affiliate)[0]!.CNPJ;
    expect((await validateBusiness(await input({ cnpj: theirs }), as('newbie'))).fields).toEqual([
      { field: 'cnpj', message: expect.any(String) },
    ]);
    const e = await refusal(saveBusiness(await input({ cnpj: theirs }), as('newbie')));
    expect([e.status, e.reason]).toEqual([409, 'data_in_use']);
  });
});
