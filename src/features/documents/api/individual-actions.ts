// Writes of the individual step: the CPF (setTaxPayerId) and the name (updateProfile, once a
// day). Only what changed is sent; each answer is the user, put straight into the profile cache
// so the session and every page see it. Refusals are worded by the form.
import { useQueryClient } from '@tanstack/react-query';
import { getGetProfileQueryKey, setTaxPayerId, updateProfile } from '@/api/generated/endpoints/profile/profile';
import type { User } from '@/api/generated/model/user';
import { cpfDigits, formatCpf } from '@/lib/br-documents';
import type { IndividualValues } from '../components/individual-schema';

export interface IndividualChanges {
  cpf: boolean;
  name: boolean;
}

export function individualChanges(user: User, values: IndividualValues): IndividualChanges {
  return {
    cpf: cpfDigits(values.taxPayerId) !== (user.TaxPayerId ?? ''),
    name: values.firstName !== user.FirstName || values.lastName !== user.LastName,
  };
}

export function useSaveIndividual() {
  const queryClient = useQueryClient();
  const store = (user: User) => queryClient.setQueryData(getGetProfileQueryKey(), user);
  return async (values: IndividualValues, changes: IndividualChanges): Promise<void> => {
    if (changes.cpf) store(await setTaxPayerId({ taxPayerId: formatCpf(values.taxPayerId) }));
    if (changes.name) store(await updateProfile({ firstName: values.firstName, lastName: values.lastName }));
  };
}
