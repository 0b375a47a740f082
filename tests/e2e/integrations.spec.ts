// Issue 20 — integrations, on the production build and the in-browser mock: the postback signing
// secret rotated (shown once), the seeded failing delivery retried as the mock clock moves and a
// failed one replayed; an API key created and shown once (the curl examples use it, then the
// placeholder); a report scheduled and a past send downloaded; an administrator pausing a
// partner's schedule with a reason. en-us and pt-br, 375 and 1440 px between them.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { navigate } from './helpers/login';
import { mock } from './helpers/profile-combos';
import { expect, test } from './helpers/test';

/** With E2E_SHOTS=<folder>, a full-page screenshot for a person to look at (never compared). */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};

test.describe.configure({ timeout: 120_000 });

const T = {
  'en-us': {
    rotate: 'Rotate secret',
    confirm: 'Make a new secret',
    savedSecret: 'I have saved it',
    refresh: 'Refresh',
    delivered: 'Delivered',
    select: (id: number) => `Select delivery ${id}`,
    replay: 'Replay 1 delivery',
    replayed: '1 delivery replayed.',
    replayOf: (id: number) => `Replay of #${id}`,
    keyName: 'Name',
    createKey: 'Create key',
    savedKey: 'I have saved it',
    schedule: 'Schedule',
    monthly: 'Monthly',
    download: 'Download',
    pause: 'Pause',
    reason: 'Reason (the partner sees it)',
    pauseConfirm: 'Pause schedule',
    pausedByAdmin: 'Paused by an administrator',
  },
  'pt-br': {
    rotate: 'Trocar segredo',
    confirm: 'Gerar novo segredo',
    savedSecret: 'Já guardei',
    refresh: 'Atualizar',
    delivered: 'Entregue',
    select: (id: number) => `Selecionar a entrega ${id}`,
    replay: 'Reenviar 1 entrega',
    replayed: '1 entrega reenviada.',
    replayOf: (id: number) => `Reenvio da #${id}`,
    keyName: 'Nome',
    createKey: 'Criar chave',
    savedKey: 'Já guardei',
    schedule: 'Agendar',
    monthly: 'Mensal',
    download: 'Baixar',
    pause: 'Pausar',
    reason: 'Motivo (o parceiro vê)',
    pauseConfirm: 'Pausar agendamento',
    pausedByAdmin: 'Pausado por um administrador',
  },
} as const;

test('affiliate, en-us, 1440 px: rotates the signing secret, watches the failing delivery retry and replays the failed one', async ({
  page,
  login,
}) => {
  const t = T['en-us'];
  await page.setViewportSize({ width: 1440, height: 900 });
  await login('affiliate', { locale: 'en-us', path: '/dashboard/profile/postback' });

  // Rotation: the new secret is shown once; once dismissed only its last four characters remain.
  await page.getByRole('button', { name: t.rotate }).click();
  await page.getByRole('button', { name: t.confirm }).click();
  const shown = page.getByTestId('postback-secret-shown');
  const secret = (await shown.locator('pre, code').first().innerText()).trim();
  expect(secret.length).toBeGreaterThan(20);
  await expect(page.getByTestId('postback-secret-state')).toContainText(secret.slice(-4));
  await shown.getByRole('button', { name: t.savedSecret }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The seeded outage: delivery 1 is retrying (next attempt due two minutes after the seed).
  const retrying = page.locator('[data-testid="postback-delivery"][data-delivery-id="1"]');
  await expect(retrying).toContainText(/Next attempt .* attempts? left/);
  await mock(page, '/__mock/clock', { now: new Date(Date.now() + 10 * 60_000).toISOString() });
  await page.getByRole('button', { name: t.refresh }).click();
  await expect(retrying).toContainText(t.delivered);
  await expect(retrying).toContainText('3 of 6');

  // Delivery 2 failed after six attempts: replayed as a new delivery, delivered at once.
  await page.getByRole('checkbox', { name: t.select(2) }).check();
  await page.getByRole('button', { name: t.replay }).click();
  await expect(page.getByText(t.replayed)).toBeVisible();
  await expect(page.getByTestId('postback-deliveries')).toContainText(t.replayOf(2));
  await shot(page, 'postback-1440-en-us');
});

test('affiliate, pt-br, 375 px: creates an API key and sees it once, schedules a report and downloads a past send', async ({
  page,
  login,
}) => {
  const t = T['pt-br'];
  await page.setViewportSize({ width: 375, height: 800 });
  await login('affiliate', { locale: 'pt-br', path: '/dashboard/profile/developers' });

  // Bad input first: every problem at its field, on the first click (the expiry's message, shown
  // as it lost focus, once moved the button away from that click).
  const expiry = page.locator('input[type="date"]');
  await expiry.fill('2020-01-01');
  await page.getByRole('button', { name: t.createKey }).click();
  await expect(page.getByText('Escolha um dia depois de hoje.')).toBeVisible();
  await expect(page.getByText('Este campo é obrigatório.')).toBeVisible();
  await expiry.fill('');
  await page.getByRole('textbox', { name: t.keyName }).fill('Importação do tracker');
  await page.getByRole('button', { name: t.createKey }).click();
  const shown = page.getByTestId('developers-new-key');
  const key = (await shown.locator('pre, code').first().innerText()).trim();
  expect(key).toMatch(/^pk_[A-Za-z0-9]{32}$/);
  await expect(page.getByTestId('developers-examples')).toContainText(`X-API-Key: ${key}`);
  await expect(page.locator('[data-testid="api-key"]').filter({ hasText: 'Importação do tracker' })).toContainText(key.slice(0, 7));
  await shown.getByRole('button', { name: t.savedKey }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(page.getByTestId('developers-examples')).toContainText('X-API-Key: YOUR_API_KEY');
  await shot(page, 'developers-375-pt-br');

  await navigate(page, '/dashboard/scheduled-reports');
  await page.getByRole('radio', { name: t.monthly }).check();
  await page.getByRole('button', { name: t.schedule, exact: true }).click();
  await expect(page.locator('[data-testid="report-schedule"]').filter({ hasText: t.monthly })).toBeVisible();
  const send = page.getByTestId('report-send').first();
  const [download] = await Promise.all([page.waitForEvent('download'), send.getByRole('button', { name: /^Baixar / }).click()]);
  expect(download.suggestedFilename()).toMatch(/^statistics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain('Date');
  await shot(page, 'schedules-375-pt-br');
});

for (const [locale, width] of [
  ['pt-br', 1440],
  ['en-us', 375],
] as const) {
  test(`admin, ${locale}, ${width} px: pauses a partner's schedule with a reason`, async ({ page, login }) => {
    const t = T[locale];
    await page.setViewportSize({ width, height: 900 });
    await login('admin', { locale, path: '/dashboard/admin/report-schedules?status=active' });
    const firstPause = page.getByRole('button', { name: t.pause, exact: true }).first();
    await firstPause.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.reason }).fill('E-mail bouncing');
    await dialog.getByRole('button', { name: t.pauseConfirm }).click();
    await expect(dialog).toBeHidden();
    await navigate(page, '/dashboard/admin/report-schedules?status=paused');
    await expect(page.getByText('E-mail bouncing').first()).toBeVisible();
    await expect(page.getByText(t.pausedByAdmin).first()).toBeVisible();
    await shot(page, `admin-schedules-${width}-${locale}`);
  });
}
