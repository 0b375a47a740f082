// Pausing (with a reason) and resuming a partner's schedule: the generated mutations, then the
// list is fetched again and a notice says it. The reason form shows its own refusals.
import { createElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import {
  getAdminListReportSchedulesQueryKey,
  useAdminPauseReportSchedule,
  useAdminResumeReportSchedule,
} from '@/api/generated/endpoints/admin-schedules/admin-schedules';
import { notifyError, notifySuccess } from '@/lib/notify';
import { adminSchedulesMessages as m } from '../messages';

export function usePauseSchedule() {
  const queryClient = useQueryClient();
  return useAdminPauseReportSchedule({
    mutation: {
      onSuccess: async () => {
        notifySuccess(createElement(FormattedMessage, m.pausedDone));
        await queryClient.invalidateQueries({ queryKey: getAdminListReportSchedulesQueryKey() });
      },
    },
  });
}

export function useResumeSchedule() {
  const queryClient = useQueryClient();
  return useAdminResumeReportSchedule({
    mutation: {
      onSuccess: async () => {
        notifySuccess(createElement(FormattedMessage, m.resumedDone));
        await queryClient.invalidateQueries({ queryKey: getAdminListReportSchedulesQueryKey() });
      },
      onError: (error) => notifyError(error),
    },
  });
}
