// Public calls: status, CNAE search, banks, and client error reports (the last 50 kept).
import { describe, expect, it } from 'vitest';
import { getBanks, getCnaes, getStatus, reportClientError } from '@/api/generated/endpoints/system/system';
import { clientErrorReports } from './system';
import { refusal, setupMockApi } from './test-kit';

setupMockApi();

describe('system', () => {
  it('is up', async () => {
    expect(await getStatus()).toMatchObject({ status: 'ok', version: '6.2.5' });
  });

  it('searches CNAEs by description (accents ignored) or code', async () => {
    expect((await getCnaes({ q: 'promocao de vendas' })).map((c) => c.Code)).toEqual(['7319-0/02']);
    expect((await getCnaes({ q: '7311' })).map((c) => c.Code)).toEqual(['7311-4/00']);
    expect((await getCnaes()).length).toBeGreaterThan(10);
  });

  it('lists banks by code', async () => {
    const codes = (await getBanks()).map((b) => b.Code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toContain('260');
  });

  it('accepts client error reports without a token and keeps the last 50', async () => {
    for (let i = 0; i < 55; i++)
      expect(await reportClientError({ name: 'TypeError', message: `boom ${i}`, stack: null })).toEqual({ received: true });
    expect(clientErrorReports).toHaveLength(50);
    expect(clientErrorReports.at(-1)).toMatchObject({ message: 'boom 54' });
    expect((await refusal(reportClientError({ name: 'x' } as never))).status).toBe(400);
  });
});
