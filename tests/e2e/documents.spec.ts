// The documents page on the production build and the in-browser mock (no reload after a change:
// a reload reseeds). As `affiliate` (en-us): the individual step's rules at the fields with the
// typed text kept, then a save; the business step's rules (CNPJ check digits, CEP), the
// alphanumeric CNPJ typed lowercase and shown uppercase, both documents uploaded with a progress
// bar and viewed in place, the save turning the approved status to pending; a 500 on save that
// keeps the input; `?step=bank-account` opening the bank step with other params kept. As
// `newbie` (pt-br): an empty CPF and a wrong one, then a valid one; a new company with every
// rule broken once, then filled, uploaded and sent for review.
import { expect as baseExpect, test, type Locator, type Page } from './helpers/test';
import { submitSignIn } from './helpers/sign-in';

const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page, username: string, locale: 'en-us' | 'pt-br'): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
  await page.goto('/auth?step=signin');
  await submitSignIn(page, username);
  await expect(page).toHaveURL(/\/dashboard(\/|\?|$)/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
}

async function mock(page: Page, path: string, body: unknown): Promise<void> {
  await page.evaluate(
    async ([p, b]) => {
      const r = await fetch(p as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
      if (!r.ok) throw new Error(`${p as string}: ${r.status}`);
    },
    [path, body] as const,
  );
}

async function openDocuments(page: Page, username: string, locale: 'en-us' | 'pt-br', search = ''): Promise<void> {
  await signIn(page, username, locale);
  await page.goto(`/dashboard/profile/documents${search}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (username === 'newbie') {
    const terms = page.getByRole('dialog', { name: /promotion guidelines|diretrizes/i });
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: /Accept|Aceitar/ }).click();
    await expect(terms).toBeHidden();
  }
}

const field = (page: Page, label: RegExp): Locator => page.getByLabel(label).and(page.locator('input'));
const PDF = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

/** Uploads a document with the mock slowed so the progress bar shows, then views it in place. */
async function uploadAndView(page: Page, testId: string, name: string, view: RegExp): Promise<void> {
  const box = page.getByTestId(testId);
  await mock(page, '/__mock/faults', { latencyMs: 1500 });
  await box.locator('input[type="file"]').setInputFiles(PDF(name));
  await expect(box.getByText(/^(Uploading|Enviando) \d+%$/)).toBeVisible();
  await expect(box.getByText(new RegExp(name.replace('.', '\\.')))).toBeVisible();
  await mock(page, '/__mock/faults', { latencyMs: 0 });
  await box.getByRole('button', { name: view }).click();
  const frame = box.locator('iframe');
  await expect(frame).toHaveAttribute('src', /\/api\/media\/[A-Za-z0-9_-]+\?token=/);
  await expect(frame).toHaveAttribute('sandbox', '');
}

test('affiliate (en-us): individual and business rules, uploads, status', async ({ page }) => {
  await openDocuments(page, 'affiliate', 'en-us');
  await expect(page.getByRole('tab', { name: 'Individual' })).toHaveAttribute('aria-selected', 'true');

  // Individual: an empty first name and a wrong CPF check digit, then both fixed.
  const first = field(page, /^First name/);
  const cpf = field(page, /^CPF/);
  await first.fill('');
  await cpf.fill('');
  await cpf.pressSequentially('52998224724');
  await page.getByRole('button', { name: 'Save personal data' }).click();
  await expect(page.getByText('Enter a valid CPF (999.999.999-99).')).toBeVisible();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(cpf).toHaveValue('529.982.247-24');
  await first.fill('Mariana');
  await cpf.fill('');
  await cpf.pressSequentially('52998224725');
  await page.getByRole('button', { name: 'Save personal data' }).click();
  await expect(page.getByText('Personal data saved.')).toBeVisible();

  // Business (keyboard: from the selected tab, the right arrow moves to the next one).
  await page.getByRole('tab', { name: 'Individual' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]step=business/);
  const status = page.getByTestId('business-status');
  await expect(status).toHaveAttribute('data-status', 'approved');
  await expect(status.getByText('Approved', { exact: true })).toBeVisible();

  const cnpj = field(page, /^CNPJ/);
  const cep = field(page, /^Postal code/);
  await cnpj.fill('');
  await cnpj.pressSequentially('12abc34501de36');
  await cep.fill('');
  await cep.pressSequentially('0131010');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Enter a valid CNPJ (check digits wrong or incomplete).')).toBeVisible();
  await expect(page.getByText('Enter a valid postal code (99999-999).')).toBeVisible();
  await expect(cnpj).toHaveValue('12.ABC.345/01DE-36');
  await expect(cep).toHaveValue('01310-10');
  await cnpj.fill('');
  await cnpj.pressSequentially('12abc34501de35');
  await cep.fill('');
  await cep.pressSequentially('01310100');
  await expect(cnpj).toHaveValue('12.ABC.345/01DE-35');

  await uploadAndView(page, 'upload-cnpj-card', 'cartao-cnpj-novo.pdf', /View CNPJ card/);
  await uploadAndView(page, 'upload-social-contract', 'contrato-social-novo.pdf', /View Social contract/);

  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Company data sent for review.')).toBeVisible();
  await expect(status).toHaveAttribute('data-status', 'pending');
  await expect(status.getByText('Pending review', { exact: true })).toBeVisible();
  await expect(field(page, /^CNPJ/)).toHaveValue('12.ABC.345/01DE-35');
});

test('affiliate: a 500 on save keeps the input', async ({ page }) => {
  await openDocuments(page, 'affiliate', 'en-us', '?step=business');
  const alias = field(page, /^Trade name/);
  await expect(alias).not.toHaveValue('');
  await mock(page, '/__mock/faults', { rules: [{ method: 'POST', path: '^/api/me/business$', status: 500, times: 1 }] });
  await alias.fill('Marca Nova');
  await field(page, /^Complement/).fill('Sala 7');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByTestId('business-refusal')).toContainText('What you typed is still here');
  await expect(alias).toHaveValue('Marca Nova');
  await expect(field(page, /^Complement/)).toHaveValue('Sala 7');
  await expect(page.getByTestId('business-status')).toHaveAttribute('data-status', 'approved');
  // The next try goes through.
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByTestId('business-status')).toHaveAttribute('data-status', 'pending');
  await expect(field(page, /^Trade name/)).toHaveValue('Marca Nova');
});

test('?step=bank-account opens the bank step and keeps other params', async ({ page }) => {
  await openDocuments(page, 'affiliate', 'en-us', '?step=bank-account&from=wallet');
  await expect(page.getByRole('tab', { name: 'Bank account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Bank account' })).toBeVisible();
  await page.getByRole('tab', { name: 'Individual' }).click();
  await expect(page.getByRole('tab', { name: 'Individual' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/dashboard\/profile\/documents\?from=wallet$/);
});

test('newbie (pt-br): CPF, a new company with every rule broken once, then sent', async ({ page }) => {
  await openDocuments(page, 'newbie', 'pt-br');
  await expect(page.getByText('Nenhum CPF cadastrado: informe-o para receber saques como pessoa física.')).toBeVisible();
  const cpf = field(page, /^CPF/);
  await page.getByRole('button', { name: 'Salvar dados pessoais' }).click();
  await expect(page.getByText('Este campo é obrigatório.')).toBeVisible();
  await cpf.pressSequentially('11111111111');
  await page.getByRole('button', { name: 'Salvar dados pessoais' }).click();
  await expect(page.getByText('Informe um CPF válido (999.999.999-99).')).toBeVisible();
  await expect(cpf).toHaveValue('111.111.111-11');
  await cpf.fill('');
  await cpf.pressSequentially('52998224725');
  await page.getByRole('button', { name: 'Salvar dados pessoais' }).click();
  await expect(page.getByText('Dados pessoais salvos.')).toBeVisible();

  await page.getByRole('tab', { name: 'Empresa' }).click();
  const status = page.getByTestId('business-status');
  await expect(status).toHaveAttribute('data-status', 'none');
  await expect(status.getByText('Ainda não enviada', { exact: true })).toBeVisible();

  const name = field(page, /^Razão social/);
  await name.fill('L');
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByText('Este campo é obrigatório.').first()).toBeVisible();
  await expect(page.getByText('Use pelo menos 2 caracteres.')).toBeVisible();
  await expect(page.getByText('Escolha o estado.')).toBeVisible();
  await expect(page.getByText('Escolha pelo menos um CNAE.')).toBeVisible();
  await expect(page.getByText('Envie este documento.')).toHaveCount(2);
  await expect(name).toHaveValue('L');

  await name.fill('Ferreira Mídia Digital Ltda');
  await field(page, /^CNPJ/).pressSequentially('11222333000181');
  await field(page, /^Nome fantasia/).fill('Ferreira Mídia');
  await field(page, /^CEP/).pressSequentially('01310100');
  await field(page, /^Logradouro/).fill('Avenida Paulista');
  await field(page, /^Número/).fill('1000');
  await field(page, /^Bairro/).fill('Bela Vista');
  await field(page, /^Cidade/).fill('São Paulo');
  await field(page, /^Estado/).click();
  await page.getByRole('option', { name: 'SP', exact: true }).click();
  await field(page, /^CNAEs/).click();
  await page.keyboard.type('publicidade');
  await page.getByRole('option', { name: /^7311-4\/00/ }).click();
  await page.keyboard.press('Escape');

  await uploadAndView(page, 'upload-cnpj-card', 'cartao-cnpj.pdf', /Ver Cartão CNPJ/);
  await uploadAndView(page, 'upload-social-contract', 'contrato-social.pdf', /Ver Contrato social/);

  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByText('Dados da empresa enviados para análise.')).toBeVisible();
  await expect(status).toHaveAttribute('data-status', 'pending');
  await expect(status.getByText('Em análise', { exact: true })).toBeVisible();
});
