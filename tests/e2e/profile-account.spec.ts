// The profile pages on the production build and the in-browser mock: personal data (names,
// country, the once-a-day refusal, the 5–10 minute wait, e-mail check, CPF), the password change
// (through the mock identity provider) and the activity log,
// the settings (≥ 0 at the field, the day's count, 10 a day) and the postback (endpoint and
// duplicate-key rules, once a day, the test call and the deliveries). As `affiliate` in en-us
// and as `newbie` in pt-br, each rule broken once (message at the field, text kept) and then
// satisfied and saved; an injected 500 keeps the input. One sign-in per test: pages are reached
// through the menu, since a reload reseeds the mock.
import { expect as baseExpect, test, type Locator, type Page } from './helpers/test';
import { submitSignIn } from './helpers/sign-in';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/auth?step=signin');
  await submitSignIn(page, username);
  await expect(page).toHaveURL(/\/dashboard(\/|\?|$)/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
}

async function fault(page: Page, method: string, path: string): Promise<void> {
  await page.evaluate(
    async ([m, p]) => {
      const r = await fetch('/__mock/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: [{ method: m, path: p, status: 500, times: 1 }] }),
      });
      if (!r.ok) throw new Error(`faults: ${r.status}`);
    },
    [method, path] as const,
  );
}

/** Opens a profile page through the menu (no reload, so the mock keeps what the test did). */
async function openPage(page: Page, label: RegExp): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: label }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** The text a field shows as its error, through the field's accessible description. */
const expectFieldError = (field: Locator, text: string | RegExp) => expect(field).toHaveAccessibleDescription(text);

test('affiliate (en-us): personal data and security', async ({ page }) => {
  await signIn(page, 'affiliate');

  // Personal data: a rule broken, a 500 (input kept), a save with the wait, then once a day.
  await openPage(page, /^Personal data$/);
  const first = page.getByRole('textbox', { name: 'First name' });
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(first).toHaveValue('Mariana');
  await first.fill('   ');
  await save.click();
  await expectFieldError(first, /This field is required\./);
  await expect(first).toHaveValue('   ');
  await first.fill('Mariana Clara');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Argentina' }).click();
  await fault(page, 'PUT', '/api/me/profile');
  await save.click();
  await expect(page.getByText('Something went wrong. Try again in a moment.')).toBeVisible();
  await expect(first).toHaveValue('Mariana Clara');
  await save.click();
  await expect(page.getByTestId('profile-saved')).toContainText('5 to 10 minutes');
  await expect(page.getByTestId('profile-next-update')).toBeVisible();
  await first.fill('Mari');
  await save.click();
  await expect(page.getByTestId('profile-refusal')).toContainText('already updated today');
  await expect(first).toHaveValue('Mari');
  await expect(page.getByTestId('cpf-registered')).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // Security: the password change (mismatch at the field, a wrong current password, then done)
  // and the activity log, newest first, with what was just done.
  await openPage(page, /^Security$/);
  await expect(page.getByRole('row').nth(1)).toContainText('Dados pessoais atualizados');
  const current = page.getByRole('textbox', { name: 'Current password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm the new password', exact: true });
  await current.fill('demo1234');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Nova-senha-2026');
  await confirm.fill('Nova-senha-2025');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectFieldError(confirm, /The passwords do not match\./);
  await expect(confirm).toHaveValue('Nova-senha-2025');
  await confirm.fill('Nova-senha-2026');
  await current.fill('not-my-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectFieldError(current, /The current password is wrong\./);
  await current.fill('demo1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Use the new one the next time you sign in.')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(page.getByRole('row').nth(1)).toContainText('Senha alterada');
  await expect(page.getByRole('row').filter({ hasText: 'By administrator admin' }).first()).toBeVisible();

});

test('affiliate (en-us): settings and postback', async ({ page }) => {
  await signIn(page, 'affiliate');

  // Settings: ≥ 0 at the field, then a save counted.
  await openPage(page, /^Settings$/);
  await expect(page.getByTestId('settings-changes-used')).toHaveText('0 of 10 changes used today');
  const row = page.getByTestId('setting-low_balance_alert');
  const alert = row.getByRole('textbox', { name: /Low balance alert/ });
  await alert.fill('-5');
  await row.getByRole('button', { name: /^Save/ }).click();
  await expectFieldError(alert, /The minimum is 0\./);
  await expect(alert).toHaveValue('-5');
  await alert.fill('300');
  await row.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('Setting saved.')).toBeVisible();
  await expect(page.getByTestId('settings-changes-used')).toHaveText('1 of 10 changes used today');

  // Postback: endpoint and duplicate key at their fields, save, test call, deliveries, once a day.
  await openPage(page, /^Postback$/);
  const endpoint = page.getByRole('textbox', { name: 'Endpoint' });
  await expect(endpoint).toHaveValue('https://tracker.example.com/postback/affiliate');
  await endpoint.fill('tracker.example.com/pb');
  await page.getByRole('button', { name: 'Save postback' }).click();
  await expectFieldError(endpoint, /Enter a valid http:\/\/ or https:\/\/ address\./);
  await expect(endpoint).toHaveValue('tracker.example.com/pb');
  await endpoint.fill('https://hooks.example.com/pb');
  await page.getByRole('button', { name: 'Add key' }).click();
  const key3 = page.getByRole('textbox', { name: 'Key 3' });
  await key3.fill('clickid');
  await page.getByRole('button', { name: 'Save postback' }).click();
  await expectFieldError(key3, /This key is already in the list\./);
  await expect(key3).toHaveValue('clickid');
  await key3.fill('subid');
  await page.getByRole('textbox', { name: 'Value 3' }).fill('{playerId}');
  await page.getByRole('button', { name: 'Save postback' }).click();
  await expect(page.getByText('Postback saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Send test call' }).click();
  const result = page.getByTestId('postback-test-result');
  await expect(result).toContainText('200 · Delivered');
  await expect(page.getByTestId('postback-test-body')).toHaveText('OK');
  await expect(result).toContainText('https://hooks.example.com/pb');
  await expect(page.getByRole('row').nth(1)).toContainText('Test');
  await expect(page.getByRole('row').nth(1)).toContainText('hooks.example.com');
  await endpoint.fill('https://other.example.com/pb');
  await page.getByRole('button', { name: 'Save postback' }).click();
  await expect(page.getByTestId('postback-refusal')).toContainText('already changed today');
  await expect(endpoint).toHaveValue('https://other.example.com/pb');
});

/** Signs the newbie in, in Portuguese, and accepts the promotion guidelines it is asked for. */
async function signInNewbie(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
  await signIn(page, 'newbie');
  const terms = page.getByRole('dialog', { name: /diretrizes/i });
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: /Aceitar/ }).click();
  await expect(terms).toBeHidden();
}

test('newbie (pt-br): personal data, e-mail, CPF and security', async ({ page }) => {
  await signInNewbie(page);

  // Personal data.
  await openPage(page, /^Dados pessoais$/);
  const last = page.getByRole('textbox', { name: 'Sobrenome' });
  await expect(last).toHaveValue('Ferreira');
  await last.fill('F'.repeat(33));
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expectFieldError(last, /Use no máximo 32 caracteres\./);
  await expect(last).toHaveValue('F'.repeat(33));
  await last.fill('Ferreira Lima');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByTestId('profile-saved')).toContainText('5 a 10 minutos');

  // E-mail: a wrong code at the field (kept), then the right one.
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByTestId('email-code-sent')).toContainText('Enviamos um código');
  const code = page.getByRole('textbox', { name: 'Código de verificação' });
  await code.fill('654321');
  await page.getByRole('button', { name: 'Verificar e-mail' }).click();
  await expectFieldError(code, /Este código está errado ou expirou\./);
  await expect(code).toHaveValue('654321');
  await code.fill('123456');
  await page.getByRole('button', { name: 'Verificar e-mail' }).click();
  await expect(page.getByText('Verificado', { exact: true })).toBeVisible();

  // CPF: the mask, the check digits at the field (kept), then saved and read-only.
  const cpf = page.getByRole('textbox', { name: 'CPF' });
  await cpf.pressSequentially('11111111112');
  await expect(cpf).toHaveValue('111.111.111-12');
  await page.getByRole('button', { name: 'Salvar CPF' }).click();
  await expectFieldError(cpf, /Informe um CPF válido\./);
  await expect(cpf).toHaveValue('111.111.111-12');
  await cpf.fill('');
  await cpf.pressSequentially('52998224725');
  await page.getByRole('button', { name: 'Salvar CPF' }).click();
  await expect(page.getByTestId('cpf-registered')).toHaveValue('529.982.247-25');

  // Security: the log shows what was just done, in the API's words.
  await openPage(page, /^Segurança$/);
  const next = page.getByRole('textbox', { name: 'Nova senha', exact: true });
  await page.getByRole('textbox', { name: 'Senha atual', exact: true }).fill('demo1234');
  await next.fill('abc');
  await page.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expectFieldError(next, /Use pelo menos 6 caracteres\./);
  await expect(next).toHaveValue('abc');
  await next.fill('senha-nova-1');
  await page.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('senha-nova-1');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada. Use a nova na próxima vez que entrar.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Senha alterada' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'CPF cadastrado' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'E-mail verificado' })).toBeVisible();

});

test('newbie (pt-br): settings and postback', async ({ page }) => {
  await signInNewbie(page);

  // Settings.
  await openPage(page, /^Configurações$/);
  await expect(page.getByTestId('settings-changes-used')).toHaveText('0 de 10 alterações usadas hoje');
  const row = page.getByTestId('setting-daily_summary_hour');
  const hour = row.getByRole('textbox', { name: /Horário do resumo diário/ });
  await hour.fill('');
  await row.getByRole('button', { name: /^Salvar/ }).click();
  await expectFieldError(hour, /Este campo é obrigatório\./);
  await hour.fill('18');
  await row.getByRole('button', { name: /^Salvar/ }).click();
  await expect(page.getByText('Configuração salva.')).toBeVisible();
  await expect(page.getByTestId('settings-changes-used')).toHaveText('1 de 10 alterações usadas hoje');

  // Postback: nothing configured yet; required endpoint, duplicate keys, a 500, then saved.
  await openPage(page, /^Postback$/);
  await expect(page.getByText('Nenhum postback configurado ainda.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar chamada de teste' })).toBeDisabled();
  const endpoint = page.getByRole('textbox', { name: 'Endpoint' });
  await page.getByRole('button', { name: 'Salvar postback' }).click();
  await expectFieldError(endpoint, /Este campo é obrigatório\./);
  await endpoint.fill('https://meu-tracker.example.com/pb');
  await page.getByRole('button', { name: 'Adicionar chave' }).click();
  await page.getByRole('button', { name: 'Adicionar chave' }).click();
  await page.getByRole('textbox', { name: 'Chave 1' }).fill('clickid');
  await page.getByRole('textbox', { name: 'Valor 1' }).fill('{clickId}');
  const key2 = page.getByRole('textbox', { name: 'Chave 2' });
  await key2.fill('clickid');
  await page.getByRole('button', { name: 'Salvar postback' }).click();
  await expectFieldError(key2, /Esta chave já está na lista\./);
  await key2.fill('valor');
  await page.getByRole('textbox', { name: 'Valor 2' }).fill('{amount}');
  await fault(page, 'POST', '/api/me/postback');
  await page.getByRole('button', { name: 'Salvar postback' }).click();
  await expect(page.getByText('Algo deu errado', { exact: false })).toBeVisible();
  await expect(endpoint).toHaveValue('https://meu-tracker.example.com/pb');
  await expect(key2).toHaveValue('valor');
  await page.getByRole('button', { name: 'Salvar postback' }).click();
  await expect(page.getByText('Postback salvo.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar chamada de teste' }).click();
  await expect(page.getByTestId('postback-test-result')).toContainText('200 · Entregue');
  await expect(page.getByTestId('postback-test-body')).toHaveText('OK');
  await expect(page.getByRole('row').nth(1)).toContainText('Teste');
});
