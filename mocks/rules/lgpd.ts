// Data-subject requests under the LGPD (issue 19.4): a correction (art. 18, III) or a deletion
// (art. 18, VI) is answered within 15 days of the request (art. 19, II — the portal counts
// calendar days, to the minute); an open or in-progress request past that is overdue until it is
// completed or refused. After a deletion the records the law makes the portal keep are kept, for
// the periods below: these are the design's stated facts (README, contract), not legal advice.
import { createPrivacyRequestLimits } from '@/api/generated/zod/contract-limits';
import type { PrivacyRequestRecord } from '../db/types';
import { DAY_MS } from './brazil-time';

export const LGPD_RESPONSE_DAYS = createPrivacyRequestLimits.responseDays;

export const RETENTION_RULES = [
  { category: 'tax', years: 5, legalBasis: 'CTN arts. 173 and 174' },
  { category: 'aml', years: 5, legalBasis: 'Lei 9.613/1998, art. 10' },
] as const;

export const PRIVACY_TYPES = ['correction', 'deletion'] as const;
export const PRIVACY_STATUSES = ['open', 'in_progress', 'completed', 'refused'] as const;
export const PRIVACY_FIELDS = ['name', 'email', 'taxPayerId', 'bankAccount', 'business', 'other'] as const;
export const REPLY_STATUSES = ['in_progress', 'completed', 'refused'] as const;
export const DETAILS_MIN = createPrivacyRequestLimits.detailsMin;
export const DETAILS_MAX = createPrivacyRequestLimits.detailsMax;

type Status = (typeof PRIVACY_STATUSES)[number];

/** The deadline: 15 days after the request. */
export const dueAt = (createdAt: string): string => new Date(Date.parse(createdAt) + LGPD_RESPONSE_DAYS * DAY_MS).toISOString();

export const isClosed = (status: Status): boolean => status === 'completed' || status === 'refused';

/** Past its deadline and neither completed nor refused. */
export function isOverdue(request: Pick<PrivacyRequestRecord, 'CreatedAt' | 'Status'>, now: Date): boolean {
  return !isClosed(request.Status) && now.getTime() > Date.parse(dueAt(request.CreatedAt));
}

/** Why a new request of `type` cannot be made now (one open request of each type), or null. */
export function newRequestProblem(type: PrivacyRequestRecord['Type'], mine: readonly Pick<PrivacyRequestRecord, 'Type' | 'Status'>[]) {
  return mine.some((r) => r.Type === type && !isClosed(r.Status)) ? `A ${type} request is already open` : null;
}

/** Why the request cannot be answered (it is closed), or null. */
export const replyProblem = (status: Status): string | null => (isClosed(status) ? `The request is already ${status}` : null);
