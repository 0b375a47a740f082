// Campaigns on the production build and the in-browser mock: the list with current/max, the
// create modal (name transformed as typed, the rules at the field, 406 at the limit, a 500 that
// keeps the input — as the newbie), the detail page (copy, QR code, chart, delete), a malformed
// id, pt-br as the affiliate, and the newbie in pt-br down to an empty list and creating again.
// A page load restarts the app and its mock (seconds), so after signing in (helpers/login.ts) each test moves by clicking.
import { expect as baseExpect, test, type Page } from './helpers/test';
import { loginAs, type LoginUser } from './helpers/login';
import { acceptTerms } from './helpers/workspace-setup';

// Each test signs in and walks a whole flow; on a shared, loaded machine that needs more room
// than the defaults (a real hang still fails).
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const usage = (page: Page) => page.getByTestId('campaign-usage');
const cards = (page: Page) => page.getByTestId('campaign-card');
const dialog = (page: Page) => page.getByRole('dialog');

async function openCampaigns(page: Page, user: LoginUser = 'affiliate') {
  await loginAs(page, user, { path: '/dashboard/campaigns' });
  // The newbie has not accepted the terms yet: accept-terms opens over every page first.
  if (user === 'newbie') await acceptTerms(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Creates campaigns straight through the API (answered by the page's mock), as another tab would. */
async function createThroughApi(page: Page, names: string[]) {
  await page.evaluate(async (list) => {
    for (const name of list) {
      const res = await fetch('/api/me/campaigns', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ name }),
      });
      if (res.status !== 201) throw new Error(`create ${name}: ${res.status}`);
    }
  }, names);
}

test('affiliate: the list with current/max, each campaign with its link and copy button', async ({ page }) => {
  await openCampaigns(page);
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await expect(usage(page)).toHaveText('6/10 campaigns');
  await expect(cards(page)).toHaveCount(6);
  const first = cards(page).filter({ hasText: 'Copa-2026' });
  await expect(first.getByText('Campanha principal do canal')).toBeVisible();
  await expect(first.getByText(/^Created on /)).toBeVisible();
  await expect(first.getByTestId('tracking-link')).toHaveAttribute('href', /^https:\/\/apostas\.example\.com\/registro\?btag=/);
  await expect(first.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New campaign' })).toBeEnabled();
});

test('create: the name is transformed as typed, the rules show at the field, success adds it', async ({ page }) => {
  await openCampaigns(page);
  await page.getByRole('button', { name: 'New campaign' }).click();
  await expect(page).toHaveURL(/[?&]modal=campaign-create/);
  const name = dialog(page).getByRole('textbox', { name: 'Name' });
  const description = dialog(page).getByRole('textbox', { name: 'Description' });
  const submit = dialog(page).getByRole('button', { name: 'Create campaign' });

  await submit.click();
  await expect(dialog(page).getByText('This field is required.')).toBeVisible();
  await name.pressSequentially('ab');
  await submit.click();
  await expect(dialog(page).getByText('Use at least 3 characters.')).toBeVisible();
  await name.fill('x'.repeat(40));
  await expect(name).toHaveValue('x'.repeat(32));
  await description.fill('d'.repeat(129));
  await submit.click();
  await expect(dialog(page).getByText('Use at most 128 characters.')).toBeVisible();

  await name.clear();
  await name.pressSequentially('Minha campanha 1!');
  await expect(name).toHaveValue('Minha-campanha-1');
  await description.fill('Stories da semana');
  await submit.click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/modal=/);
  await expect(page.getByText('Campaign Minha-campanha-1 created.')).toBeVisible();
  await expect(usage(page)).toHaveText('7/10 campaigns');
  await expect(cards(page).filter({ hasText: 'Minha-campanha-1' }).getByText('Stories da semana')).toBeVisible();
});

test('406 at the limit: the modal says so and keeps the input, then the button is disabled with the reason', async ({ page }) => {
  await openCampaigns(page);
  await expect(usage(page)).toHaveText('6/10 campaigns');
  await page.getByRole('button', { name: 'New campaign' }).click();
  // Meanwhile the limit is reached elsewhere (6 + 4 = 10).
  await createThroughApi(page, ['outra-aba-1', 'outra-aba-2', 'outra-aba-3', 'outra-aba-4']);
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Uma a mais');
  await dialog(page).getByRole('textbox', { name: 'Description' }).fill('Depois do limite');
  await dialog(page).getByRole('button', { name: 'Create campaign' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Maximum campaigns reached. Delete a campaign before creating another.');
  await expect(dialog(page).getByRole('textbox', { name: 'Name' })).toHaveValue('Uma-a-mais');
  await expect(dialog(page).getByRole('textbox', { name: 'Description' })).toHaveValue('Depois do limite');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(usage(page)).toHaveText('10/10 campaigns');
  await expect(page.getByRole('button', { name: 'New campaign' })).toBeDisabled();
  await expect(page.getByText('You have reached the maximum of 10 campaigns. Delete one to create another.')).toBeVisible();
});

test('newbie: a 500 on create keeps everything typed; sending again works', async ({ page }) => {
  await openCampaigns(page, 'newbie');
  await page.getByRole('button', { name: 'New campaign' }).click();
  await page.evaluate(() =>
    fetch('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ method: 'POST', path: '/api/me/campaigns', status: 500, times: 1 }] }),
    }),
  );
  const name = dialog(page).getByRole('textbox', { name: 'Name' });
  await name.fill('Black Friday');
  await dialog(page).getByRole('textbox', { name: 'Description' }).fill('Promo de novembro');
  await dialog(page).getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('Something went wrong. Try again in a moment.')).toBeVisible();
  await expect(name).toHaveValue('Black-Friday');
  await expect(dialog(page).getByRole('textbox', { name: 'Description' })).toHaveValue('Promo de novembro');
  await dialog(page).getByRole('button', { name: 'Create campaign' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(cards(page).filter({ hasText: 'Black-Friday' })).toBeVisible();
});

test('detail: copy the link, QR code, figures chart, then delete with confirmation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCampaigns(page);
  await page.getByRole('link', { name: 'Details of Instagram-Stories' }).click();
  await expect(page).toHaveURL(/\/dashboard\/campaigns\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Instagram-Stories', level: 1 })).toBeVisible();

  const link = await page.getByTestId('tracking-link').textContent();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const qr = page.getByRole('img', { name: 'QR code of the tracking link of Instagram-Stories' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);

  await expect(page.getByRole('heading', { name: 'Last 30 days' })).toBeVisible();
  await expect(page.getByRole('img', { name: /per day$/ }).locator('canvas')).toBeVisible();

  await page.getByRole('button', { name: 'Delete campaign' }).click();
  await expect(dialog(page)).toContainText('Delete Instagram-Stories?');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete campaign' }).click();
  await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/campaigns$/);
  await expect(page.getByText('Campaign Instagram-Stories deleted.')).toBeVisible();
  await expect(usage(page)).toHaveText('5/10 campaigns');
  await expect(cards(page).filter({ hasText: 'Instagram-Stories' })).toHaveCount(0);
});

test('a malformed or unknown campaign id gets the 404 page', async ({ page }) => {
  await loginAs(page, 'affiliate', { path: '/dashboard/campaigns/abc' });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/dashboard/campaigns/999999');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 20_000 });
  // …and then the 404's way back to the dashboard.
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});

test('pt-br: list, limit and the create modal in Portuguese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
  await openCampaigns(page);
  await expect(page.getByRole('heading', { name: 'Campanhas', level: 1 })).toBeVisible();
  await expect(usage(page)).toHaveText('6/10 campanhas');
  await expect(
    cards(page)
      .first()
      .getByText(/^Criada em \d{2}\/\d{2}\/\d{4}$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Nova campanha' }).click();
  const name = dialog(page).getByRole('textbox', { name: 'Nome' });
  await name.pressSequentially('Promoção de Verão!');
  await expect(name).toHaveValue('Promocao-de-Verao');
  await name.fill('ab');
  await dialog(page).getByRole('button', { name: 'Criar campanha' }).click();
  await expect(dialog(page).getByText('Use pelo menos 3 caracteres.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
});

test('newbie, pt-br: one campaign of 10; deleting it leaves the empty list; a new one from there', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
  await openCampaigns(page, 'newbie');
  await expect(usage(page)).toHaveText('1/10 campanhas');
  await page.getByRole('link', { name: 'Detalhes de Meu-Primeiro-Link' }).click();
  await page.getByRole('button', { name: 'Excluir campanha' }).click();
  await dialog(page).getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/campaigns$/);
  await expect(page.getByText('Campanha Meu-Primeiro-Link excluída.')).toBeVisible();
  await expect(usage(page)).toHaveText('0/10 campanhas');
  await expect(page.getByText('Você ainda não tem campanhas. Crie uma para receber seu link de rastreamento.')).toBeVisible();
  await page.getByRole('button', { name: 'Nova campanha' }).click();
  const name = dialog(page).getByRole('textbox', { name: 'Nome' });
  await name.pressSequentially('Lançamento  de março-');
  await dialog(page).getByRole('button', { name: 'Criar campanha' }).click();
  await expect(page.getByText('Campanha Lancamento-de-marco criada.')).toBeVisible();
  await expect(usage(page)).toHaveText('1/10 campanhas');
});
