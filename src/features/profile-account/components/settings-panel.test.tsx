// Settings: a negative or empty value shows at the field with the text kept, a save moves the
// day's count ("1 of 10 changes used today"), and the 11th change is refused with the input kept.
import { describe, expect, it } from 'vitest';
import { getStore } from '@mocks/runtime';
import { getSettings, updateSetting } from '@/api/generated/endpoints/settings/settings';
import { render, screen, signIn, waitFor, within } from '@/testing/render';
import { SettingsPanel } from './settings-panel';

// "Today" is the browser's day in Brazil time, as it is for the real API: the mock's clock, which
// starts at the seed's date in Node, is set to now.
const clockToNow = () => getStore().clock.set(new Date());

describe('SettingsPanel', () => {
  it('checks the value at the field, saves and counts the change', async () => {
    clockToNow();
    signIn('affiliate');
    const { user } = render(<SettingsPanel canEdit />);
    expect(await screen.findByTestId('settings-changes-used')).toHaveTextContent('0 of 10 changes used today');
    const row = await screen.findByTestId('setting-low_balance_alert');
    const field = within(row).getByRole('textbox', { name: /Low balance alert/ });
    const save = () => user.click(within(row).getByRole('button', { name: /^Save/ }));
    await user.clear(field);
    await save();
    expect(await within(row).findByText('This field is required.')).toBeInTheDocument();
    await user.type(field, '-5');
    await save();
    expect(await within(row).findByText('The minimum is 0.')).toBeInTheDocument();
    expect(field).toHaveValue('-5');
    await user.clear(field);
    await user.type(field, '300');
    await save();
    expect(await screen.findByText('Setting saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('settings-changes-used')).toHaveTextContent('1 of 10 changes used today'));
    expect((await getSettings()).find((s) => s.Key === 'low_balance_alert')?.Value).toBe(300);
  }, 60_000);

  it('refuses the 11th change of the day and keeps the input', async () => {
    clockToNow();
    signIn('newbie');
    for (let i = 0; i < 10; i++) await updateSetting({ key: 'commission_alert', value: 100 + i });
    const { user } = render(<SettingsPanel canEdit />);
    expect(await screen.findByTestId('settings-changes-used')).toHaveTextContent('10 of 10 changes used today');
    const row = await screen.findByTestId('setting-daily_summary_hour');
    const field = within(row).getByRole('textbox', { name: /Daily summary hour/ });
    await user.clear(field);
    await user.type(field, '18');
    await user.click(within(row).getByRole('button', { name: /^Save/ }));
    expect(await within(row).findByTestId('setting-refusal')).toHaveTextContent(/already made 10 changes today.*Your input is still here/);
    expect(field).toHaveValue('18');
  }, 60_000);
});
