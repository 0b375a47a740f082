import { TextInput } from '@mantine/core';
import { useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminListPartnersQueryParams } from '@/api/generated/zod/admin-partners/admin-partners.zod';
import { adminListPaymentsQueryParams } from '@/api/generated/zod/admin-payments/admin-payments.zod';
import { getBalanceHistoryQueryParams } from '@/api/generated/zod/reports/reports.zod';
import { render, screen, waitFor } from '@/testing/render';
import { parseListParams, useListParams, withListChanges } from './list-params';
import { useTextFilter } from './use-text-filter';

const parse = (search: string, options = {}) => parseListParams(adminListPartnersQueryParams, new URLSearchParams(search), options);

describe('parseListParams (the generated query schema)', () => {
  it('reads page, size, sort, order and filters, numbers as numbers', () => {
    expect(parse('page=3&pageSize=50&sort=ID&order=asc&q=lorenzo&status=banned&country=CL')).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'ID',
      order: 'asc',
      q: 'lorenzo',
      status: 'banned',
      country: 'CL',
    });
  });

  it('gives the contract defaults when the URL says nothing', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: 20, sort: 'CreatedAt', order: 'desc' });
  });

  it.each([
    ['page=abc', 'page', 1],
    ['page=0', 'page', 1],
    ['page=-2', 'page', 1],
    ['page=1.5', 'page', 1],
    ['pageSize=500', 'pageSize', 20],
    ['sort=Password', 'sort', 'CreatedAt'],
    ['order=sideways', 'order', 'desc'],
    ['status=deleted', 'status', undefined],
    ['country=XX', 'country', undefined],
    [`q=${'x'.repeat(129)}`, 'q', undefined],
    ['q=%20%20', 'q', undefined],
  ] as const)('falls back to the default for an invalid value: %s', (search, key, expected) => {
    expect(parse(search)[key]).toBe(expected);
  });

  it('keeps the valid values beside an invalid one', () => {
    expect(parse('page=2&sort=nope&q=%20ana%20')).toMatchObject({ page: 2, sort: 'CreatedAt', q: 'ana' });
  });

  it("takes the list's own defaults and page sizes", () => {
    expect(parse('', { defaults: { pageSize: 10, order: 'asc' } })).toMatchObject({ pageSize: 10, order: 'asc' });
    expect(parse('pageSize=37', { pageSizes: [20, 50, 100] })).toMatchObject({ pageSize: 20 });
    expect(parse('pageSize=50', { pageSizes: [20, 50, 100] })).toMatchObject({ pageSize: 50 });
  });

  it('reads decimal amounts and dates, and drops what the contract refuses', () => {
    const p = (s: string) => parseListParams(adminListPaymentsQueryParams, new URLSearchParams(s));
    expect(p('minAmount=10.5&maxAmount=200&since=2026-01-31')).toMatchObject({ minAmount: 10.5, maxAmount: 200, since: '2026-01-31' });
    const refused = p('minAmount=-1&maxAmount=1.234&since=2026-02-31x');
    expect([refused.minAmount, refused.maxAmount, refused.since]).toEqual([undefined, undefined, undefined]);
  });

  it('leaves out the keys another control owns', () => {
    const p = parseListParams(getBalanceHistoryQueryParams, new URLSearchParams('since=2026-01-01&until=2026-01-31&wallet=sub'), {
      omit: ['since', 'until'],
    });
    expect(p).not.toHaveProperty('since');
    expect(p).toMatchObject({ wallet: 'sub' });
  });
});

describe('withListChanges', () => {
  it('sets values, removes empty ones and never writes page 1', () => {
    const next = withListChanges(new URLSearchParams('q=a&status=banned&page=4&modal=x'), { q: 'b', status: '', page: 1 });
    expect(next.toString()).toBe('q=b&modal=x');
  });
});

function Probe() {
  const list = useListParams(adminListPartnersQueryParams);
  const [text, setText] = useTextFilter(list.params.q, (q) => list.set({ q }));
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.search}</output>
      <output data-testid="navigation">{useNavigationType()}</output>
      <output data-testid="params">{JSON.stringify(list.params)}</output>
      <TextInput label="Search" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <button onClick={() => list.setPage(list.page + 1)}>next</button>
      <button onClick={() => list.set({ status: 'banned' })}>banned</button>
      <button onClick={() => list.setSort('ID', 'asc')}>sort</button>
      <button onClick={() => list.setPageSize(50)}>size</button>
    </>
  );
}

const search = () => screen.getByTestId('location').textContent;
const navigation = () => screen.getByTestId('navigation').textContent;

describe('useListParams', () => {
  it('pushes a page change, so Back returns to the page before', async () => {
    const { user } = render(<Probe />, { route: '/list?status=active' });
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(search()).toBe('?status=active&page=2');
    expect(navigation()).toBe('PUSH');
  });

  it.each([
    ['banned', '?status=banned'],
    ['sort', '?sort=ID&order=asc'],
    ['size', '?pageSize=50'],
  ])('replaces the entry for a filter, sort or size change (%s) and goes back to page 1', async (button, expected) => {
    const { user } = render(<Probe />, { route: '/list?page=3' });
    await user.click(screen.getByRole('button', { name: button }));
    expect(search()).toBe(expected);
    expect(navigation()).toBe('REPLACE');
  });

  it('writes typed text once the user pauses, trimmed, as a replace on page 1', async () => {
    const { user } = render(<Probe />, { route: '/list?page=2' });
    await user.type(screen.getByLabelText('Search'), ' lor ');
    expect(screen.getByLabelText('Search')).toHaveValue(' lor ');
    await waitFor(() => expect(search()).toBe('?q=lor'));
    expect(navigation()).toBe('REPLACE');
    expect(JSON.parse(screen.getByTestId('params').textContent!)).toMatchObject({ q: 'lor', page: 1 });
  });

  it('falls back to defaults for invalid URL values', () => {
    render(<Probe />, { route: '/list?page=x&sort=Password&order=up&status=gone' });
    expect(JSON.parse(screen.getByTestId('params').textContent!)).toEqual({ page: 1, pageSize: 20, sort: 'CreatedAt', order: 'desc' });
  });
});
