// The creatives library and its compliance gate (issue 18) on the production build and the
// in-browser mock, one test per user flow, each in en-us at 1440 px and in pt-br at 375 px:
// - an admin creates a text creative that breaks rules (the live checklist names them, the
//   words are marked), saves it as a draft that cannot be published, fixes it, publishes it and
//   retires it;
// - an affiliate finds a creative in the library, copies its tracked link for a campaign (the
//   marks travel with it), and checks their own text (failing, then passing).
import { expect as baseExpect, test, type Page } from './helpers/test';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const TEXTS = {
  'en-us': {
    newCreative: 'New creative',
    name: 'Name',
    kindText: 'Text',
    text: 'Text',
    landingUrl: 'Landing URL',
    saveDraft: 'Save as draft',
    save: 'Save',
    edit: 'Edit',
    publish: 'Publish',
    retire: 'Retire',
    breaks: /^Breaks \d+ rules?$/,
    passes: 'Passes every rule',
    blocked: 'It fails the compliance check, so it cannot be published.',
    published: /Creative .* published: affiliates can use it\./,
    retired: /Creative .* retired\./,
    retiredBadge: 'Retired',
    useLabel: 'Preview and copy Live stats and cash out',
    search: 'Search',
    libraryCreative: 'Live stats and cash out',
    campaign: 'For which campaign?',
    copyLink: 'Copy link with the marks',
    copied: 'Copied',
    marks: 'Play responsibly',
    checkLink: 'Check my own text',
    yourText: 'Your text',
    check: 'Check',
    urgency: 'No pressure to bet now',
  },
  'pt-br': {
    newCreative: 'Novo criativo',
    name: 'Nome',
    kindText: 'Texto',
    text: 'Texto',
    landingUrl: 'URL de destino',
    saveDraft: 'Salvar como rascunho',
    save: 'Salvar',
    edit: 'Editar',
    publish: 'Publicar',
    retire: 'Retirar',
    breaks: /^Viola \d+ regras?$/,
    passes: 'Cumpre todas as regras',
    blocked: 'Ele é reprovado na verificação de conformidade, por isso não pode ser publicado.',
    published: /Criativo .* publicado: os afiliados já podem usá-lo\./,
    retired: /Criativo .* retirado\./,
    retiredBadge: 'Retirado',
    useLabel: 'Ver e copiar Copa do Brasil ao vivo',
    search: 'Buscar',
    libraryCreative: 'Copa do Brasil ao vivo',
    campaign: 'Para qual campanha?',
    copyLink: 'Copiar link com os avisos',
    copied: 'Copiado',
    marks: 'Jogue com responsabilidade',
    checkLink: 'Verificar meu texto',
    yourText: 'Seu texto',
    check: 'Verificar',
    urgency: 'Sem pressão para apostar agora',
  },
} as const;

const CASES = [
  { locale: 'en-us', width: 1440 },
  { locale: 'pt-br', width: 375 },
] as const;

const checklist = (page: Page) => page.getByTestId('compliance-checklist');

for (const { locale, width } of CASES) {
  const t = TEXTS[locale];

  test(`admin (${locale}, ${width} px): creates a failing creative, cannot publish it, fixes, publishes and retires it`, async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await login('admin', { locale, path: '/dashboard/admin/creatives/new' });
    await expect(page.getByRole('heading', { level: 1, name: t.newCreative })).toBeVisible();

    await page.getByRole('textbox', { name: t.name }).fill(`E2E promo ${locale}`);
    await page.getByText(t.kindText, { exact: true }).first().click();
    const text = page.getByRole('textbox', { name: t.text, exact: true });
    await text.fill('Ganhe dinheiro fácil! Aposte agora.');
    await page.getByRole('textbox', { name: t.landingUrl }).fill('https://www.apostas.bet.br/promo');
    // The live checklist: the rules broken, the words marked (React nodes, never HTML).
    await expect(checklist(page).getByText(t.breaks)).toBeVisible();
    await expect(checklist(page).locator('mark').filter({ hasText: 'dinheiro fácil' })).toBeVisible();
    await expect(checklist(page).locator('mark').filter({ hasText: 'Aposte agora' })).toBeVisible();

    await page.getByRole('button', { name: t.saveDraft }).click();
    // Its own page: the gate blocks publishing.
    await expect(page).toHaveURL(/\/dashboard\/admin\/creatives\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `E2E promo ${locale}` })).toBeVisible();
    await expect(page.getByTestId('publish-blocked')).toContainText(t.blocked);
    await expect(page.getByRole('button', { name: t.publish, exact: true })).toBeDisabled();

    // Fixed: the marks added, the banned claims gone.
    await page.getByRole('button', { name: t.edit }).click();
    await page
      .getByRole('textbox', { name: t.text, exact: true })
      .fill('Acompanhe o Brasileirão com estatísticas ao vivo. 18+ · Jogue com responsabilidade.');
    await expect(checklist(page).getByText(t.passes)).toBeVisible();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await page.getByRole('button', { name: t.publish, exact: true }).click();
    await expect(page.getByText(t.published)).toBeVisible();

    await page.getByRole('button', { name: t.retire, exact: true }).click();
    await expect(page.getByText(t.retired)).toBeVisible();
    await expect(page.getByText(t.retiredBadge, { exact: true }).first()).toBeVisible();
  });

  test(`affiliate (${locale}, ${width} px): finds a creative, copies its link for a campaign, checks their own text`, async ({
    page,
    context,
    login,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 900 });
    await login('affiliate', { locale, path: '/dashboard/creatives' });
    const word = t.libraryCreative.split(' ')[0]!;
    await page.getByRole('searchbox', { name: t.search }).fill(word);
    // The search is applied on the server: the list (and the URL) follow.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
    await page.getByRole('button', { name: t.useLabel }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: t.campaign })).toHaveValue(/.+/);
    await expect(dialog.getByText(/btag=/).first()).toBeVisible();
    await dialog.getByRole('button', { name: t.copyLink }).click();
    await expect(dialog.getByText(t.copied).first()).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('btag=');
    expect(copied).toContain('18+');
    expect(copied).toContain(t.marks);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.locator('#main-content').getByRole('link', { name: t.checkLink }).click();
    const own = page.getByRole('textbox', { name: t.yourText });
    await own.fill('Só hoje: aposte agora e ganhe!');
    await page.getByRole('button', { name: t.check, exact: true }).click();
    await expect(checklist(page).getByText(t.breaks)).toBeVisible();
    await expect(checklist(page).getByText(t.urgency)).toBeVisible();
    await expect(
      checklist(page)
        .locator('mark')
        .filter({ hasText: /aposte agora/i }),
    ).toBeVisible();

    await own.fill('Acompanhe os jogos com estatísticas ao vivo. 18+ · Jogue com responsabilidade.');
    await page.getByRole('button', { name: t.check, exact: true }).click();
    await expect(checklist(page).getByText(t.passes)).toBeVisible();
    // What was typed stays.
    await expect(own).toHaveValue(/^Acompanhe os jogos/);
  });
}
