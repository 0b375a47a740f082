// The bank-account step of the documents page (/dashboard/profile/documents?step=bank-account)
// on the production build and the in-browser mock (no reload after the clock is set: a reload
// reseeds). As `affiliate`: payout refusal 2011 — a company payout once an admin has removed her
// company — sends her to this step; each rule broken once (message at the field, input kept),
// including the validate call's "CPF key must be the holder's", then satisfied and saved; a 500
// on save keeps everything typed. As `newbie` (no account yet): the empty form, the rules of
// each PIX key type (phone mask, alphanumeric CNPJ, random key), then a save. pt-br once.
import { expect as baseExpect, test, type Page } from './helpers/test';
import { submitSignIn } from './helpers/sign-in';

// Lazy page chunks and the mock in the page answer slowly on a loaded 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });
// Each test signs in and types a lot; on a loaded 2-core box a test has taken 90 s.
test.describe.configure({ timeout: 180_000 });

const WINDOW_DAY = '2026-11-05T15:00:00Z';
const STEP = '/dashboard/profile/documents?step=bank-account';

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/auth?step=signin');
  await submitSignIn(page, username);
  await expect(page).toHaveURL(/\/dashboard(\/|\?|$)/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  // Let the landing page's calls finish before leaving it (none is cut off mid-answer).
  await page.waitForLoadState('networkidle');
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

/** The newbie has not accepted the new guidelines yet: the modal comes first. */
async function acceptTermsIfAsked(page: Page, username: string): Promise<void> {
  if (username !== 'newbie') return;
  const terms = page.getByRole('dialog', { name: /promotion guidelines|diretrizes/i });
  // The modal links both terms documents.
  await expect(terms.getByRole('link', { name: /Promotion guidelines \(PDF\)|Diretrizes de divulgação \(PDF\)/ })).toHaveAttribute('href', '/terms/promotion-guidelines.pdf');
  await expect(terms.getByRole('link', { name: /Terms of use \(PDF\)|Termos de uso \(PDF\)/ })).toHaveAttribute('href', '/terms/terms-of-use.pdf');
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: /^(Accept|Aceitar)$/ }).click();
  await expect(terms).toBeHidden();
}

const stepForm = (page: Page) => page.getByRole('form', { name: /^(Bank account|Conta bancária)$/ });

async function openStep(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await page.goto(STEP);
  await acceptTermsIfAsked(page, username);
  // The step's chunk and the saved account can take long on a loaded machine.
  await expect(stepForm(page)).toBeVisible({ timeout: 60_000 });
}

/** A select of the form (Mantine's searchable select is a textbox, the plain one a combobox). */
const select = (page: Page, name: string | RegExp) =>
  stepForm(page).getByRole('textbox', { name }).or(stepForm(page).getByRole('combobox', { name }));

async function choose(page: Page, field: string | RegExp, option: string | RegExp, search?: string): Promise<void> {
  const box = select(page, field);
  await box.click();
  if (search !== undefined) await box.fill(search);
  await page.getByRole('option', { name: option }).click();
}

const key = (page: Page) => stepForm(page).getByRole('textbox', { name: /^(PIX key|Chave PIX)$/ });
const field = (page: Page, name: string) => stepForm(page).getByRole('textbox', { name, exact: true });
/** Replaces what a (masked) field holds by typing, as a person would. */
async function retype(locator: ReturnType<Page['locator']>, text: string): Promise<void> {
  await locator.click();
  await locator.press('ControlOrMeta+a');
  await locator.press('Backspace');
  await expect(locator).toHaveValue('');
  await locator.pressSequentially(text);
}

const save = (page: Page) => stepForm(page).getByRole('button', { name: /^(Save bank account|Salvar conta bancária)$/ });

test('affiliate: payout refusal 2011 (company payout without a company) leads to the bank-account step', async ({ page }) => {
  await signIn(page, 'affiliate');
  await page.goto('/dashboard/wallet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await mock(page, '/__mock/clock', { now: WINDOW_DAY });
  // An admin removes her company (API, admin token), as the admin businesses page would.
  await page.evaluate(async () => {
    const auth = { authorization: `Bearer ${localStorage.getItem('token')}` };
    const mine = (await (await fetch('/api/me/business', { headers: auth })).json()) as { ID: number };
    const signin = await fetch('/api/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: 'demo1234' }) });
    const { token } = (await signin.json()) as { token: string };
    const r = await fetch(`/api/management/business/${mine.ID}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    if (!r.ok) throw new Error(`delete business: ${r.status}`);
  });
  await page.getByRole('button', { name: 'Request payout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request payout' });
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Company', exact: true }).click();
  await dialog.getByRole('button', { name: 'Request payout' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/documents\?step=bank-account$/);
  await expect(stepForm(page)).toBeVisible();
  await expect(page.getByTestId('bank-account-current')).toContainText('Saved account: 260 – Nubank');
  await expect(select(page, 'Bank')).toHaveValue('260 – Nubank');
});

test('affiliate: each rule broken once keeps the input and shows at its field, then the account is saved', async ({ page }) => {
  await openStep(page, 'affiliate');
  await expect(key(page)).not.toHaveValue('');
  const agency = field(page, 'Branch');
  const account = field(page, 'Account number');
  await agency.fill('12a');
  await account.fill('12345678901234');
  await choose(page, 'PIX key type', 'Phone');
  await retype(key(page), '1134567890');
  await save(page).click();
  await expect(stepForm(page).getByText('Enter the branch: up to 5 digits, optionally a hyphen and the check digit.')).toBeVisible();
  await expect(stepForm(page).getByText('Enter the account: up to 13 digits, optionally a hyphen and the check digit.')).toBeVisible();
  await expect(stepForm(page).getByText('Enter a Brazilian mobile number: (99) 9 9999-9999.')).toBeVisible();
  await expect(agency).toHaveValue('12a');
  await expect(account).toHaveValue('12345678901234');

  // The form's rules pass; the validate call refuses a CPF key that is not hers.
  await agency.fill('1234');
  await account.fill('99887-6');
  // Back on CPF her saved key comes back; another person's CPF replaces it.
  await choose(page, 'PIX key type', 'CPF');
  await retype(key(page), '52998224725');
  await expect(key(page)).toHaveValue('529.982.247-25');
  await save(page).click();
  await expect(stepForm(page).getByText('A CPF key must be the CPF of the account holder.')).toBeVisible();
  await expect(key(page)).toHaveValue('529.982.247-25');
  await expect(agency).toHaveValue('1234');

  await choose(page, 'Bank', /^341 – Itaú/, 'itaú');
  await choose(page, 'PIX key type', 'Phone');
  await retype(key(page), '11987654321');
  await expect(key(page)).toHaveValue('(11) 9 8765-4321');
  await save(page).click();
  await expect(page.getByText('Bank account saved.')).toBeVisible();
  await expect(page.getByTestId('bank-account-current')).toHaveText('Saved account: 341 – Itaú, branch 1234, account 99887-6.');
  await expect(key(page)).toHaveValue('(11) 9 8765-4321');
});

test('affiliate: a 500 on save keeps everything typed, and the same input then saves', async ({ page }) => {
  await openStep(page, 'affiliate');
  await mock(page, '/__mock/faults', { rules: [{ method: 'POST', path: '^/api/me/bank-account$', status: 500, times: 1 }] });
  await field(page, 'Branch').fill('4321');
  await field(page, 'Account number').fill('555000-1');
  await choose(page, 'PIX key type', 'E-mail');
  await key(page).fill('mariana.lopes@example.com');
  await save(page).click();
  await expect(page.getByText('Something went wrong. Try again in a moment.')).toBeVisible();
  await expect(field(page, 'Branch')).toHaveValue('4321');
  await expect(field(page, 'Account number')).toHaveValue('555000-1');
  await expect(key(page)).toHaveValue('mariana.lopes@example.com');
  await save(page).click();
  await expect(page.getByText('Bank account saved.')).toBeVisible();
  await expect(page.getByTestId('bank-account-current')).toContainText('branch 4321, account 555000-1');
});

test('newbie: no account yet; each PIX key type is checked as what it is; then saved', async ({ page }) => {
  await openStep(page, 'newbie');
  await expect(page.getByTestId('bank-account-current')).toHaveText('You have no bank account yet. Fill in the form to add one.');
  await save(page).click();
  await expect(stepForm(page).getByText('Choose the bank.')).toBeVisible();
  await expect(stepForm(page).getByText('Enter the PIX key.')).toBeVisible();

  await choose(page, 'Bank', /^260 – Nubank/, 'nu pag');
  await field(page, 'Branch').fill('0001');
  await field(page, 'Account number').fill('12345678-9');
  const cases: Array<[string, string, string, string]> = [
    ['CNPJ', 'Q0SLFMBD7VX438', 'Enter a valid CNPJ (numeric or alphanumeric).', 'q0slfmbd7vx439'],
    ['Random key', '71c7d9be-4b85', 'Enter the random key as it was given to you (a UUID).', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d'],
    ['E-mail', 'rafael@', 'Enter a valid e-mail address.', 'rafael.souza@example.com'],
  ];
  for (const [type, bad, message, good] of cases) {
    await choose(page, 'PIX key type', type);
    await retype(key(page), bad);
    const typed = await key(page).inputValue();
    await save(page).click();
    await expect(stepForm(page).getByText(message)).toBeVisible();
    await expect(key(page)).toHaveValue(typed);
    await retype(key(page), good);
    await expect(stepForm(page).getByText(message)).toBeHidden();
  }
  await choose(page, 'PIX key type', 'CNPJ');
  await expect(key(page)).toHaveValue('Q0.SLF.MBD/7VX4-39');
  await save(page).click();
  await expect(page.getByText('Bank account saved.')).toBeVisible();
  await expect(page.getByTestId('bank-account-current')).toHaveText('Saved account: 260 – Nubank, branch 0001, account 12345678-9.');
});

test('pt-br: the step in Portuguese, a rule at its field, then saved', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
  await openStep(page, 'newbie');
  await expect(page.getByTestId('bank-account-current')).toHaveText('Você ainda não tem conta bancária. Preencha o formulário para adicionar uma.');
  await choose(page, 'Banco', /^341 – Itaú/, '341');
  await field(page, 'Agência').fill('1234-5');
  await field(page, 'Número da conta').fill('abc');
  await choose(page, 'Tipo de chave PIX', 'Celular');
  await key(page).pressSequentially('21998765432');
  await save(page).click();
  await expect(stepForm(page).getByText('Informe a conta: até 13 dígitos e, se houver, um hífen e o dígito verificador.')).toBeVisible();
  await expect(field(page, 'Número da conta')).toHaveValue('abc');
  await field(page, 'Número da conta').fill('00012345-0');
  await save(page).click();
  await expect(page.getByText('Conta bancária salva.')).toBeVisible();
  await expect(page.getByTestId('bank-account-current')).toHaveText('Conta salva: 341 – Itaú, agência 1234-5, conta 00012345-0.');
});

test('the two terms documents are real PDFs', async ({ request }) => {
  for (const path of ['/terms/promotion-guidelines.pdf', '/terms/terms-of-use.pdf']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1'), path).toBe('%PDF-');
    expect(body.length, path).toBeGreaterThan(10_000);
  }
});
