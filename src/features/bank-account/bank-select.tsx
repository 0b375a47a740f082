// The bank of the account: a searchable select over GET /api/banks, each bank shown as its code
// and short name, found by code, short name or registered name. A failed list says so, with retry.
import { forwardRef } from 'react';
import { Loader, Select, Stack, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetBanks } from '@/api/generated/endpoints/system/system';
import type { Bank } from '@/api/generated/model/bank';
import { QueryError } from '@/components/data/query-state';
import { bankAccountMessages as m } from './messages';

interface BankSelectProps {
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error?: string;
  /** The saved account's bank, shown while the list loads or if it fails. */
  current?: Bank;
}

const bankLabel = (bank: Pick<Bank, 'Code' | 'ShortName'>) => `${bank.Code} – ${bank.ShortName}`;

export const BankSelect = forwardRef<HTMLInputElement, BankSelectProps>(function BankSelect(
  { value, onChange, onBlur, error, current },
  ref,
) {
  const intl = useIntl();
  const banks = useGetBanks();
  const list = banks.data ?? (current ? [current] : []);
  const names = new Map(list.map((b) => [b.Code, b.Name]));
  const data: ComboboxItem[] = list.map((b) => ({ value: b.Code, label: bankLabel(b) }));
  const filter: OptionsFilter = ({ options, search }) => {
    const q = search.trim().toLocaleLowerCase(intl.locale);
    if (!q) return options;
    return (options as ComboboxItem[]).filter(
      (o) => o.label.toLocaleLowerCase(intl.locale).includes(q) || (names.get(o.value) ?? '').toLocaleLowerCase(intl.locale).includes(q),
    );
  };
  return (
    <Stack gap="xs">
      <Select
        ref={ref}
        label={intl.formatMessage(m.bank)}
        placeholder={intl.formatMessage(m.bankPlaceholder)}
        nothingFoundMessage={intl.formatMessage(m.bankNothingFound)}
        data={data}
        searchable
        filter={filter}
        value={value || null}
        onChange={(code) => onChange(code ?? '')}
        onBlur={onBlur}
        renderOption={({ option }) => (
          <div>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {names.get(option.value)}
            </Text>
          </div>
        )}
        rightSection={banks.isPending ? <Loader size="xs" role="img" aria-label={intl.formatMessage(m.banksLoading)} /> : undefined}
        error={error}
        required
      />
      {banks.isError ? <QueryError error={banks.error} onRetry={() => void banks.refetch()} /> : null}
    </Stack>
  );
});
