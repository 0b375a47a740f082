// The affiliate's bank-account writes: the generated validate call as is, and the save, after
// which the saved account and the payment info (its PIX key) are read again.
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetBankAccountQueryKey,
  useSaveBankAccount as useGeneratedSave,
  useValidateBankAccount,
} from '@/api/generated/endpoints/bank-account/bank-account';
import { getGetPaymentInfoQueryKey } from '@/api/generated/endpoints/payments/payments';
import type { BankAccountInputBody } from '@/api/generated/model/bankAccountInputBody';

export function useBankAccountWrites() {
  const queryClient = useQueryClient();
  const validate = useValidateBankAccount();
  const save = useGeneratedSave({
    mutation: {
      onSuccess: (account) => {
        queryClient.setQueryData(getGetBankAccountQueryKey(), account);
        return queryClient.invalidateQueries({ queryKey: getGetPaymentInfoQueryKey() });
      },
    },
  });
  return {
    validate: (data: BankAccountInputBody) => validate.mutateAsync({ data }),
    save: (data: BankAccountInputBody) => save.mutateAsync({ data }),
  };
}
