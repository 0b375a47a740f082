// Writes of the scheduled reports: create, pause or resume, delete — the generated mutations,
// then the schedules (and the sends a pause may have recorded) are fetched again. Refusals are
// the callers' to word; anything unexpected gets the generic notice.
import { useMutation } from '@tanstack/react-query';
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
import { noticeThen, useInvalidate } from '@/lib/mutation-notice';
import { notifyError } from '@/lib/notify';
import { scheduledMessages as m } from '../messages';

const useRefresh = () => useInvalidate(getGetReportSchedulesQueryKey(), getGetReportSendsQueryKey());

export function useCreateSchedule() {
  return useGeneratedCreate({ mutation: { onSuccess: useRefresh() } });
}

export function useUpdateSchedule() {
  return useGeneratedUpdate({ mutation: { onSuccess: useRefresh() } });
}

export function useDeleteSchedule() {
  return useGeneratedDelete({
    mutation: { onSuccess: noticeThen(m.removed, useRefresh()), onError: (error) => notifyError(error) },
  });
}

/** Fetches a send's CSV and saves it under its file name. */
export function useDownloadSend() {
  return useMutation<void, ApiError, ReportSend>({
    mutationFn: async (send) => downloadCsv(await downloadReportSend(send.ID, { responseType: 'text' }), send.FileName),
    onError: (error) => notifyError(error),
  });
}
