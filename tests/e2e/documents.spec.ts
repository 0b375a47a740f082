// The documents page on the production build and the in-browser mock (no reload after a change:
// a reload restarts the app), all three steps filled as `affiliate` (company approved, bank account saved)
// and as `newbie` (nothing yet), one language each (helpers/profile-combos.ts), one sign-in
// per combination. Individual: required, at most 32 characters, CPF check digits, a 500 that
// keeps the input, then saved. Business: every rule broken once (too short, CNPJ check digits on
// the alphanumeric CNPJ typed lowercase and shown uppercase, CEP, number; for the newbie also
// state, CNAEs and both documents), then filled, both documents uploaded with a progress bar and
// viewed in place, a 500 that keeps the input, then sent and shown pending. Bank account: bank,
// branch and account rules, each PIX key type broken and then satisfied (phone mask, numeric and
// alphanumeric CNPJ, random key as a UUID), the validate call's "CPF key must be the holder's",
// a 500 that keeps the input, then saved. Also: `?step=bank-account` keeps other params.
import { test, type Locator, type Page } from './helpers/test';
import { combos, expect, expectFieldError, fault, mock, pattern, signInAs, text } from './helpers/profile-combos';

// One sign-in per combination for all three steps: a long test on a loaded 2-core box.
test.describe.configure({ timeout: 180_000 });

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An input by the start of its label (required fields add an asterisk). */
const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escape(label)}`)).and(scope.locator('input'));
const PDF = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

/** Replaces what a masked field holds: emptied, then typed key by key so the mask applies. */
async function retype(locator: Locator, value: string): Promise<void> {
  await locator.fill('');
  await locator.pressSequentially(value);
}

/** The PIX key's mask changes with its type: emptied with the keyboard, as a person would. */
async function rekey(locator: Locator, value: string): Promise<void> {
  await locator.click();
  await locator.press('ControlOrMeta+a');
  await locator.press('Backspace');
  await expect(locator).toHaveValue('');
  await locator.pressSequentially(value);
}

for (const [user, locale] of combos) {
  const t = (id: string, values?: Record<string, string | number>) => text(locale, id, values);
  const newbie = user === 'newbie';

  test(`${user} (${locale}): individual, business and bank account, each rule broken once then satisfied`, async ({ page }) => {
    await signInAs(page, user, locale, '/dashboard/profile/documents');
    await expect(page.getByRole('tab', { name: t('documents.step.individual') })).toHaveAttribute('aria-selected', 'true');

    // Individual.
    const first = field(page, t('documents.individual.first-name'));
    const last = field(page, t('documents.individual.last-name'));
    const cpf = field(page, t('documents.individual.cpf'));
    const saveIndividual = page.getByRole('button', { name: t('documents.individual.save') });
    if (newbie) await expect(page.getByText(t('documents.individual.cpf-missing'))).toBeVisible();
    await first.fill('');
    await last.fill('L'.repeat(33));
    await retype(cpf, '52998224724');
    await saveIndividual.click();
    await expectFieldError(first, locale, 'form.error.required');
    await expectFieldError(last, locale, 'form.error.too-long', { maximum: 32 });
    await expectFieldError(cpf, locale, 'documents.individual.error.cpf');
    await expect(cpf).toHaveValue('529.982.247-24');
    await expect(last).toHaveValue('L'.repeat(33));
    await first.fill('Ana');
    await last.fill('Souza');
    await retype(cpf, '52998224725');
    await fault(page, 'PUT', '^/api/me/profile$');
    await saveIndividual.click();
    await expect(page.getByTestId('individual-refusal')).toHaveText(new RegExp(escape(t('documents.error.generic'))));
    await expect(first).toHaveValue('Ana');
    await expect(cpf).toHaveValue('529.982.247-25');
    await saveIndividual.click();
    await expect(page.getByText(t('documents.individual.saved'))).toBeVisible();

    // Business.
    await page.getByRole('tab', { name: t('documents.step.business') }).click();
    await expect(page).toHaveURL(/[?&]step=business/);
    const status = page.getByTestId('business-status');
    await expect(status).toHaveAttribute('data-status', newbie ? 'none' : 'approved');
    await expect(
      status.getByText(t(newbie ? 'documents.business.status.none' : 'documents.business.status.approved'), { exact: true }),
    ).toBeVisible();
    const name = field(page, t('documents.business.name'));
    const cnpj = field(page, t('documents.business.cnpj'));
    const cep = field(page, t('documents.business.postal-code'));
    const number = field(page, t('documents.business.number'));
    const send = page.getByRole('button', { name: t('documents.business.save') });
    await name.fill('L');
    await retype(cnpj, '12abc34501de36');
    await retype(cep, '0131010');
    await number.fill('');
    await send.click();
    await expectFieldError(name, locale, 'form.error.too-short', { minimum: 2 });
    await expectFieldError(cnpj, locale, 'documents.business.error.cnpj');
    await expectFieldError(cep, locale, 'documents.business.error.cep');
    await expectFieldError(number, locale, 'form.error.required');
    if (newbie) {
      await expectFieldError(field(page, t('documents.business.state')), locale, 'documents.business.error.state');
      await expect(page.getByText(t('documents.business.error.cnaes'))).toBeVisible();
      await expect(page.getByText(t('documents.business.error.document'))).toHaveCount(2);
    }
    await expect(name).toHaveValue('L');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-36');
    await expect(cep).toHaveValue('01310-10');

    await name.fill('Souza Mídia Digital Ltda');
    await retype(cnpj, '12abc34501de35');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    await retype(cep, '01310100');
    await number.fill('1000');
    if (newbie) {
      await field(page, t('documents.business.name-alias')).fill('Souza Mídia');
      await field(page, t('documents.business.street')).fill('Avenida Paulista');
      await field(page, t('documents.business.district')).fill('Bela Vista');
      await field(page, t('documents.business.city')).fill('São Paulo');
      await field(page, t('documents.business.state')).click();
      await page.getByRole('option', { name: 'SP', exact: true }).click();
      await field(page, t('documents.business.cnaes')).click();
      await page.keyboard.type('7311');
      await page.getByRole('option', { name: /^7311-4\/00/ }).click();
      await page.keyboard.press('Escape');
    }
    // Both documents uploaded with the mock slowed so the progress shows, then viewed in place.
    await mock(page, '/__mock/faults', { latencyMs: 1000 });
    for (const testId of ['upload-cnpj-card', 'upload-social-contract']) {
      const box = page.getByTestId(testId);
      await box.locator('input[type="file"]').setInputFiles(PDF(`${testId}-${user}.pdf`));
      await expect(box.getByText(pattern(locale, 'documents.upload.uploading', {}, ['percent'], true))).toBeVisible();
      await expect(box.getByText(t('documents.upload.uploaded', { name: `${testId}-${user}.pdf` }))).toBeVisible();
    }
    await mock(page, '/__mock/faults', { latencyMs: 0 });
    for (const [testId, document] of [
      ['upload-cnpj-card', 'documents.business.cnpj-card'],
      ['upload-social-contract', 'documents.business.social-contract'],
    ] as const) {
      const box = page.getByTestId(testId);
      await box.getByRole('button', { name: t('documents.upload.view', { document: t(document) }) }).click();
      // Fetched with the token in a header and shown from a blob the page made (issue 15.1).
      await expect(box.locator('iframe')).toHaveAttribute('src', /^blob:/);
      await expect(box.getByRole('link', { name: new RegExp(`\\(${testId}-${user}\\.pdf\\)$`) })).toHaveAttribute(
        'download',
        `${testId}-${user}.pdf`,
      );
    }
    await fault(page, 'POST', '^/api/me/business$');
    await send.click();
    await expect(page.getByTestId('business-refusal')).toContainText(t('documents.error.generic'));
    await expect(name).toHaveValue('Souza Mídia Digital Ltda');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    await expect(status).toHaveAttribute('data-status', newbie ? 'none' : 'approved');
    await send.click();
    await expect(page.getByText(t('documents.business.saved'))).toBeVisible();
    await expect(status).toHaveAttribute('data-status', 'pending');
    await expect(status.getByText(t('documents.business.status.pending'), { exact: true })).toBeVisible();

    // Bank account.
    await page.getByRole('tab', { name: t('documents.step.bank-account') }).click();
    const form = page.getByRole('form', { name: t('bank-account.title'), exact: true });
    await expect(form).toBeVisible();
    const bank = form
      .getByRole('textbox', { name: t('bank-account.field.bank') })
      .or(form.getByRole('combobox', { name: t('bank-account.field.bank') }));
    const keyType = form
      .getByRole('textbox', { name: t('bank-account.field.key-type') })
      .or(form.getByRole('combobox', { name: t('bank-account.field.key-type') }));
    const agency = form.getByRole('textbox', { name: t('bank-account.field.agency'), exact: true });
    const account = form.getByRole('textbox', { name: t('bank-account.field.account'), exact: true });
    const key = form.getByRole('textbox', { name: t('bank-account.field.key'), exact: true });
    const saveBank = form.getByRole('button', { name: t('bank-account.save') });
    const chooseType = async (id: string) => {
      await keyType.click();
      await page.getByRole('option', { name: t(id), exact: true }).click();
    };
    if (newbie) {
      await expect(page.getByTestId('bank-account-current')).toHaveText(t('bank-account.none'));
      await saveBank.click();
      await expectFieldError(bank, locale, 'bank-account.error.bank-required');
      await expectFieldError(key, locale, 'bank-account.error.key-required');
    } else {
      await expect(page.getByTestId('bank-account-current')).toContainText('260 – Nubank');
    }
    await bank.click();
    await bank.fill('341');
    await page.getByRole('option', { name: /^341 – Itaú/ }).click();
    await agency.fill('12a');
    await account.fill('12345678901234');
    await saveBank.click();
    await expectFieldError(agency, locale, 'bank-account.error.agency');
    await expectFieldError(account, locale, 'bank-account.error.account');
    await expect(agency).toHaveValue('12a');
    await expect(account).toHaveValue('12345678901234');
    await agency.fill('1234-5');
    await account.fill('99887-6');
    // Each PIX key type: a key that is not one at the field (kept), then a good one.
    const cases: Array<[string, string, string, string]> = [
      ['bank-account.pix-type.cpf', '52998224724', 'bank-account.error.key-cpf', '52998224725'],
      ['bank-account.pix-type.cnpj', 'Q0SLFMBD7VX438', 'bank-account.error.key-cnpj', 'q0slfmbd7vx439'],
      ['bank-account.pix-type.email', 'ana@', 'bank-account.error.key-email', 'ana.souza@example.com'],
      ['bank-account.pix-type.random', '71c7d9be-4b85', 'bank-account.error.key-random', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d'],
      ['bank-account.pix-type.phone', '1134567890', 'bank-account.error.key-phone', '11987654321'],
    ];
    for (const [type, bad, message, good] of cases) {
      await chooseType(type);
      await rekey(key, bad);
      const typed = await key.inputValue();
      await saveBank.click();
      await expectFieldError(key, locale, message);
      await expect(key).toHaveValue(typed);
      await rekey(key, good);
      await expect(key).not.toHaveAccessibleDescription(pattern(locale, message));
    }
    await expect(key).toHaveValue('(11) 9 8765-4321');
    // The numeric CNPJ is a CNPJ key too.
    await chooseType('bank-account.pix-type.cnpj');
    await expect(key).toHaveValue('Q0.SLF.MBD/7VX4-39');
    await rekey(key, '11222333000181');
    await expect(key).toHaveValue('11.222.333/0001-81');
    // The validate call: a valid CPF that is not the holder's is refused at the key.
    await chooseType('bank-account.pix-type.cpf');
    await rekey(key, '11144477735');
    await saveBank.click();
    await expectFieldError(key, locale, 'bank-account.error.key-own-cpf');
    await expect(key).toHaveValue('111.444.777-35');
    await rekey(key, '52998224725');
    await fault(page, 'POST', '^/api/me/bank-account$');
    await saveBank.click();
    await expect(page.getByText(t('shell.notify.error.generic')).last()).toBeVisible();
    await expect(agency).toHaveValue('1234-5');
    await expect(key).toHaveValue('529.982.247-25');
    await saveBank.click();
    // A new destination is a sensitive change (issue 17): the password first.
    const stepUp = page.getByRole('dialog', { name: t('security.step-up.title') });
    await stepUp.getByLabel(t('security.step-up.password'), { exact: true }).fill('demo1234');
    await stepUp.getByRole('button', { name: t('security.step-up.confirm') }).click();
    await expect(page.getByText(t('bank-account.saved'))).toBeVisible();
    await expect(page.getByTestId('bank-account-current')).toHaveText(
      t('bank-account.current', { bank: '341 – Itaú', agency: '1234-5', account: '99887-6' }),
    );
  });
}

test('?step=bank-account opens the bank step and keeps other params', async ({ page }) => {
  await signInAs(page, 'affiliate', 'en-us', '/dashboard/profile/documents?step=bank-account&from=wallet');
  await expect(page.getByRole('tab', { name: 'Bank account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Bank account' })).toBeVisible();
  await page.getByRole('tab', { name: 'Individual' }).click();
  await expect(page.getByRole('tab', { name: 'Individual' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/dashboard\/profile\/documents\?from=wallet$/);
});
