// The invoice of a payment: upload the file (generated uploadMedia, with axios' progress), then
// attach it with its NFS-e data when it has some (generated sendPaymentInvoice), then refresh the payment and the list.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/api/api-error';
import type { NfseInput } from '@/api/generated/model/nfseInput';
import {
  getGetPaymentQueryKey,
  getGetPaymentsQueryKey,
  getGetPayoutEligibilityFullQueryKey,
  getGetPayoutEligibilityQueryKey,
  sendPaymentInvoice,
} from '@/api/generated/endpoints/payments/payments';
import { uploadWithProgress } from '@/lib/upload-media';

export function useSendInvoice(paymentId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation<unknown, ApiError, { file: File; nfse?: NfseInput }>({
    mutationFn: async ({ file, nfse }) => {
      setProgress(0);
      try {
        const fileId = await uploadWithProgress(file, 'invoice', setProgress);
        return await sendPaymentInvoice(paymentId, nfse ? { invoiceFileId: fileId, nfse } : { invoiceFileId: fileId });
      } finally {
        setProgress(null);
      }
    },
    onSuccess: () =>
      Promise.all(
        [
          getGetPaymentQueryKey(paymentId),
          getGetPaymentsQueryKey(),
          getGetPayoutEligibilityQueryKey(),
          getGetPayoutEligibilityFullQueryKey(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
  return { ...mutation, progress };
}
