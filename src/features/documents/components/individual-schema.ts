// The individual step's rules: the generated profile body (first and last name, 1–32) and the
// CPF of setTaxPayerId, which must also have valid check digits. Names are trimmed.
import { z } from 'zod';
import { updateProfileBodyFirstNameMax, updateProfileBodyLastNameMax } from '@/api/generated/zod/profile/profile.zod';
import { isCpf } from '@/lib/br-documents';
import '@/lib/form-errors';
import { individualMessages as m } from '../messages';

export const individualSchema = z.object({
  firstName: z.string().trim().min(1).max(updateProfileBodyFirstNameMax),
  lastName: z.string().trim().min(1).max(updateProfileBodyLastNameMax),
  taxPayerId: z
    .string()
    .trim()
    .min(1)
    .refine(isCpf, { params: { id: m.errCpf.id } }),
});

export type IndividualInput = z.input<typeof individualSchema>;
export type IndividualValues = z.output<typeof individualSchema>;

export const individualFieldMessages = {
  [m.errCpf.id]: m.errCpf,
  [m.errCpfInUse.id]: m.errCpfInUse,
};
