// An export built in the browser (partners, payments) is written to the administrators' audit log
// (issue 17.5: "every admin action … exports"): the server never sees the file, so the page tells
// it what was exported — the dataset, the rows and the filters as the page shows them. Quiet: the
// file is already saved, and a failed record must not look like a failed export.
import { adminRecordExport } from '@/api/generated/endpoints/admin-audit/admin-audit';
import type { AdminExportRecordBodyDataset } from '@/api/generated/model/adminExportRecordBodyDataset';
import { adminRecordExportBodyFiltersMax } from '@/api/generated/zod/admin-audit/admin-audit.zod';

type FilterValue = string | number | boolean | null | undefined;

/** "status=Completed; since=2026-11-01": the filters that are set, cut to the contract's length. */
export function describeFilters(filters: Record<string, FilterValue>): string | undefined {
  const text = Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('; ');
  return text ? text.slice(0, adminRecordExportBodyFiltersMax) : undefined;
}

export function recordExport(dataset: AdminExportRecordBodyDataset, rows: number, filters: Record<string, FilterValue>): void {
  const described = describeFilters(filters);
  adminRecordExport({ dataset, rows, ...(described ? { filters: described } : {}) }).catch(() => {});
}
