// The monthly statement per currency (issue 19.3) on the production build and the in-browser mock:
// the Mexican partner in Spanish at 1440 px reads an MXN statement, picks an earlier month (kept in
// the URL through a reload), downloads its CSV (file name and first lines checked) and prints it
// (print media: the app shell and the page's controls hidden, the statement shown); the Brazilian
// partner in pt-br at 375 px reads a BRL one without the page scrolling sideways.
import { readFile } from 'node:fs/promises';
import { expect, test } from './helpers/test';
import { loginAs } from './helpers/login';

test('mexico (es-419, 1440 px): an MXN statement, another month kept in the URL, the CSV, the print view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'mexico', { locale: 'es-419', path: '/dashboard/statements' });
  await expect(page.getByRole('heading', { level: 1, name: 'Estados de cuenta mensuales' })).toBeVisible();
  const sheet = page.getByRole('region', { name: /^Estado de cuenta de .+ en MXN$/ });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Moneda' })).toHaveValue('MXN');
  await expect(sheet.getByRole('row').filter({ hasText: 'Saldo final' })).toContainText(/MXN\s[\d,]+\.\d{2}$/);
  await expect(sheet.getByText('Socio: Valeria Hernández (ID 10008)')).toBeVisible();
  await expect(sheet.getByText(/Este mes sigue abierto/)).toBeVisible();

  // The month before: a closed statement, its month in the URL, still there after a reload.
  const month = page.getByRole('combobox', { name: 'Mes' });
  const earlier = (await month.locator('option').nth(1).getAttribute('value'))!;
  await month.selectOption(earlier);
  await expect(page).toHaveURL(new RegExp(`month=${earlier}`));
  await expect(sheet.getByText('cerrado', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Mes' })).toHaveValue(earlier);
  await expect(sheet.getByText('cerrado', { exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`statement-10008-${earlier}-MXN.csv`);
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Sección,Fecha,Descripción,Pago,Estado,Monto,Moneda');
  expect(lines[1]).toMatch(new RegExp(`^Saldo inicial,${earlier}-01,,,,-?\\d+(\\.\\d{1,2})?,MXN$`));
  expect(lines.at(-1)).toMatch(/^Saldo final,\d{4}-\d{2}-\d{2},,,,-?\d+(\.\d{1,2})?,MXN$/);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Socio: Valeria Hernández (ID 10008)')).toBeVisible();
  await expect(sheet.getByRole('row').filter({ hasText: 'Saldo final' })).toBeVisible();
});

test('affiliate (pt-br, 375 px): a BRL statement, the table scrolls in its box, the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'affiliate', { locale: 'pt-br', path: '/dashboard/statements' });
  const sheet = page.getByRole('region', { name: /^Extrato de .+ em BRL$/ });
  await expect(sheet.getByRole('row').filter({ hasText: 'Saldo inicial' })).toContainText(/R\$\s[\d.]+,\d{2}$/);
  await expect(page.getByRole('combobox', { name: 'Moeda' })).toHaveValue('BRL');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const box = sheet.locator('.mantine-TableScrollContainer-scrollContainer');
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
