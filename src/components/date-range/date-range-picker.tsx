// A period picker: the presets as chips and a calendar range that starts on 2024-05-01 and ends
// today, so its year list runs from 2024 to the current year. The parent owns the range (usually
// through useDateRangeParams).
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Chip, Group, Stack } from '@mantine/core';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import { useIntl } from 'react-intl';
import { useLocale } from '@/i18n/intl-provider';
import { dayjsLocaleName } from '@/lib/dayjs';
import { dateRangeMessages as m } from './messages';
import { matchPreset, PRESETS, presetRange, STATS_START, isPreset, type DateRange } from './presets';

interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** YYYY-MM-DD; the last selectable day. */
  today: string;
}

export function DateRangePicker({ value, onChange, today }: DateRangePickerProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  // While the user has picked only the first day, the draft holds it; the range changes on the second.
  const [draft, setDraft] = useState<DatesRangeValue<string> | null>(null);
  const preset = matchPreset(value, today);
  return (
    <Stack gap="xs">
      <Chip.Group
        multiple={false}
        value={preset ?? ''}
        onChange={(v) => {
          if (isPreset(v)) onChange(presetRange(v, today));
        }}
      >
        <Group gap="xs" role="group" aria-label={intl.formatMessage(m.presets)}>
          {PRESETS.map((p) => (
            <Chip key={p} value={p} size="sm">
              {intl.formatMessage(m[p])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <DatesProvider settings={{ locale: dayjsLocaleName(locale), firstDayOfWeek: 0 }}>
        <DatePickerInput
          type="range"
          label={intl.formatMessage(m.label)}
          value={draft ?? [value.since, value.until]}
          minDate={STATS_START}
          maxDate={today}
          defaultDate={value.until}
          allowSingleDateInRange
          valueFormat="L"
          maw={320}
          onChange={(v) => {
            const [since, until] = v;
            if (since && until) {
              setDraft(null);
              onChange({ since, until });
            } else setDraft(v);
          }}
          onDropdownClose={() => setDraft(null)}
        />
      </DatesProvider>
    </Stack>
  );
}
