// Public calls: the status check (maintenance screen), the CNAE and bank lists for the forms, and
// the route-error page's client error reports (the last 50 kept in memory for tests to read).
import {
  getGetBanksMockHandler,
  getGetCnaesMockHandler,
  getGetStatusMockHandler,
  getReportClientErrorMockHandler,
} from '@/api/generated/endpoints/system/system.msw';
import { getCnaesQueryQMax, reportClientErrorBody } from '@/api/generated/zod/system/system.zod';
import { anyone } from '../http/auth';
import { readBody } from '../http/body';
import { getStore } from '../runtime';

export const APP_VERSION = '6.2.5';
export const CLIENT_ERROR_REPORTS_KEPT = 50;

export interface ClientErrorReport {
  name: string;
  message: string;
  stack: string | null;
  receivedAt: string;
}
/** Newest last. */
export const clientErrorReports: ClientErrorReport[] = [];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const systemHandlers = [
  getGetStatusMockHandler(anyone(() => ({ status: 'ok' as const, version: APP_VERSION, time: getStore().clock.now().toISOString() }))),

  getGetCnaesMockHandler(
    anyone(({ url, store }) => {
      const needle = fold(url.searchParams.get('q')?.trim().slice(0, getCnaesQueryQMax) ?? '');
      const digits = needle.replace(/\D/g, '');
      return store.db.cnaes
        .filter((c) => !needle || fold(c.Description).includes(needle) || (digits !== '' && c.Code.replace(/\D/g, '').includes(digits)))
        .map((c) => ({ Code: c.Code, Description: c.Description }))
        .sort((a, b) => a.Code.localeCompare(b.Code));
    }),
  ),

  getGetBanksMockHandler(
    anyone(({ store }) =>
      store.db.banks.map((b) => ({ Code: b.Code, ShortName: b.ShortName, Name: b.Name })).sort((a, b) => a.Code.localeCompare(b.Code)),
    ),
  ),

  getReportClientErrorMockHandler(
    anyone(async ({ request, store }) => {
      const { name, message, stack } = await readBody(request, reportClientErrorBody);
      clientErrorReports.push({ name, message, stack: stack ?? null, receivedAt: store.clock.now().toISOString() });
      if (clientErrorReports.length > CLIENT_ERROR_REPORTS_KEPT)
        clientErrorReports.splice(0, clientErrorReports.length - CLIENT_ERROR_REPORTS_KEPT);
      return { received: true as const };
    }),
  ),
];
