// The LGPD centre on Profile (issue 19.4): the retention reasons, a correction request refused at
// its fields then sent (with its 15-day deadline), a second one refused while it is open, and the
// JSON export downloaded — in pt-br at 375 px and in en-us at 1440 px.
import { expect, test } from './helpers/test';
import { loginAs } from './helpers/login';

const CASES = [
  {
    locale: 'pt-br',
    width: 375,
    title: 'Meus dados (LGPD)',
    tax: /Registros fiscais .*: 5 anos — CTN arts. 173 and 174/,
    type: 'Pedido',
    deletion: 'Excluir meus dados',
    field: 'Dado a corrigir',
    name: 'Nome',
    details: 'O que está errado e como deveria ser',
    submit: 'Enviar pedido',
    fieldError: 'Escolha o dado a corrigir.',
    short: 'Escreva entre 10 e 1000 caracteres.',
    open: 'Você já tem um pedido deste tipo em aberto; aguarde a resposta.',
    status: 'aberto',
    exportButton: 'Baixar meus dados (JSON)',
  },
  {
    locale: 'en-us',
    width: 1440,
    title: 'My data (LGPD)',
    tax: /Tax records .*: 5 years — CTN arts. 173 and 174/,
    type: 'Request',
    deletion: 'Delete my data',
    field: 'Data to correct',
    name: 'Name',
    details: 'What is wrong, and what it should be',
    submit: 'Send request',
    fieldError: 'Choose the data to correct.',
    short: 'Write between 10 and 1000 characters.',
    open: 'You already have an open request of this kind; wait for its answer.',
    status: 'open',
    exportButton: 'Download my data (JSON)',
  },
] as const;

for (const c of CASES) {
  test(`affiliate (${c.locale}, ${c.width} px): LGPD centre — retention, a correction refused then sent, a second refused, the export`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: c.width, height: 900 });
    await loginAs(page, 'affiliate', { locale: c.locale, path: '/dashboard/profile/personal-data' });
    const centre = page.getByRole('region', { name: c.title });
    await centre.scrollIntoViewIfNeeded(); // the centre loads as it nears the screen
    await expect(centre.getByTestId('privacy-retention')).toContainText(c.tax);
    await expect(centre.getByTestId('privacy-retention')).toContainText('Lei 9.613/1998, art. 10');

    const form = centre.getByTestId('privacy-request-form');
    await form.getByRole('textbox', { name: c.details }).fill('curto');
    await form.getByRole('button', { name: c.submit }).click();
    await expect(form.getByText(c.fieldError)).toBeVisible();
    await expect(form.getByText(c.short)).toBeVisible();
    await expect(form.getByRole('textbox', { name: c.details })).toHaveValue('curto');

    await form.getByRole('combobox', { name: c.field }).click();
    await page.getByRole('option', { name: c.name, exact: true }).click();
    await form.getByRole('textbox', { name: c.details }).fill('Meu sobrenome é Albuquerque, não Alburquerque.');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/me/privacy/requests') && r.request().method() === 'POST');
    await form.getByRole('button', { name: c.submit }).click();
    const made = (await (await created).json()) as { CreatedAt: string; DueAt: string };
    expect(Date.parse(made.DueAt) - Date.parse(made.CreatedAt)).toBe(15 * 86_400_000);
    const row = centre.getByTestId('privacy-request').first();
    await expect(row).toContainText(c.status);

    await form.getByRole('combobox', { name: c.field }).click();
    await page.getByRole('option', { name: c.name, exact: true }).click();
    await form.getByRole('textbox', { name: c.details }).fill('Outra correção do mesmo tipo.');
    await form.getByRole('button', { name: c.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(c.open);

    const download = page.waitForEvent('download');
    await centre.getByRole('button', { name: c.exportButton }).click();
    const file = await download;
    const data = JSON.parse(await (await file.createReadStream()).toArray().then((b) => Buffer.concat(b).toString('utf8'))) as {
      profile: { Username: string };
      privacyRequests: unknown[];
    };
    expect(data.profile.Username).toBe('affiliate');
    expect(data.privacyRequests).toHaveLength(2); // the seeded completed one and this one
    expect(JSON.stringify(data)).not.toContain('demo1234');
    expect(JSON.stringify(data)).not.toMatch(/"(Password|token)"\s*:/i);
  });
}
