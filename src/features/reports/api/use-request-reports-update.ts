// Asks for a report refresh: the answer (the job) goes straight into the status query, which
// then polls until the job ends; a notice confirms the request.
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getGetReportsUpdateQueryKey, useRequestReportsUpdate } from '@/api/generated/endpoints/reports/reports';
import { notifyError, notifySuccess } from '@/lib/notify';
import { reportsMessages as m } from '../messages';

export function useRequestReportsUpdateAction() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useRequestReportsUpdate({
    mutation: {
      onSuccess: (job) => {
        queryClient.setQueryData(getGetReportsUpdateQueryKey(), job);
        void queryClient.invalidateQueries({ queryKey: getGetReportsUpdateQueryKey() });
        notifySuccess(intl.formatMessage(m.updateRequested));
      },
      onError: (error) => notifyError(error),
    },
  });
}
