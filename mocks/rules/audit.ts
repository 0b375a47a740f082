// Audit-log rules (issue 17), pure: before → after as a list of changed fields, values as text
// (a bank account's number and PIX key masked), the list filters and the CSV export (cells that a
// spreadsheet would run as a formula are defused).
export interface AuditChangeRow {
  Field: string;
  Before: string | null;
  After: string | null;
}

/** Shown only by their last 4 characters: a log is read by more people than the account is. */
const MASKED_FIELDS = new Set(['AccountNumber', 'PixKey', 'TaxPayerId', 'Email']);

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : (Array.isArray(value) ? value.join(', ') : String(value)).slice(0, 512);

export function auditValue(field: string, value: unknown): string | null {
  const text = asText(value);
  if (text === null || !MASKED_FIELDS.has(field)) return text;
  return text.length <= 4 ? '••••' : `••••${text.slice(-4)}`;
}

/** The fields whose value differs (in the order of `before`'s keys, then new ones). */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChangeRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChangeRow[] = [];
  for (const Field of keys) {
    // Compared as stored: two keys that look alike once masked are still a change.
    if (asText(before?.[Field]) === asText(after?.[Field])) continue;
    changes.push({ Field, Before: auditValue(Field, before?.[Field]), After: auditValue(Field, after?.[Field]) });
  }
  return changes;
}

/**
 * What the log keeps of an LGPD request around a reply (issue 19 item 4): its status and the
 * reply's length — never the reply's text, which may quote the partner's personal data and would
 * then be read by everyone who reads the log. (When it was answered is the entry's own time.)
 */
export function privacyReplyState(request: { Status: string; Reply: string | null } | undefined): Record<string, unknown> | null {
  if (!request) return null;
  return { Status: request.Status, ReplyLength: request.Reply === null ? null : request.Reply.length };
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Brazilian days, inclusive. */
  since?: string;
  until?: string;
}

export interface AuditRow {
  ActorUsername: string;
  Action: string;
  TargetType: string;
  TargetID: string | null;
  /** Brazilian day of the entry. */
  Day: string;
}

export function auditMatches(row: AuditRow, f: AuditFilter): boolean {
  return (
    (!f.actor || row.ActorUsername.toLowerCase() === f.actor.trim().toLowerCase()) &&
    (!f.action || row.Action === f.action) &&
    (!f.targetType || row.TargetType === f.targetType) &&
    (!f.targetId || row.TargetID === f.targetId.trim()) &&
    (!f.since || row.Day >= f.since) &&
    (!f.until || row.Day <= f.until)
  );
}

/** One CSV cell: quoted when needed; a leading = + - @ (or tab/CR) gets a ' so no spreadsheet runs it. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const AUDIT_CSV_HEADER = ['ID', 'CreatedAt', 'Actor', 'IP', 'Action', 'TargetType', 'TargetID', 'Target', 'Reason', 'Changes'];

export function auditCsvLine(e: {
  ID: number;
  CreatedAt: string;
  Actor: string;
  IP: string;
  Action: string;
  TargetType: string;
  TargetID: string | null;
  Target: string | null;
  Reason: string | null;
  Changes: readonly AuditChangeRow[];
}): string {
  const changes = e.Changes.map((c) => `${c.Field}: ${c.Before ?? '—'} → ${c.After ?? '—'}`).join('; ');
  return [e.ID, e.CreatedAt, e.Actor, e.IP, e.Action, e.TargetType, e.TargetID, e.Target, e.Reason, changes].map(csvCell).join(',');
}
