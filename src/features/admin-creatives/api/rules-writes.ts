// Saving a new version of a compliance rule list (issue 18): the lists, their history and every
// creative's check (which the rules decide) are fetched again, and a notice says which version was
// saved. Refusals (400 with the problems, 403) are the editor's to show.
import { createElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import {
  getAdminGetComplianceDomainsQueryKey,
  getAdminGetCompliancePhrasesQueryKey,
  getAdminListComplianceVersionsQueryKey,
  useAdminSaveComplianceDomains,
  useAdminSaveCompliancePhrases,
} from '@/api/generated/endpoints/admin-compliance/admin-compliance';
import { getAdminListCreativesQueryKey } from '@/api/generated/endpoints/admin-creatives/admin-creatives';
import { notifySuccess } from '@/lib/notify';
import { rulesMessages as m } from '../messages';
import type { DomainItem, PhraseItem } from '../rules-csv';

function useRefreshRules() {
  const queryClient = useQueryClient();
  return async (version: number) => {
    // The creatives' checks follow the rules: every cached list and creative is stale now (a
    // creative's key is the list's path with its ID after it).
    const list = getAdminListCreativesQueryKey()[0];
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getAdminGetCompliancePhrasesQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getAdminGetComplianceDomainsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getAdminListComplianceVersionsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getAdminListCreativesQueryKey() }),
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`${list}/`) }),
    ]);
    notifySuccess(createElement(FormattedMessage, { ...m.saved, values: { version } }));
  };
}

export function useSavePhrases() {
  const refresh = useRefreshRules();
  const mutation = useAdminSaveCompliancePhrases();
  const save = async (items: PhraseItem[], note: string) => {
    const saved = await mutation.mutateAsync({ data: { items, ...(note.trim() ? { note: note.trim() } : {}) } });
    await refresh(saved.Version);
    return saved;
  };
  return { save, isPending: mutation.isPending };
}

export function useSaveDomains() {
  const refresh = useRefreshRules();
  const mutation = useAdminSaveComplianceDomains();
  const save = async (items: DomainItem[], note: string) => {
    const saved = await mutation.mutateAsync({ data: { items, ...(note.trim() ? { note: note.trim() } : {}) } });
    await refresh(saved.Version);
    return saved;
  };
  return { save, isPending: mutation.isPending };
}
