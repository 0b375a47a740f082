// Labels of the legacy data sets and job statuses.
import type { MessageDescriptor } from 'react-intl';
import type { AdminLegacyDataset } from '@/api/generated/model/adminLegacyDataset';
import type { AdminLegacyExportStatus } from '@/api/generated/model/adminLegacyExportStatus';
import { adminExportMessages as m } from '../messages';

export const datasetLabels: Record<AdminLegacyDataset, MessageDescriptor> = {
  partners: m.dsPartners,
  payments: m.dsPayments,
  registrations: m.dsRegistrations,
  reports: m.dsReports,
  balances: m.dsBalances,
};

export const statusLabels: Record<AdminLegacyExportStatus, { label: MessageDescriptor; color: string }> = {
  queued: { label: m.stQueued, color: 'gray' },
  running: { label: m.stRunning, color: 'blue' },
  done: { label: m.stDone, color: 'teal' },
  failed: { label: m.stFailed, color: 'red' },
};
