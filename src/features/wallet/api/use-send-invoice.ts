// The invoice of a payment: upload the file (generated uploadMedia, with axios' progress), then
// attach it (generated sendPaymentInvoice), then refresh the payment and the list.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../api/api-error';
import { uploadMedia } from '../../../api/generated/endpoints/media/media';
import {
  getGetPaymentQueryKey,
  getGetPaymentsQueryKey,
  getGetPayoutEligibilityFullQueryKey,
  getGetPayoutEligibilityQueryKey,
  sendPaymentInvoice,
} from '../../../api/generated/endpoints/payments/payments';

export function useSendInvoice(paymentId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation<unknown, ApiError, File>({
    mutationFn: async (file) => {
      setProgress(0);
      try {
        const { fileId } = await uploadMedia(
          { file, purpose: 'invoice' },
          { onUploadProgress: (event) => setProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0) },
        );
        setProgress(100);
        return await sendPaymentInvoice(paymentId, { invoiceFileId: fileId });
      } finally {
        setProgress(null);
      }
    },
    onSuccess: () =>
      Promise.all(
        [getGetPaymentQueryKey(paymentId), getGetPaymentsQueryKey(), getGetPayoutEligibilityQueryKey(), getGetPayoutEligibilityFullQueryKey()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
  return { ...mutation, progress };
}
