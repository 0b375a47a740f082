// The business step's rules: the generated saveBusiness body, with the address split into its
// parts (joined into `fullAddress` when sent) and the UI's own checks — CNPJ check digits
// (numeric or alphanumeric), a real CEP, a state, 1–20 CNAEs, both documents uploaded.
import { z } from 'zod';
import {
  saveBusinessBody,
  saveBusinessBodyAddressNumberMax,
  saveBusinessBodyCnaesMax,
  saveBusinessBodyComplementMax,
  saveBusinessBodyFullAddressMax,
  saveBusinessBodyNameAliasMax,
  saveBusinessBodyNameMax,
  saveBusinessBodyNameMin,
} from '@/api/generated/zod/business/business.zod';
import type { BusinessInputBody } from '@/api/generated/model/businessInputBody';
import type { Business } from '@/api/generated/model/business';
import { cnpjDigits, formatCep, formatCnpj, isCep, isCnpj } from '@/lib/br-documents';
import '@/lib/form-errors';
import { BR_STATES, composeFullAddress, parseFullAddress } from '../address';
import { businessMessages as m } from '../messages';

const document = z.string().refine((v) => v.trim() !== '', { params: { id: m.errDocument.id } });

/** The UI's own lengths of the address parts it composes into the contract's `fullAddress`
 * (the contract states only the whole: saveBusinessBodyFullAddressMax). */
export const ADDRESS_PART_MAX = { street: 128, district: 64, city: 64 } as const;

export const businessSchema = saveBusinessBody
  .omit({ fullAddress: true, addressNumber: true })
  .extend({
    cnpj: z
      .string()
      .trim()
      .min(1)
      .refine(isCnpj, { params: { id: m.errCnpj.id } }),
    name: z.string().trim().min(1).min(saveBusinessBodyNameMin).max(saveBusinessBodyNameMax),
    nameAlias: z.string().trim().max(saveBusinessBodyNameAliasMax),
    postalCode: z
      .string()
      .trim()
      .min(1)
      .refine(isCep, { params: { id: m.errCep.id } }),
    street: z.string().trim().min(1).min(2).max(ADDRESS_PART_MAX.street),
    number: z.string().trim().min(1).max(saveBusinessBodyAddressNumberMax),
    complement: z.string().trim().max(saveBusinessBodyComplementMax),
    district: z.string().trim().min(1).min(2).max(ADDRESS_PART_MAX.district),
    city: z.string().trim().min(1).min(2).max(ADDRESS_PART_MAX.city),
    state: z.string().refine((v) => (BR_STATES as readonly string[]).includes(v), { params: { id: m.errState.id } }),
    cnaes: z
      .array(z.string())
      .refine((v) => v.length > 0, { params: { id: m.errCnaes.id } })
      .refine((v) => v.length <= saveBusinessBodyCnaesMax, {
        params: { id: m.errCnaesMax.id, values: { maximum: saveBusinessBodyCnaesMax } },
      }),
    cnpjCardMediaId: document,
    socialContractMediaId: document,
  })
  .refine((v) => composeFullAddress(v).length <= saveBusinessBodyFullAddressMax, {
    path: ['street'],
    params: { id: 'form.error.too-long', values: { maximum: ADDRESS_PART_MAX.street } },
  });

export type BusinessInput = z.input<typeof businessSchema>;
export type BusinessValues = z.output<typeof businessSchema>;

export const emptyBusiness: BusinessInput = {
  cnpj: '',
  name: '',
  nameAlias: '',
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
  cnaes: [],
  cnpjCardMediaId: '',
  socialContractMediaId: '',
};

/** The saved business as the form shows it. */
export function businessToInput(b: Business): BusinessInput {
  const address = parseFullAddress(b.FullAddress, b.AddressNumber, b.Complement);
  return {
    cnpj: formatCnpj(b.CNPJ),
    name: b.Name,
    nameAlias: b.NameAlias ?? '',
    postalCode: formatCep(b.PostalCode),
    ...address,
    cnaes: b.CNAEs.map((c) => c.Code),
    cnpjCardMediaId: b.CNPJCardMediaID ?? '',
    socialContractMediaId: b.SocialContractMediaID ?? '',
  };
}

/** The form's values as the API takes them (validate and save). */
export function businessBody(v: BusinessValues): BusinessInputBody {
  return {
    cnpj: formatCnpj(cnpjDigits(v.cnpj)),
    name: v.name,
    nameAlias: v.nameAlias || null,
    postalCode: formatCep(v.postalCode),
    fullAddress: composeFullAddress(v),
    addressNumber: v.number,
    complement: v.complement || null,
    cnaes: v.cnaes,
    cnpjCardMediaId: v.cnpjCardMediaId,
    socialContractMediaId: v.socialContractMediaId,
  };
}

/** Which form field shows the API's complaint about a body field. */
export const API_FIELD_TO_FORM: Record<string, keyof BusinessInput> = {
  cnpj: 'cnpj',
  name: 'name',
  nameAlias: 'nameAlias',
  postalCode: 'postalCode',
  fullAddress: 'street',
  addressNumber: 'number',
  complement: 'complement',
  cnaes: 'cnaes',
  cnpjCardMediaId: 'cnpjCardMediaId',
  socialContractMediaId: 'socialContractMediaId',
};

export const businessFieldMessages = {
  [m.errCnpj.id]: m.errCnpj,
  [m.errCnpjInUse.id]: m.errCnpjInUse,
  [m.errCep.id]: m.errCep,
  [m.errState.id]: m.errState,
  [m.errCnaes.id]: m.errCnaes,
  [m.errCnaesMax.id]: m.errCnaesMax,
  [m.errDocument.id]: m.errDocument,
  [m.errServerField.id]: m.errServerField,
};
