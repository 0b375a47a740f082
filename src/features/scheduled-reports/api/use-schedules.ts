// Writes of the scheduled reports: create, pause or resume, delete — the generated mutations,
// then the schedules (and the sends a pause may have recorded) are fetched again. Refusals are
// the callers' to word; anything unexpected gets the generic notice.
import { createElement } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import type { ApiError } from '@/api/api-error';
import {
  downloadReportSend,
  getGetReportSchedulesQueryKey,
  getGetReportSendsQueryKey,
  useCreateReportSchedule as useGeneratedCreate,
  useDeleteReportSchedule as useGeneratedDelete,
  useUpdateReportSchedule as useGeneratedUpdate,
} from '@/api/generated/endpoints/scheduled-reports/scheduled-reports';
import type { ReportSend } from '@/api/generated/model/reportSend';
import { downloadCsv } from '@/lib/csv';
import { notifyError, notifySuccess } from '@/lib/notify';
import { scheduledMessages as m } from '../messages';

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetReportSchedulesQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetReportSendsQueryKey() }),
    ]);
}

export function useCreateSchedule() {
  const refresh = useRefresh();
  return useGeneratedCreate({ mutation: { onSuccess: () => refresh() } });
}

export function useUpdateSchedule() {
  const refresh = useRefresh();
  return useGeneratedUpdate({ mutation: { onSuccess: () => refresh() } });
}

export function useDeleteSchedule() {
  const refresh = useRefresh();
  return useGeneratedDelete({
    mutation: {
      onSuccess: async () => {
        notifySuccess(createElement(FormattedMessage, m.removed));
        await refresh();
      },
      onError: (error) => notifyError(error),
    },
  });
}

/** Fetches a send's CSV and saves it under its file name. */
export function useDownloadSend() {
  return useMutation<void, ApiError, ReportSend>({
    mutationFn: async (send) => downloadCsv(await downloadReportSend(send.ID, { responseType: 'text' }), send.FileName),
    onError: (error) => notifyError(error),
  });
}
