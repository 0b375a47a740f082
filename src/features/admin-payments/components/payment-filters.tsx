// The list's filters. Status, category and the dates apply at once; the partner and the amount
// bounds apply on Enter or "Apply" (so the server is not asked on every keystroke).
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { SubmitRow } from '@/components/form/submit-row';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { usePaymentStatusLabel } from '@/components/data/payment-status';
import { todayDay } from '@/components/date-range/use-date-range-params';
import { useLocale } from '@/i18n/intl-provider';
import { dayjsLocaleName } from '@/lib/dayjs';
import { adminListPaymentsQueryPartnerMax } from '@/api/generated/zod/admin-payments/admin-payments.zod';
import { adminPaymentsMessages as m } from '../messages';
import './dayjs-parse';
import { categoryLabels, PAYMENT_CATEGORY_VALUES, PAYMENT_STATUS_VALUES, type Category, type Status } from './payment-enums';
import type { PaymentFilters as Filters } from './use-payment-query';

interface Props {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
}

const toNumber = (v: string | number): number | undefined => (v === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

/**
 * An amount as typed: digits and one decimal separator (a comma is taken as the point), at most two
 * decimals, never negative. A plain text field rather than Mantine's NumberInput, whose number-format
 * library cost this page 9 KB of its first visit (issue 13's 300 KB budget).
 */
export function amountDraft(raw: string): string {
  const cleaned = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
}

export function PaymentFilters({ filters, onChange, onClear }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const statusLabel = usePaymentStatusLabel();
  // The text filters are drafts until applied; a new URL value (Back, clear) resets them.
  const urlKey = `${filters.partner ?? ''}|${filters.minAmount ?? ''}|${filters.maxAmount ?? ''}`;
  const [draft, setDraft] = useState({
    key: urlKey,
    partner: filters.partner ?? '',
    min: filters.minAmount ?? '',
    max: filters.maxAmount ?? '',
  } as {
    key: string;
    partner: string;
    min: string | number;
    max: string | number;
  });
  const current =
    draft.key === urlKey
      ? draft
      : { key: urlKey, partner: filters.partner ?? '', min: filters.minAmount ?? '', max: filters.maxAmount ?? '' };
  const edit = (changes: Partial<typeof current>) => setDraft({ ...current, ...changes });
  /** The lowest or highest amount: a decimal being typed, kept as typed (amountDraft). */
  const amountInput = (bound: 'min' | 'max', label: MessageDescriptor) => (
    <TextInput
      label={intl.formatMessage(label)}
      value={String(current[bound])}
      onChange={(e) => edit({ [bound]: amountDraft(e.currentTarget.value) })}
      inputMode="decimal"
      autoComplete="off"
      data-testid={`filter-${bound}`}
    />
  );
  const today = todayDay();
  const any = intl.formatMessage(m.filterAny);

  return (
    <form
      aria-label={intl.formatMessage(m.filters)}
      onSubmit={(e) => {
        e.preventDefault();
        const partner = current.partner.trim();
        onChange({ partner: partner || undefined, minAmount: toNumber(current.min), maxAmount: toNumber(current.max) });
      }}
    >
      <DatesProvider settings={{ locale: dayjsLocaleName(locale), firstDayOfWeek: 0 }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select
            label={intl.formatMessage(m.filterStatus)}
            placeholder={any}
            data={PAYMENT_STATUS_VALUES.map((s) => ({ value: s, label: statusLabel(s) }))}
            value={filters.status ?? null}
            onChange={(v) => onChange({ status: (v as Status | null) ?? undefined })}
            clearable
            data-testid="filter-status"
          />
          <Select
            label={intl.formatMessage(m.filterCategory)}
            placeholder={any}
            data={PAYMENT_CATEGORY_VALUES.map((c) => ({ value: c, label: intl.formatMessage(categoryLabels[c]) }))}
            value={filters.category ?? null}
            onChange={(v) => onChange({ category: (v as Category | null) ?? undefined })}
            clearable
            data-testid="filter-category"
          />
          <DateInput
            label={intl.formatMessage(m.filterSince)}
            value={filters.since ?? null}
            onChange={(v) => onChange({ since: v ?? undefined })}
            maxDate={filters.until ?? today}
            valueFormat="L"
            clearable
            data-testid="filter-since"
          />
          <DateInput
            label={intl.formatMessage(m.filterUntil)}
            value={filters.until ?? null}
            onChange={(v) => onChange({ until: v ?? undefined })}
            minDate={filters.since}
            maxDate={today}
            valueFormat="L"
            clearable
            data-testid="filter-until"
          />
          <TextInput
            label={intl.formatMessage(m.filterPartner)}
            value={current.partner}
            maxLength={adminListPaymentsQueryPartnerMax}
            onChange={(e) => edit({ partner: e.currentTarget.value })}
            data-testid="filter-partner"
          />
          {amountInput('min', m.filterMin)}
          {amountInput('max', m.filterMax)}
          <SubmitRow
            label={intl.formatMessage(m.apply)}
            justify="flex-start"
            align="flex-end"
            gap="xs"
            after={{ label: intl.formatMessage(m.clear), onClick: onClear, variant: 'subtle' }}
          />
        </SimpleGrid>
      </DatesProvider>
    </form>
  );
}
