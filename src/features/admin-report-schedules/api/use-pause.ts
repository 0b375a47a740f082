// Pausing (with a reason) and resuming a partner's schedule: the generated mutations, then the
// list is fetched again and a notice says it. The reason form shows its own refusals.
import {
  getAdminListReportSchedulesQueryKey,
  useAdminPauseReportSchedule,
  useAdminResumeReportSchedule,
} from '@/api/generated/endpoints/admin-schedules/admin-schedules';
import { noticeThen, useInvalidate } from '@/lib/mutation-notice';
import { notifyError } from '@/lib/notify';
import { adminSchedulesMessages as m } from '../messages';

const useRefreshList = () => useInvalidate(getAdminListReportSchedulesQueryKey());

export function usePauseSchedule() {
  return useAdminPauseReportSchedule({ mutation: { onSuccess: noticeThen(m.pausedDone, useRefreshList()) } });
}

export function useResumeSchedule() {
  return useAdminResumeReportSchedule({
    mutation: { onSuccess: noticeThen(m.resumedDone, useRefreshList()), onError: (error) => notifyError(error) },
  });
}
