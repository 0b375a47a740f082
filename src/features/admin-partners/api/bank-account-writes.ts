// The admin's writes on a partner's bank account: check (validate), save and delete. A save or a
// delete puts the answer in the cache (or drops it) and refreshes the partner's account query.
// Refusals are thrown back: the form shows 400 fields, the section words 403/404.
import { useQueryClient } from '@tanstack/react-query';
import {
  getAdminGetPartnerBankAccountQueryKey,
  useAdminDeletePartnerBankAccount,
  useAdminSavePartnerBankAccount,
  useAdminValidatePartnerBankAccount,
} from '@/api/generated/endpoints/admin-partner-bank-account/admin-partner-bank-account';
import type { BankAccountInputBody } from '@/api/generated/model/bankAccountInputBody';
import type { ValidationResult } from '@/api/generated/model/validationResult';

export function usePartnerBankAccountWrites(partnerId: number) {
  const queryClient = useQueryClient();
  const key = getAdminGetPartnerBankAccountQueryKey(partnerId);
  const validation = useAdminValidatePartnerBankAccount();
  const saving = useAdminSavePartnerBankAccount();
  const deleting = useAdminDeletePartnerBankAccount();
  return {
    validate: (body: BankAccountInputBody): Promise<ValidationResult> => validation.mutateAsync({ data: { partnerId, ...body } }),
    save: async (body: BankAccountInputBody) => {
      const saved = await saving.mutateAsync({ partnerId, data: body });
      queryClient.setQueryData(key, saved);
      await queryClient.invalidateQueries({ queryKey: key });
      return saved;
    },
    remove: async () => {
      try {
        await deleting.mutateAsync({ partnerId });
      } finally {
        // Whatever the answer (204, or 404: already gone), the page reads the account again.
        await queryClient.resetQueries({ queryKey: key });
      }
    },
    isDeleting: deleting.isPending,
  };
}
