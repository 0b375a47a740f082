// Saving a new version of a compliance rule list (issue 18): the lists, their history and every
// creative's check (which the rules decide) are fetched again, and a notice says which version was
// saved. Refusals (400 with the problems, 403) are the editor's to show.
import { useQueryClient } from '@tanstack/react-query';
import {
  getAdminGetComplianceDomainsQueryKey,
  getAdminGetCompliancePhrasesQueryKey,
  getAdminListComplianceVersionsQueryKey,
  useAdminSaveComplianceDomains,
  useAdminSaveCompliancePhrases,
} from '@/api/generated/endpoints/admin-compliance/admin-compliance';
import { getAdminListCreativesQueryKey } from '@/api/generated/endpoints/admin-creatives/admin-creatives';
import { notifyNotice, useInvalidate } from '@/lib/mutation-notice';
import { rulesMessages as m } from '../messages';

function useRefreshRules() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(
    getAdminGetCompliancePhrasesQueryKey(),
    getAdminGetComplianceDomainsQueryKey(),
    getAdminListComplianceVersionsQueryKey(),
    getAdminListCreativesQueryKey(),
  );
  return async (version: number) => {
    // The creatives' checks follow the rules: every cached list and creative is stale now (a
    // creative's key is the list's path with its ID after it).
    const list = getAdminListCreativesQueryKey()[0];
    await Promise.all([invalidate(), queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`${list}/`) })]);
    notifyNotice({ ...m.saved, values: { version } });
  };
}

/** The generated save of one rule list (phrases or domains): both take the items and an optional note. */
interface RuleListSave<TItem, TSaved> {
  mutateAsync: (variables: { data: { items: TItem[]; note?: string } }) => Promise<TSaved>;
  isPending: boolean;
}

function useSaveRuleList<TItem, TSaved extends { Version: number }>(mutation: RuleListSave<TItem, TSaved>) {
  const refresh = useRefreshRules();
  const save = async (items: TItem[], note: string) => {
    const saved = await mutation.mutateAsync({ data: { items, ...(note.trim() ? { note: note.trim() } : {}) } });
    await refresh(saved.Version);
    return saved;
  };
  return { save, isPending: mutation.isPending };
}

export const useSavePhrases = () => useSaveRuleList(useAdminSaveCompliancePhrases());

export const useSaveDomains = () => useSaveRuleList(useAdminSaveComplianceDomains());
