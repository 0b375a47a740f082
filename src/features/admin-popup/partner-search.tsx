// The popup's search (spec §2, §8): debounced 1000 ms, the generated query, the best match shown
// as text. 404 → the fixed 'Conta nao encontrada'; any other failure → the fixed toast.
import { useEffect, useState } from 'react';
import { Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { showToast } from '@/lib/notify';
import { useIntl } from 'react-intl';
import { useAdminSearchPartner } from '@/api/generated/endpoints/admin-partners/admin-partners';
import type { PartnerSearchResult } from '@/api/generated/model/partnerSearchResult';
import { isApiError } from '@/api/api-error';
import { adminSearchPartnerQueryQMax } from '@/api/generated/zod/admin-partners/admin-partners.zod';
import { adminPopupMessages as m, fixedTexts } from './messages';

export const SEARCH_DEBOUNCE_MS = 1000;
export const SEARCH_MIN_LENGTH = 3;

/** Long enough to search: three characters, or any numeric ID. */
export function isSearchable(term: string): boolean {
  return term.length >= SEARCH_MIN_LENGTH || /^\d+$/.test(term);
}

export function PartnerSearch({ children }: { children: (partner: PartnerSearchResult) => React.ReactNode }) {
  const intl = useIntl();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = isSearchable(debounced);
  const search = useAdminSearchPartner({ q: debounced }, { query: { enabled, retry: false, staleTime: 0, gcTime: 60_000 } });
  const notFound = enabled && isApiError(search.error) && search.error.status === 404;
  const failed = enabled && search.isError && !notFound;

  useEffect(() => {
    if (failed) showToast({ id: 'admin-popup.search-failed', message: <span lang="pt-BR">{fixedTexts.searchFailed}</span>, color: 'red' });
  }, [failed, search.errorUpdatedAt]);

  const waiting = term.trim() !== debounced || (enabled && search.isFetching);
  return (
    <>
      <TextInput
        data-autofocus
        label={intl.formatMessage(m.search)}
        description={intl.formatMessage(m.searchHint, { minimum: SEARCH_MIN_LENGTH })}
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        maxLength={adminSearchPartnerQueryQMax}
        autoComplete="off"
        spellCheck={false}
        rightSection={
          waiting && isSearchable(term.trim()) ? <Loader size="xs" role="img" aria-label={intl.formatMessage(m.searching)} /> : null
        }
      />
      <div aria-live="polite">
        {notFound && !waiting && (
          <Text c="dimmed" lang="pt-BR" mt="sm">
            {fixedTexts.notFound}
          </Text>
        )}
        {enabled && search.data && !search.isError && !waiting && children(search.data)}
      </div>
    </>
  );
}
