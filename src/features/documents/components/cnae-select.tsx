// The CNAEs of the business: a searchable multi-select over GET /api/cnaes (code or words of the
// description), 1 to 20. A failed list shows why, with a retry.
import { forwardRef } from 'react';
import { Button, Group, MultiSelect, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetCnaes } from '@/api/generated/endpoints/system/system';
import { saveBusinessBodyCnaesMax } from '@/api/generated/zod/business/business.zod';
import { businessMessages as m } from '../messages';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  disabled?: boolean;
}

export const CnaeSelect = forwardRef<HTMLInputElement, Props>(function CnaeSelect({ value, onChange, onBlur, name, error, disabled }, ref) {
  const intl = useIntl();
  // The list changes seldom: keep it for the session.
  const cnaes = useGetCnaes(undefined, { query: { staleTime: Infinity } });
  const data = (cnaes.data ?? []).map((c) => ({ value: c.Code, label: `${c.Code} — ${c.Description}` }));
  // Codes already chosen stay visible even before the list arrives.
  for (const code of value) if (!data.some((d) => d.value === code)) data.push({ value: code, label: code });
  return (
    <>
      <MultiSelect
        ref={ref}
        name={name}
        label={intl.formatMessage(m.cnaes)}
        description={intl.formatMessage(m.cnaesHint)}
        placeholder={value.length ? undefined : intl.formatMessage(m.cnaesPlaceholder)}
        nothingFoundMessage={intl.formatMessage(m.cnaesEmpty)}
        data={data}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        searchable
        clearable
        hidePickedOptions
        limit={50}
        maxValues={saveBusinessBodyCnaesMax}
        required
        disabled={disabled || cnaes.isPending}
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
      {cnaes.isError && (
        <Group gap="xs">
          <Text size="sm" c="red" role="alert">
            {intl.formatMessage(m.cnaesError)}
          </Text>
          <Button size="xs" variant="light" onClick={() => void cnaes.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </Group>
      )}
    </>
  );
});
