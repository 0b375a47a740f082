// Writes on a partner's sub-affiliates (move to another parent, remove) and the CSV export.
// After a write the lists of both parents, the trees and the moved partner are fetched again.
// Refusals (404, 409, 403) are thrown back for the screen to word.
import { useQueryClient } from '@tanstack/react-query';
import { getAdminGetPartnerQueryKey, getAdminGetPartnerSubDiagramQueryKey } from '@/api/generated/endpoints/admin-partners/admin-partners';
import {
  adminExportSubAffiliates,
  getAdminListSubAffiliatesQueryKey,
  useAdminMoveSubAffiliate,
  useAdminRemoveSubAffiliate,
} from '@/api/generated/endpoints/admin-sub-affiliates/admin-sub-affiliates';
import { countCsvRows, downloadCsv } from '@/lib/csv';

function useRefreshTrees() {
  const queryClient = useQueryClient();
  return (partnerIds: number[]) =>
    Promise.all(
      partnerIds.flatMap((id) => [
        queryClient.invalidateQueries({ queryKey: getAdminListSubAffiliatesQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: getAdminGetPartnerQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: getAdminGetPartnerSubDiagramQueryKey(id) }),
      ]),
    );
}

export function useMoveSubAffiliate(parentId: number) {
  const refresh = useRefreshTrees();
  const mutation = useAdminMoveSubAffiliate();
  return {
    move: async (subAffiliateId: number, newParentId: number) => {
      try {
        await mutation.mutateAsync({ data: { subAffiliateId, parentId: newParentId } });
      } finally {
        await refresh([parentId, newParentId, subAffiliateId]);
      }
    },
    isPending: mutation.isPending,
  };
}

export function useRemoveSubAffiliate(parentId: number) {
  const refresh = useRefreshTrees();
  const mutation = useAdminRemoveSubAffiliate();
  return {
    remove: async (subAffiliateId: number) => {
      try {
        await mutation.mutateAsync({ partnerId: parentId, subAffiliateId });
      } finally {
        await refresh([parentId, subAffiliateId]);
      }
    },
    isPending: mutation.isPending,
  };
}

/** Fetches the server's CSV of the partner's direct sub-affiliates and saves it; the row count. */
export async function exportSubAffiliates(partnerId: number): Promise<number> {
  const csv = await adminExportSubAffiliates({ partnerId });
  downloadCsv(csv, `sub-affiliates-${partnerId}.csv`);
  return await countCsvRows(csv);
}
