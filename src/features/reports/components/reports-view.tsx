// The reports page body: one period for the three data tabs (URL `since`/`until`) and the tab
// itself (URL `tab`), so a reload or a shared link opens the same view.
import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import { useDateRangeParams } from '@/components/date-range/use-date-range-params';
import { reportsMessages as m } from '../messages';
import { BalanceHistoryTable } from './balance-history-table';
import { RegistrationsTable } from './registrations-table';
import { ReportsTable } from './reports-table';
import { UpdatePanel } from './update-panel';

const TABS = ['reports', 'registrations', 'balance', 'update'] as const;
/** Each tab's own table parameters (the list block's): another tab starts from its defaults. */
const TABLE_KEYS = ['page', 'pageSize', 'sort', 'order', 'wallet'];
type Tab = (typeof TABS)[number];
const tabLabels = { reports: m.tabReports, registrations: m.tabRegistrations, balance: m.tabBalance, update: m.tabUpdate } as const;

export function ReportsView() {
  const intl = useIntl();
  const [range, setRange, today] = useDateRangeParams('this-month');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : 'reports';
  return (
    <Tabs
      value={tab}
      keepMounted={false}
      onChange={(v) =>
        setParams(
          (p) => {
            const copy = new URLSearchParams(p);
            copy.set('tab', v ?? 'reports');
            for (const key of TABLE_KEYS) copy.delete(key);
            return copy;
          },
          { replace: true },
        )
      }
    >
      <Tabs.List mb="md">
        {TABS.map((t) => (
          <Tabs.Tab key={t} value={t}>
            {intl.formatMessage(tabLabels[t])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Stack>
        {tab !== 'update' && <DateRangePicker value={range} onChange={setRange} today={today} />}
        <Tabs.Panel value="reports">
          <ReportsTable range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="registrations">
          <RegistrationsTable range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="balance">
          <BalanceHistoryTable range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="update">
          <UpdatePanel />
        </Tabs.Panel>
      </Stack>
    </Tabs>
  );
}
