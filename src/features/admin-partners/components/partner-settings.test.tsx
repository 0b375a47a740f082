// A partner's settings on the admin page, against the Node mock (issue 15): the known keys are
// described in the user's language (the API's English text only for a key the app does not know);
// a negative value, or a fraction for a whole-number setting, is refused at the field and nothing
// is saved (the number input used to clamp -5 to 0 and save it with "Setting saved.").
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { render, screen, signIn, waitFor, within } from '@/testing/render';
import { PartnerSettings } from './partner-settings';

const PARTNER = DEMO_IDS.affiliate;

function setup(locale: 'en-us' | 'pt-br' = 'en-us') {
  const store = getStore();
  signIn('admin');
  return { ...render(<PartnerSettings partnerId={PARTNER} />, { locale }), store };
}

const stored = (key: string) =>
  getStore()
    .ownedBy('settings', PARTNER)
    .find((s) => s.Key === key);

async function openForm(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add or change a setting' }, { timeout: 10_000 }));
  const value = await screen.findByRole('textbox', { name: 'Value' }, { timeout: 10_000 });
  return { key: screen.getAllByLabelText('Setting').find((e) => e.tagName === 'INPUT')!, value };
}

describe('admin partner settings', { timeout: 60_000 }, () => {
  it('describes the known settings in pt-br and keeps the API text for an unknown key', async () => {
    const store = getStore();
    store.create('settings', { UserID: PARTNER, Key: 'customLimit', Value: 3, UpdatedAt: '2026-11-20T10:00:00.000Z' });
    setup('pt-br');
    expect(await screen.findByText('Número máximo de campanhas que o parceiro pode ter', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Saldo demo que o parceiro pode receber por semana (R$)')).toBeInTheDocument();
    expect(screen.queryByText('Maximum number of campaigns the partner may have')).toBeNull();
    expect(screen.getByText('Custom setting')).toBeInTheDocument();
  });

  it('refuses a negative value at the field and saves nothing', async () => {
    const { user } = setup();
    const before = stored('demoWeeklyMaximumAmount');
    const field = await openForm(user);
    await user.type(field.key, 'demoWeeklyMaximumAmount');
    await user.clear(field.value);
    await user.type(field.value, '-5');
    await user.tab();
    expect(field.value).toHaveValue('-5');
    await user.click(screen.getByRole('button', { name: 'Save setting' }));
    expect(await screen.findByText('The minimum is 0.')).toBeInTheDocument();
    expect(field.value).toHaveAttribute('aria-invalid', 'true');
    expect(stored('demoWeeklyMaximumAmount')).toEqual(before);
    expect(screen.queryByText('Setting saved.')).toBeNull();
  });

  it('refuses decimals for a whole-number setting; an amount takes two', async () => {
    const { user } = setup();
    const before = stored('campaignLimit');
    const field = await openForm(user);
    await user.type(field.key, 'campaignLimit');
    await user.clear(field.value);
    await user.type(field.value, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save setting' }));
    expect(await screen.findByText('Use a whole number.')).toBeInTheDocument();
    expect(stored('campaignLimit')).toEqual(before);
    expect(screen.queryByText('Setting saved.')).toBeNull();

    await user.clear(field.key);
    await user.type(field.key, 'demoWeeklyMaximumAmount');
    await user.clear(field.value);
    await user.type(field.value, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save setting' }));
    expect(await screen.findByText('Setting saved.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(stored('demoWeeklyMaximumAmount')?.Value).toBe(12.5));
    expect(within(screen.getByRole('table')).getByText('12.5')).toBeInTheDocument();
  });
});
