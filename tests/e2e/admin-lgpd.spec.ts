// The admin LGPD queue (issue 19.4) in pt-br at 375 px: the partner `affiliate` asks for the
// deletion of their data; the administrator sees the overdue requests highlighted (tinted row,
// "Atrasado" badge, "atrasado há N dias"), opens the partner's request and completes it with a
// reply; the audit log shows the reply (issue 17.5: who, the request, status before → after, not the
// text) and its target opens the request's dialog; back as the partner, Profile → Personal data
// shows the request completed with the reply.
import { expect, test } from './helpers/test';
import { loginAs } from './helpers/login';

const REPLY = 'Dados excluídos; os registros fiscais ficam guardados por 5 anos.';

test('admin (pt-br, 375 px): overdue LGPD requests highlighted; answers a partner’s request, which the partner sees completed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const saved = () => expect(page.locator('html')).toHaveAttribute('data-mock-persistence', 'saved');

  // The partner's own request (the centre's form is privacy.spec's; here the same call).
  await loginAs(page, 'affiliate', { locale: 'pt-br', path: '/dashboard/profile/personal-data' });
  const made = await page.evaluate(async () => {
    const res = await fetch('/api/me/privacy/requests', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'deletion', details: 'Não trabalho mais com o programa.' }),
    });
    return (await res.json()) as { ID: number };
  });
  await saved();

  await loginAs(page, 'admin', { locale: 'pt-br', path: '/dashboard/admin/privacy-requests' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos LGPD' })).toBeVisible();
  const late = page.locator('tr[data-overdue="true"]').first();
  await expect(late.getByText('Atrasado', { exact: true })).toBeVisible();
  await expect(late.getByText(/^atrasado há \d+ dias?$/)).toBeVisible();
  expect(await late.evaluate((row) => getComputedStyle(row).backgroundColor)).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(255, 255, 255\)$/);

  await page.getByRole('link', { name: `#${made.ID} · Exclusão` }).click();
  const dialog = page.getByRole('dialog', { name: `Pedido LGPD nº ${made.ID}` });
  await expect(dialog.getByText('Não trabalho mais com o programa.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Status a definir' }).selectOption('completed');
  await dialog.getByRole('textbox', { name: 'Resposta ao parceiro' }).fill(REPLY);
  const answered = page.waitForResponse((r) => r.url().endsWith(`/privacy-requests/${made.ID}/reply`) && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
  expect((await answered).status()).toBe(200);
  await expect(dialog.getByText('Este pedido está encerrado e não pode ser respondido de novo.')).toBeVisible();
  await expect(dialog.getByText('Concluído', { exact: true })).toBeVisible();
  await saved();

  // The reply is in the audit log, in words, without its text; its target opens the same dialog.
  await page.goto(`/dashboard/admin/audit-log?targetType=privacy_request&targetId=${made.ID}`);
  const entry = page.getByTestId('audit-row');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('audit-action')).toHaveText('Pedido LGPD respondido');
  await expect(entry).toContainText('Status: open → completed');
  await expect(entry).not.toContainText(REPLY);
  await entry.getByRole('link', { name: `Pedido LGPD #${made.ID}` }).click();
  await expect(page.getByRole('dialog', { name: `Pedido LGPD nº ${made.ID}` })).toBeVisible();

  await loginAs(page, 'affiliate', { locale: 'pt-br', path: '/dashboard/profile/personal-data' });
  const centre = page.getByRole('region', { name: 'Meus dados (LGPD)' });
  await centre.scrollIntoViewIfNeeded(); // the centre loads as it nears the screen
  const mine = centre.getByTestId('privacy-request').filter({ hasText: REPLY });
  await expect(mine).toContainText('concluído');
});
