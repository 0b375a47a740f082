// Sub-affiliates and demo balance on the production build and the in-browser mock. Demo balance:
// the limits panel, a request (then pending in the list, and the panel saying so in place of the
// request button), edit and cancel of the pending one (which still counts for the day), 429 after
// the day's requests were used elsewhere, 406 when the week was used up elsewhere, a 500 that
// keeps the input (the newbie, pt-br), the newbie's empty pages in both languages, the affiliate
// in pt-br. Sub-affiliates: the list, the commission summary and copying the invite link; in
// pt-br the summary and link. A page load restarts the app and its mock (seconds), so after opening a page each
// test moves by clicking; "elsewhere" is another client calling the page's mock API (another tab,
// the admin), which the 5-minute limits cache does not see yet.
import { expect, test, type Page } from './helpers/test';
import { loginAs, type LoginUser } from './helpers/login';
import { acceptTerms, t, type Locale } from './helpers/workspace-setup';

// Room for a loaded machine (parallel builds): the first paint of a lazy page can take a while.
test.describe.configure({ timeout: 90_000 });

const dialog = (page: Page) => page.getByRole('dialog');
const refusal = (page: Page) => dialog(page).getByTestId('demo-refusal');

async function open(page: Page, path: string, user: LoginUser = 'affiliate', locale: Locale = 'en-us') {
  await loginAs(page, user, { locale, path });
  // Terms not accepted: the accept-terms modal opens over the page first.
  if (user === 'newbie') await acceptTerms(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

async function fillRequest(page: Page, amount: string, reason = 'Live demo tonight', identifier = 'player-42') {
  await page.getByRole('link', { name: 'Request demo balance' }).click();
  await expect(page).toHaveURL(/[?&]modal=demo-balance-request/);
  await dialog(page)
    .getByRole('textbox', { name: /^Amount/ })
    .fill(amount);
  await dialog(page)
    .getByRole('textbox', { name: /^Reason/ })
    .fill(reason);
  await dialog(page)
    .getByRole('textbox', { name: /^Product identifier/ })
    .fill(identifier);
  await dialog(page).getByRole('checkbox').check();
}

/** Demo requests made outside this page (another tab), each then approved or declined by an admin. */
async function requestsDecidedElsewhere(page: Page, amounts: number[], action: 'approve' | 'decline') {
  await page.evaluate(
    async ({ amounts, action }) => {
      const signin = await fetch('/api/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
      });
      const admin = ((await signin.json()) as { token: string }).token;
      for (const amount of amounts) {
        const res = await fetch('/api/me/balance/demo', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
          body: JSON.stringify({ amount, reason: 'From another tab', productIdentifier: 'other-tab', termsAccepted: true }),
        });
        if (res.status !== 201) throw new Error(`create: ${res.status}`);
        const { ID } = (await res.json()) as { ID: number };
        const decided = await fetch(`/api/management/demo-balance/${ID}/${action}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
          body: '{}',
        });
        if (decided.status !== 200) throw new Error(`${action}: ${decided.status}`);
      }
    },
    { amounts, action },
  );
}

test('affiliate: the limits panel, a request that shows pending, and the notice in place of a second one', async ({ page }) => {
  await open(page, '/dashboard/demo-balance');
  await expect(page.getByTestId('demo-today')).toHaveText('0 of 3');
  await expect(page.getByTestId('demo-week')).toHaveText('R$150.00 of R$500.00');
  await expect(page.getByTestId('demo-available')).toHaveText('R$350.00');
  const list = page.getByRole('table', { name: 'Your requests' });
  await expect(list.getByText('Approved')).toHaveCount(3);
  await expect(list.getByText('Declined')).toHaveCount(1);

  await fillRequest(page, '25.5', '   live   demo for   the stream ');
  await dialog(page).getByRole('button', { name: 'Send request' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText('Demo balance requested. We will review it soon.')).toBeVisible();
  const row = list.getByRole('row').filter({ hasText: 'Pending' });
  await expect(row).toContainText('R$25.50');
  await expect(row).toContainText('Live demo for the stream');
  await expect(page.getByTestId('demo-today')).toHaveText('1 of 3');
  await expect(page.getByTestId('demo-available')).toHaveText('R$324.50');

  // A second request would be refused (409): the panel says so before any form.
  await expect(page.getByTestId('demo-block')).toHaveText(/^Your request of R\$25\.50, sent on .+, is still in progress\./);
  await expect(page.getByRole('link', { name: 'Request demo balance' })).toHaveCount(0);
});

test('affiliate: edit the pending request, then cancel it after confirming', async ({ page }) => {
  await open(page, '/dashboard/demo-balance');
  await fillRequest(page, '40');
  await dialog(page).getByRole('button', { name: 'Send request' }).click();
  await expect(dialog(page)).toHaveCount(0);
  const list = page.getByRole('table', { name: 'Your requests' });
  const pending = list.getByRole('row').filter({ hasText: 'Pending' });
  await expect(pending).toContainText('R$40.00');

  await pending.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/[?&]modal=demo-balance-request&requestId=\d+|[?&]requestId=\d+.*modal=demo-balance-request/);
  await expect(dialog(page).getByRole('heading', { name: 'Edit demo balance request' })).toBeVisible();
  const amount = dialog(page).getByRole('textbox', { name: /^Amount/ });
  await expect(amount).toHaveValue('40');
  await amount.fill('60.75');
  await dialog(page).getByRole('checkbox').check();
  await dialog(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(pending).toContainText('R$60.75');
  await expect(page.getByTestId('demo-available')).toHaveText('R$289.25');

  await pending.getByRole('button', { name: 'Cancel request' }).click();
  await expect(dialog(page).getByText('The request of R$60.75 will be removed. This cannot be undone.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Request cancelled.')).toBeVisible();
  await expect(list.getByText('Pending')).toHaveCount(0);
  await expect(page.getByTestId('demo-available')).toHaveText('R$350.00');
  await expect(page.getByTestId('demo-today')).toHaveText('1 of 3'); // a cancelled request keeps its day's slot
});

test('affiliate: 429 once the day’s requests were used elsewhere; then the button explains why', async ({ page }) => {
  await open(page, '/dashboard/demo-balance');
  await expect(page.getByTestId('demo-today')).toHaveText('0 of 3');
  await requestsDecidedElsewhere(page, [5, 5, 5], 'decline');
  await fillRequest(page, '20');
  await dialog(page).getByRole('button', { name: 'Send request' }).click();
  await expect(refusal(page)).toHaveText(/You reached today’s request limit\. Try again on /);
  await expect(dialog(page).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Live demo tonight');
  await dialog(page).getByRole('button', { name: 'Close' }).last().click(); // the footer button; the corner × is also "Close"
  await expect(page.getByTestId('demo-today')).toHaveText('3 of 3');
  await expect(page.getByTestId('demo-block')).toHaveText(/You used today’s requests\. You can request again on /);
  await expect(page.getByRole('link', { name: 'Request demo balance' })).toHaveCount(0);
});

test('affiliate: 406 when the week was used up elsewhere; the amount rules at the field', async ({ page }) => {
  await open(page, '/dashboard/demo-balance');
  await expect(page.getByTestId('demo-available')).toHaveText('R$350.00');
  await requestsDecidedElsewhere(page, [300], 'approve');
  await fillRequest(page, '351');
  await dialog(page).getByRole('button', { name: 'Send request' }).click();
  await expect(dialog(page).getByText('At most R$350.00 is available.')).toBeVisible();
  await dialog(page)
    .getByRole('textbox', { name: /^Amount/ })
    .fill('100');
  await dialog(page).getByRole('button', { name: 'Send request' }).click();
  await expect(refusal(page)).toHaveText(/This amount is more than this week’s limit allows/);
  await expect(dialog(page).getByRole('textbox', { name: /^Amount/ })).toHaveValue('100');
  // The refusal refreshed the limits: the field now knows what is left.
  await dialog(page).getByRole('button', { name: 'Send request' }).click();
  await expect(dialog(page).getByText('At most R$50.00 is available.')).toBeVisible();
});

test('newbie, pt-br: a server error keeps the input, and sending again works', async ({ page }) => {
  await open(page, '/dashboard/demo-balance', 'newbie', 'pt-br');
  await page.evaluate(() =>
    fetch('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ method: 'POST', path: '/api/me/balance/demo', status: 500, times: 1 }] }),
    }),
  );
  await page.getByRole('link', { name: 'Solicitar saldo demo' }).click();
  const amount = dialog(page).getByRole('textbox', { name: /^Valor/ });
  await amount.pressSequentially('12,34');
  await dialog(page)
    .getByRole('textbox', { name: /^Motivo/ })
    .fill('Demo para um torneio');
  await dialog(page)
    .getByRole('textbox', { name: /^Identificador no produto/ })
    .fill('player-777');
  await dialog(page).getByRole('checkbox').check();
  await dialog(page).getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(refusal(page)).toHaveText(/Não foi possível enviar a solicitação\. Seus dados foram mantidos/);
  await expect(amount).toHaveValue('12,34');
  await expect(dialog(page).getByRole('textbox', { name: /^Motivo/ })).toHaveValue('Demo para um torneio');
  await expect(dialog(page).getByRole('textbox', { name: /^Identificador no produto/ })).toHaveValue('player-777');
  await expect(dialog(page).getByRole('checkbox')).toBeChecked();
  await dialog(page).getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Suas solicitações' }).getByRole('row').filter({ hasText: 'Pendente' })).toContainText(
    'R$ 12,34',
  );
});

for (const locale of ['en-us', 'pt-br'] as const)
  test(`newbie, ${locale}: no demo requests and no sub-affiliates; the invite link carries their username`, async ({ page }) => {
    await open(page, '/dashboard/demo-balance', 'newbie', locale);
    await expect(
      page.getByText(t(locale, 'You have not requested demo balance yet.', 'Você ainda não solicitou saldo demo.')),
    ).toBeVisible();
    await expect(page.getByTestId('demo-available')).toHaveText(/^R\$\s?\d/);
    await page
      .getByRole('navigation', { name: t(locale, 'Main menu', 'Menu principal') })
      .getByRole('link', { name: t(locale, 'Sub-affiliates', 'Subafiliados') })
      .click();
    await expect(
      page.getByText(
        t(
          locale,
          'You have no sub-affiliates yet. Share your invite link to bring partners in.',
          'Você ainda não tem subafiliados. Compartilhe seu link de convite para trazer parceiros.',
        ),
      ),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: t(locale, 'Invite link', 'Link de convite') })).toHaveValue(
      /\/auth\?step=signup&bta=newbie$/,
    );
    await expect(page.getByTestId('sub-count')).toHaveText('0');
  });

test('affiliate: sub-affiliates list, sorting, summary, and copying the invite link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/dashboard/affiliated');
  const table = page.getByRole('table', { name: 'Your sub-affiliates' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  await expect(page.getByTestId('sub-commission')).toHaveText(/^R\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('sub-balance')).toHaveText(/^R\$[\d,]+\.\d{2}$/);

  const byCommission = table.getByRole('button', { name: /^Commission/ });
  await byCommission.click();
  await expect(byCommission).toHaveAccessibleName(/Sorted descending/);
  const commissions = async () =>
    (await table.locator('tbody tr td:last-child').allInnerTexts()).map((t) => Number(t.replace(/[^\d.]/g, '')));
  await expect
    .poll(async () => {
      const amounts = await commissions();
      return amounts.length > 1 && amounts.every((a, i) => i === 0 || amounts[i - 1]! >= a);
    })
    .toBe(true);

  const link = page.getByRole('textbox', { name: 'Invite link' });
  await expect(link).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/auth\?step=signup&bta=affiliate$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
});

test('affiliate, pt-br: the demo balance page and the form in Portuguese, then the sub-affiliates', async ({ page }) => {
  await loginAs(page, 'affiliate', { locale: 'pt-br', path: '/dashboard/demo-balance' });
  await expect(page.getByRole('heading', { name: 'Saldo demo', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('demo-today')).toHaveText('0 de 3');
  await expect(page.getByTestId('demo-week')).toHaveText('R$ 150,00 de R$ 500,00');
  await expect(page.getByTestId('demo-available')).toHaveText('R$ 350,00');
  await expect(page.getByRole('table', { name: 'Suas solicitações' }).getByText('Aprovado')).toHaveCount(3);
  await page.getByRole('link', { name: 'Solicitar saldo demo' }).click();
  const amount = dialog(page).getByRole('textbox', { name: /^Valor/ });
  await amount.pressSequentially('1234,5');
  await expect(amount).toHaveValue('1.234,5');
  await dialog(page).getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(dialog(page).getByText('No máximo R$ 350,00 está disponível.')).toBeVisible();
  await expect(dialog(page).getByText('Aceite os termos para enviar a solicitação.')).toBeVisible();
  await amount.fill('1,99');
  await dialog(page).getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(dialog(page).getByText('O mínimo é R$ 2,00.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Fechar' }).last().click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Subafiliados' }).click();
  await expect(page.getByRole('table', { name: 'Seus subafiliados' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('sub-balance')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  await expect(page.getByRole('textbox', { name: 'Link de convite' })).toHaveValue(/\/auth\?step=signup&bta=affiliate$/);
});
