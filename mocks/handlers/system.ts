// Public calls: the status check (maintenance screen), the CNAE and bank lists for the forms, and
// the route-error page's client error reports (the last 50 kept in memory for tests to read).
import { http, HttpResponse } from 'msw';
import type { Bank } from '@/api/generated/model/bank';
import type { Cnae } from '@/api/generated/model/cnae';
import type { GetStatus200 } from '@/api/generated/model/getStatus200';
import type { ReportClientError202 } from '@/api/generated/model/reportClientError202';
import { readJson } from '../http/respond';
import { getStore } from '../runtime';
import { BodyCheck } from './support';

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
  http.get('*/api/status', () => {
    const body: GetStatus200 = { status: 'ok', version: APP_VERSION, time: getStore().clock.now().toISOString() };
    return HttpResponse.json(body);
  }),

  http.get('*/api/cnaes', ({ request }) => {
    const url = new URL(request.url);
    const needle = fold(url.searchParams.get('q')?.trim().slice(0, 128) ?? '');
    const digits = needle.replace(/\D/g, '');
    const list: Cnae[] = getStore()
      .db.cnaes.filter(
        (c) => !needle || fold(c.Description).includes(needle) || (digits !== '' && c.Code.replace(/\D/g, '').includes(digits)),
      )
      .map((c) => ({ Code: c.Code, Description: c.Description }))
      .sort((a, b) => a.Code.localeCompare(b.Code));
    return HttpResponse.json(list);
  }),

  http.get('*/api/banks', () => {
    const list: Bank[] = getStore()
      .db.banks.map((b) => ({ Code: b.Code, ShortName: b.ShortName, Name: b.Name }))
      .sort((a, b) => a.Code.localeCompare(b.Code));
    return HttpResponse.json(list);
  }),

  http.post('*/api/webhooks/error', async ({ request }) => {
    const check = new BodyCheck(await readJson(request), ['name', 'message', 'stack']);
    const name = check.str('name', { required: true, max: 256 });
    const message = check.str('message', { required: true, max: 4096 });
    const stack = check.str('stack', { nullable: true, max: 32_768 }) ?? null;
    if (!check.ok || name === undefined || message === undefined) return check.problem();
    clientErrorReports.push({ name, message, stack, receivedAt: getStore().clock.now().toISOString() });
    if (clientErrorReports.length > CLIENT_ERROR_REPORTS_KEPT)
      clientErrorReports.splice(0, clientErrorReports.length - CLIENT_ERROR_REPORTS_KEPT);
    const body: ReportClientError202 = { received: true };
    return HttpResponse.json(body, { status: 202 });
  }),
];
