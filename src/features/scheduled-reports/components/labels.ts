// Names of the report kinds and frequencies. A new kind in the contract (the monthly statement)
// fails to compile here until it has its label: that is the seam for issue 19's statements.
import type { MessageDescriptor } from 'react-intl';
import type { ReportFrequency } from '@/api/generated/model/reportFrequency';
import type { ScheduledReportKind } from '@/api/generated/model/scheduledReportKind';
import { scheduledMessages as m } from '../messages';

export const reportLabels: Record<ScheduledReportKind, MessageDescriptor> = { statistics: m.reportStatistics };
export const frequencyLabels: Record<ReportFrequency, MessageDescriptor> = { weekly: m.weekly, monthly: m.monthly };
