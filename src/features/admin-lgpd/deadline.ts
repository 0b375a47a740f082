// The 15-day deadline of an LGPD request said in days (issue 19.4): "3 days left", "due today",
// "overdue by 2 days", or when a closed one was closed. Whether a request is overdue is the API's
// word (`Overdue`, by the server's clock); the count of days is dayjs' difference in whole days,
// rounded up, so 2 h left is "1 day left" and 2 h late is "overdue by 1 day".
import type { PrivacyRequest } from '@/api/generated/model/privacyRequest';
import dayjs from '@/lib/dayjs';

export type Deadline =
  { kind: 'closed'; at: string | null } | { kind: 'overdue'; days: number } | { kind: 'today' } | { kind: 'left'; days: number };

export function deadline(request: Pick<PrivacyRequest, 'Status' | 'DueAt' | 'Overdue' | 'ClosedAt'>, now: Date = new Date()): Deadline {
  if (request.Status === 'completed' || request.Status === 'refused') return { kind: 'closed', at: request.ClosedAt };
  const left = dayjs(request.DueAt).diff(now, 'day', true);
  if (request.Overdue) return { kind: 'overdue', days: Math.max(1, Math.ceil(-left)) };
  const days = Math.ceil(left);
  return days <= 0 ? { kind: 'today' } : { kind: 'left', days };
}
