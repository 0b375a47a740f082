// Names (issue 15.14): the mock's rule (names.ts) and the contract's PersonName, CompanyName and
// CompanyTradeName patterns refuse the same characters — every Unicode code point tried — and the
// same blanks; each body that carries a name uses them; and sign-up, profile, the partner's
// business, the admin's partner and business edits refuse "   ", a NUL and U+202E at the field,
// changing nothing.
import { describe, expect, it } from 'vitest';
import { signUp } from '@/api/generated/endpoints/auth/auth';
import { updateProfile } from '@/api/generated/endpoints/profile/profile';
import { saveBusiness } from '@/api/generated/endpoints/business/business';
import { adminUpdatePartner } from '@/api/generated/endpoints/admin-partners/admin-partners';
import { adminUpdateBusiness } from '@/api/generated/endpoints/admin-businesses/admin-businesses';
import { signUpBodyFirstNameRegExp } from '@/api/generated/zod/auth/auth.zod';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, refusal, setupMockApi, store } from '../handlers/test-kit';
import { bodySchemaOf, schemaOf, type Json } from '../http/contract-doc';
import { NAME_FORBIDDEN_CHARACTERS, NAME_MESSAGES, nameProblem } from './names';

setupMockApi();

const pattern = (name: string) => String(schemaOf(name).pattern);
/** The pattern as Prism's ajv runs it (unicode mode). */
const contractRegExp = (name: string) => new RegExp(pattern(name), 'u');
const person = contractRegExp('PersonName');
const company = contractRegExp('CompanyName');
const tradeName = contractRegExp('CompanyTradeName');

const allCodePoints = function* () {
  for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) yield String.fromCodePoint(cp);
};
const whitespace = [...allCodePoints()].filter((c) => /\s/.test(c));

describe('the rule and the contract', () => {
  it('refuse the same characters, code point by code point (Cc and Bidi_Control: 77 of them)', () => {
    const disagreements: string[] = [];
    let refused = 0;
    for (const c of allCodePoints()) {
      const rule = nameProblem(`Ana${c}Maria`) !== null;
      if (rule) refused++;
      const contract = [person, company, tradeName].map((r) => !r.test(`Ana${c}Maria`));
      // The generated zod (orval) builds the pattern without the unicode flag: same answer.
      const zod = !signUpBodyFirstNameRegExp.test(`Ana${c}Maria`);
      if (contract.some((x) => x !== rule) || zod !== rule) disagreements.push(c.codePointAt(0)!.toString(16));
    }
    expect(disagreements).toEqual([]);
    expect(refused).toBe(77);
    expect(NAME_FORBIDDEN_CHARACTERS.test('\u202e')).toBe(true);
  });

  it(`refuse the same blanks: any run of the ${whitespace.length} space characters, alone`, () => {
    for (const blank of ['', ...whitespace, ...whitespace.map((c) => c.repeat(3)), ' \u00a0\u3000 ']) {
      const hasControl = NAME_FORBIDDEN_CHARACTERS.test(blank);
      expect([blank, nameProblem(blank)]).toEqual([blank, hasControl ? NAME_MESSAGES.control : NAME_MESSAGES.blank]);
      expect([blank, person.test(blank), company.test(blank)]).toEqual([blank, false, false]);
      // A trade name may be blank (none), but no control character either.
      expect([blank, nameProblem(blank, true) === null, tradeName.test(blank)]).toEqual([blank, !hasControl, !hasControl]);
    }
    for (const fine of ['Ana', ' Ana ', 'Ana\u00a0Maria', 'José da Silva', "D'Ávila", 'Ñandú', '李', 'Ana 🙂']) {
      expect([fine, nameProblem(fine), person.test(fine), company.test(fine)]).toEqual([fine, null, true, true]);
    }
  });

  it.each([
    ['signUp', ['firstName', 'lastName'], 'PersonName'],
    ['updateProfile', ['firstName', 'lastName'], 'PersonName'],
    ['adminUpdatePartner', ['firstName', 'lastName'], 'PersonName'],
    ['saveBusiness', ['name'], 'CompanyName'],
    ['validateBusiness', ['name'], 'CompanyName'],
    ['adminUpdateBusiness', ['name'], 'CompanyName'],
    ['saveBusiness', ['nameAlias'], 'CompanyTradeName'],
    ['adminUpdateBusiness', ['nameAlias'], 'CompanyTradeName'],
  ] as const)('%s: %j are %s', (operationId, fields, schema) => {
    const properties = bodySchemaOf(operationId)!.properties as Record<string, Json>;
    for (const field of fields) expect(properties[field]?.$ref).toBe(`#/components/schemas/${schema}`);
  });
});

const BAD = [
  ['only spaces', '   ', NAME_MESSAGES.blank],
  ['a NUL', 'Ana\u0000', NAME_MESSAGES.control],
  ['U+202E', '\u202eanA', NAME_MESSAGES.control],
] as const;

describe('where a name is typed', () => {
  it.each(BAD)('sign-up with %s → 400 at firstName and lastName, no account', async (_what, name, message) => {
    const users = store().db.users.size;
    const e = await refusal(
      signUp({
        username: 'new_partner',
        firstName: name,
        lastName: name,
        email: 'new.partner@example.com',
        password: 's3cret-pass',
        passwordConfirmation: 's3cret-pass',
        taxPayerId: '52998224725',
      }),
    );
    expect([e.status, e.problem?.fields]).toEqual([
      400,
      [
        { field: 'firstName', message },
        { field: 'lastName', message },
      ],
    ]);
    expect(store().db.users.size).toBe(users);
  });

  it.each(BAD)('profile with %s → 400 at lastName, nothing saved', async (_what, name, message) => {
    const before = { ...store().db.users.get(DEMO_IDS.affiliate) };
    const e = await refusal(updateProfile({ firstName: 'Mariana', lastName: name }, as('affiliate')));
    expect([e.status, e.problem?.fields]).toEqual([400, [{ field: 'lastName', message }]]);
    expect(store().db.users.get(DEMO_IDS.affiliate)).toEqual(before);
  });

  it.each(BAD)("the partner's business with %s → 400 at name, nothing saved", async (_what, name, message) => {
    const own = store().ownedBy('businesses', DEMO_IDS.affiliate)[0]!;
    const before = { ...own };
    const e = await refusal(
      saveBusiness(
        {
          cnpj: '11.222.333/0001-81',
          name,
          nameAlias: null,
          postalCode: '01310-100',
          fullAddress: 'Avenida Paulista, 1000, Bela Vista, São Paulo - SP',
          addressNumber: '1000',
          cnaes: ['7319-0/02'],
          cnpjCardMediaId: own.CNPJCardMediaID!,
          socialContractMediaId: own.SocialContractMediaID!,
        },
        as('affiliate'),
      ),
    );
    expect([e.status, e.problem?.fields]).toEqual([400, [{ field: 'name', message }]]);
    expect(store().db.businesses.get(own.ID)).toEqual(before);
  });

  it.each(BAD)("an admin's partner edit with %s → 400 at firstName, nothing saved", async (_what, name, message) => {
    const before = { ...store().db.users.get(7) };
    const e = await refusal(adminUpdatePartner(7, { firstName: name }, as('admin')));
    expect([e.status, e.problem?.fields]).toEqual([400, [{ field: 'firstName', message }]]);
    expect(store().db.users.get(7)).toEqual(before);
  });

  it.each(BAD)("an admin's business edit with %s → 400 at name, nothing saved", async (_what, name, message) => {
    const business = [...store().db.businesses.values()].find((b) => b.AffiliateID !== DEMO_IDS.affiliate)!;
    const before = { ...business };
    const e = await refusal(adminUpdateBusiness(business.ID, { name }, as('admin')));
    expect([e.status, e.problem?.fields]).toEqual([400, [{ field: 'name', message }]]);
    expect(store().db.businesses.get(business.ID)).toEqual(before);
  });

  it("an admin's business edit refuses a control character in the trade name, but not a blank one", async () => {
    const business = [...store().db.businesses.values()].find((b) => b.AffiliateID !== DEMO_IDS.affiliate)!;
    const e = await refusal(adminUpdateBusiness(business.ID, { nameAlias: 'Studio\u202e' }, as('admin')));
    expect([e.status, e.problem?.fields]).toEqual([400, [{ field: 'nameAlias', message: NAME_MESSAGES.control }]]);
    expect((await adminUpdateBusiness(business.ID, { nameAlias: '   ' }, as('admin'))).ID).toBe(business.ID);
  });
});
