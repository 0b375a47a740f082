// The report table's columns and the user's choice of which to show, kept in local storage.
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { reportsMessages as m } from '../messages';

/** Columns the user may hide (Date always shows). */
export const OPTIONAL_COLUMNS = ['CampaignName', 'Clicks', 'Registrations', 'FTD', 'QFTD', 'Deposits', 'NGR', 'Commission'] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

export const columnTitles = {
  Date: m.colDate,
  CampaignName: m.colCampaign,
  Clicks: m.colClicks,
  Registrations: m.colRegistrations,
  FTD: m.colFTD,
  QFTD: m.colQFTD,
  Deposits: m.colDeposits,
  NGR: m.colNGR,
  Commission: m.colCommission,
} as const;

export function useHiddenColumns() {
  const [hidden, setHidden] = useLocalStorage<OptionalColumn[]>({
    key: 'reports.hidden-columns',
    defaultValue: [],
    getInitialValueInEffect: false,
    deserialize: (raw) => {
      try {
        const parsed: unknown = raw ? JSON.parse(raw) : [];
        return Array.isArray(parsed) ? parsed.filter((c): c is OptionalColumn => OPTIONAL_COLUMNS.includes(c as OptionalColumn)) : [];
      } catch {
        return [];
      }
    },
  });
  return [hidden, setHidden] as const;
}

export function ColumnChooser({ hidden, onChange }: { hidden: OptionalColumn[]; onChange: (hidden: OptionalColumn[]) => void }) {
  const intl = useIntl();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" size="sm">
          {intl.formatMessage(m.columns)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={
            <Text size="sm" fw={500}>
              {intl.formatMessage(m.columnsHint)}
            </Text>
          }
          value={OPTIONAL_COLUMNS.filter((c) => !hidden.includes(c))}
          onChange={(shown) => onChange(OPTIONAL_COLUMNS.filter((c) => !shown.includes(c)))}
        >
          <Stack gap={6} mt="xs">
            {OPTIONAL_COLUMNS.map((c) => (
              <Checkbox key={c} value={c} label={intl.formatMessage(columnTitles[c])} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
