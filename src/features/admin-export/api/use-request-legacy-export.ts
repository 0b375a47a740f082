// Requesting a legacy export: the generated mutation, then the job list is fetched again (the new
// job shows at the top and is polled until done) and a notice says so. Refusals are the form's.
import { getAdminGetLegacyDataQueryKey, useAdminRequestLegacyData } from '@/api/generated/endpoints/admin-data/admin-data';
import { noticeThen, useInvalidate } from '@/lib/mutation-notice';
import { adminExportMessages as m } from '../messages';

export function useRequestLegacyExport() {
  const notice = (job: { id: number }) => ({ ...m.requested, values: { id: job.id } });
  return useAdminRequestLegacyData({
    mutation: { onSuccess: noticeThen(notice, useInvalidate(getAdminGetLegacyDataQueryKey())) },
  });
}
