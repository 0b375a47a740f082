// The legacy export request's rules, as the contract states them: a data set; a period of at
// most 366 days, the last day not before the first nor after today; a partner ID, required for
// the per-partner data sets (reports, registrations).
import dayjs from '@/lib/dayjs';
import { z } from 'zod';
import '@/lib/form-errors';
import { AdminLegacyDataset } from '@/api/generated/model/adminLegacyDataset';
import type { AdminLegacyRequestBody } from '@/api/generated/model/adminLegacyRequestBody';
import { adminExportMessages as m } from '../messages';

export const LEGACY_DATASETS = Object.values(AdminLegacyDataset);
export const PER_PARTNER: readonly AdminLegacyDataset[] = ['reports', 'registrations'];
export const MAX_DAYS = 366;
const ID = /^[1-9]\d{0,9}$/;

export function legacySchema(today: string) {
  return z
    .object({
      dataset: z.enum(LEGACY_DATASETS),
      since: z.string().min(1),
      until: z.string().min(1),
      partnerId: z
        .string()
        .trim()
        .refine((v) => v === '' || ID.test(v), { params: { id: 'form.error.type' } }),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, id: string) => ctx.addIssue({ code: 'custom', path: [path], params: { id } });
      if (v.until && v.until > today) issue('until', m.future.id);
      else if (v.since && v.until && v.until < v.since) issue('until', m.untilBeforeSince.id);
      else if (v.since && v.until && dayjs(v.until).diff(dayjs(v.since), 'day') + 1 > MAX_DAYS) issue('until', m.tooLong.id);
      if (v.since && v.since > today) issue('since', m.future.id);
      if (PER_PARTNER.includes(v.dataset) && v.partnerId.trim() === '') issue('partnerId', m.partnerNeeded.id);
    });
}
export type LegacyValues = z.input<ReturnType<typeof legacySchema>>;

export const LEGACY_FIELDS = ['dataset', 'since', 'until', 'partnerId'] as const;

export function toLegacyBody(v: LegacyValues): AdminLegacyRequestBody {
  const partnerId = v.partnerId.trim();
  return { dataset: v.dataset, since: v.since, until: v.until, ...(partnerId ? { partnerId: Number(partnerId) } : {}) };
}
