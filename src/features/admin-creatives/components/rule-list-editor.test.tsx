// Both compliance rule lists share one editor (./rule-list-editor): add with its checks (bad entry,
// duplicate), remove, the changes against the version in force, a save refused before it is sent,
// a save that makes the next version. Against the Node mock, signed in as the admin.
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/testing/render';
import { DomainList } from './domain-list';
import { PhraseList } from './phrase-list';

describe('compliance rule lists (shared editor)', { timeout: 60_000 }, () => {
  it('domains: a bad pattern and a duplicate are refused at the field; add, remove and save make the next version', async () => {
    const user = userEvent.setup();
    render(<DomainList />, { as: 'admin' });
    const table = await screen.findByTestId('domain-table', {}, { timeout: 10_000 });
    const first = (within(table).getAllByRole<HTMLTableRowElement>('row')[1]?.cells[0]?.textContent ?? '').trim();
    expect(first).not.toBe('');
    const version = Number(/\d+/.exec(screen.getByText(/^Version \d+, saved by/).textContent ?? '')?.[0]);
    const field = screen.getByLabelText('New domain');

    await user.type(field, 'not a domain!');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field).toHaveAccessibleDescription(/.+/);
    expect(field).toHaveValue('not a domain!');

    await user.clear(field);
    await user.type(field, first.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Already in the list.')).toBeVisible();

    await user.clear(field);
    await user.type(field, 'new-partner.bet.br');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(within(table).getByText('new-partner.bet.br')).toBeVisible();
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: `Remove ${first}` }));
    expect(within(table).queryByText(first)).toBeNull();
    expect(screen.getByTestId('list-changes')).toHaveTextContent('1 entry added, 1 removed since version');

    await user.click(screen.getByRole('button', { name: /^Save as version/ }));
    expect(await screen.findByText(new RegExp(`^Version ${version + 1}, saved by`), {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByTestId('list-changes')).toBeNull();
  });

  it('phrases: removed rows leave the table; a save without an age mark is refused before it is sent', async () => {
    const user = userEvent.setup();
    render(<PhraseList />, { as: 'admin' });
    const table = await screen.findByTestId('phrase-table', {}, { timeout: 10_000 });
    const all = within(table).getAllByRole('row').length;
    const ageRows = within(table)
      .getAllByRole<HTMLTableRowElement>('row')
      .filter((r) => r.cells[1]?.textContent === 'Required: age warning');
    expect(ageRows.length).toBeGreaterThan(0);
    for (const row of ageRows) await user.click(within(row).getByRole('button', { name: /^Remove / }));
    expect(within(table).getAllByRole('row').length).toBe(all - ageRows.length);
    await user.click(screen.getByRole('button', { name: /^Save as version/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Required: age warning');
    expect(screen.getByTestId('list-changes')).toHaveTextContent(new RegExp(`${ageRows.length} removed`));
  });
});
