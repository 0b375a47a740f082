// Requesting a legacy export: the generated mutation, then the job list is fetched again (the new
// job shows at the top and is polled until done) and a notice says so. Refusals are the form's.
import { useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { getAdminGetLegacyDataQueryKey, useAdminRequestLegacyData } from '@/api/generated/endpoints/admin-data/admin-data';
import { notifySuccess } from '@/lib/notify';
import { adminExportMessages as m } from '../messages';

export function useRequestLegacyExport() {
  const queryClient = useQueryClient();
  return useAdminRequestLegacyData({
    mutation: {
      onSuccess: async (job) => {
        notifySuccess(createElement(FormattedMessage, { ...m.requested, values: { id: job.id } }));
        await queryClient.invalidateQueries({ queryKey: getAdminGetLegacyDataQueryKey() });
      },
    },
  });
}
