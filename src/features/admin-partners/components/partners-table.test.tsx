// The admin partners list against the Node mock (issue 15.3): balances are compared within one
// currency. The API refuses (400) a balance sort without a currency or a country, and the list used
// to ask for it anyway when the Balance header was clicked ("We could not load this"). Now the
// amount columns sort once a currency (or a country) is chosen and say so until then; a link that
// still asks for a balance sort without one shows the list in its default order.
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { tokenStore } from '@/api/token-store';
import { LocationProbe, render, screen, waitFor, within } from '@/testing/render';
import { PartnersTable } from './partners-table';

function setup(route: string, locale: 'en-us' | 'pt-br' = 'en-us') {
  tokenStore.set(getStore().issueToken(DEMO_IDS.admin).token);
  return render(
    <>
      <PartnersTable />
      <LocationProbe />
    </>,
    { route, locale },
  );
}

/** The usernames of the shown rows, in order. */
async function shownRows(): Promise<string[]> {
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  return (await within(table).findAllByRole('link', {}, { timeout: 10_000 })).map((a) => a.textContent ?? '');
}

describe('admin partners list: amounts sorted within one currency', { timeout: 60_000 }, () => {
  it('without a currency, a balance sort in the URL is not sent: the list shows, with the hint', async () => {
    setup('/dashboard/admin/partners?sort=Balance&order=desc');
    expect((await shownRows()).length).toBe(20);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('amount-sort-hint')).toHaveTextContent('choose a currency or a country to sort by balance');
  });

  it('with a currency, the balance sorts (descending), every row in that currency', async () => {
    const store = getStore();
    setup('/dashboard/admin/partners?currency=CLP&sort=Balance&order=desc');
    const names = await shownRows();
    const balances = names.map((n) => store.userByLogin(n)!).map((u) => [u.Currency, u.Balance] as const);
    expect(balances.length).toBeGreaterThan(1);
    expect(balances.every(([currency]) => currency === 'CLP')).toBe(true);
    const amounts = balances.map(([, b]) => b);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(screen.queryByTestId('amount-sort-hint')).toBeNull();
  });

  it('choosing "Any" currency again drops the balance sort (pt-br)', async () => {
    const { user } = setup('/dashboard/admin/partners?currency=BRL&sort=Balance&order=asc', 'pt-br');
    await shownRows();
    const currency = screen.getAllByLabelText('Moeda').find((e) => e.tagName === 'INPUT')!;
    await user.click(currency);
    await waitFor(() => expect(document.getElementById(currency.getAttribute('aria-controls') ?? '')).not.toBeNull());
    const options = document.getElementById(currency.getAttribute('aria-controls')!)!;
    await user.click(within(options).getByRole('option', { name: 'Todos', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/admin/partners'));
    expect(await screen.findByTestId('amount-sort-hint')).toHaveTextContent('escolha uma moeda ou um país');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
