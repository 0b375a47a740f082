// Stored documents open in the admin console (issue 15.1), in the default `npm start` mode (the
// in-browser mock) and against the Node mock server: the business-manage modal's CNPJ card and
// social contract and the payment-manage modal's invoice of an "Invoice sent" payment show in place
// (a frame on a blob: URL the page made, with Chromium's PDF viewer in it), with Open and Download
// links named after the file. No request URL of the browser context (pages, frames, the mock's
// service worker) contains the session token. A file that cannot load is said in words with a
// retry (404 and a failed connection, en-us and pt-br).
import { useMockServer } from './helpers/mock-server';
import { expect as baseExpect, test, type BrowserContext, type Locator, type Page } from './helpers/test';
import { loginAs } from './helpers/login';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Every request URL the context makes, pages, frames and service worker alike. */
function recordUrls(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (r) => urls.push(r.url()));
  return urls;
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token?.length).toBeGreaterThan(8);
  return token!;
}

function expectNoToken(urls: string[], token: string) {
  expect(urls.length).toBeGreaterThan(5);
  const leaks = urls.filter((u) => u.includes(token) || u.includes(encodeURIComponent(token)) || decodeURIComponent(u).includes(token));
  expect(leaks).toEqual([]);
}

/**
 * The document `title` in `scope` is on screen: its frame shows a blob: URL of the page's own
 * making that holds a PDF, Chromium's PDF viewer shows its page, and the Open and Download links
 * are the same file, the download under `fileName`.
 */
async function expectPdfShown(page: Page, scope: Locator, title: string, fileName: RegExp) {
  const frame = scope.locator(`iframe[title="${title}"]`);
  await expect(frame).toBeVisible();
  const src = (await frame.getAttribute('src'))!;
  expect(src).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  expect(await frame.getAttribute('sandbox')).toBeNull(); // Chromium's viewer refuses sandboxed frames
  // The frame's document is the PDF (its content type), and Chromium's viewer laid out its page:
  // the viewer's inner frame (same blob URL) sizes a #sizer box to the pages it could read, and
  // leaves it 0×0 when the file is no PDF it can open ("Failed to load PDF document").
  const inFrames = async <T>(fn: () => T): Promise<T[]> =>
    Promise.all(
      page
        .frames()
        .filter((f) => f.url() === src)
        .map((f) => f.evaluate(fn).catch(() => null as T)),
    );
  await expect.poll(() => inFrames(() => document.contentType)).toContain('application/pdf');
  await expect
    .poll(async () => Math.max(0, ...(await inFrames(() => document.getElementById('sizer')?.getBoundingClientRect().height ?? 0))))
    .toBeGreaterThan(100);
  const download = scope.getByRole('link', { name: new RegExp(`^(Download|Baixar) ${title} \\(`) });
  await expect(download).toHaveAttribute('href', src);
  await expect(download).toHaveAttribute('download', fileName);
  await expect(scope.getByRole('link', { name: new RegExp(`^(Open|Abrir) ${title}`) })).toHaveAttribute('href', src);
}

async function openFirstBusiness(page: Page): Promise<Locator> {
  await page
    .getByRole('table')
    .getByRole('button', { name: /^(Details of|Detalhes de) / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('document-frame').first()).toBeVisible();
  return dialog;
}

async function mockFault(page: Page, body: unknown) {
  await page.evaluate(async (b) => {
    const r = await fetch('/__mock/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
    if (!r.ok) throw new Error(`faults: ${r.status}`);
  }, body);
}

test.describe('in-browser mock (npm start)', () => {
  test('business-manage: the CNPJ card and social contract show, with Open and Download; no URL carries the token', async ({
    page,
    context,
  }) => {
    const urls = recordUrls(context);
    await loginAs(page, 'admin', { path: '/dashboard/admin/businesses?approval=approved' });
    const token = await tokenOf(page);
    const dialog = await openFirstBusiness(page);
    await expectPdfShown(page, dialog, 'CNPJ card', /^cartao-cnpj\.pdf$/);
    await expectPdfShown(page, dialog, 'Social contract', /^contrato-social\.pdf$/);
    // The file was asked for with the bearer token in a header.
    expect(urls.some((u) => /\/api\/media\/[A-Za-z0-9_-]+$/.test(u))).toBe(true);
    expectNoToken(urls, token);
  });

  test('payment-manage of an "Invoice sent" payment shows the invoice, named after the file', async ({ page, context }) => {
    const urls = recordUrls(context);
    await loginAs(page, 'admin', { path: '/dashboard/admin/payments?status=NF_Sent&sort=ID&order=asc' });
    const token = await tokenOf(page);
    const link = page.getByTestId('admin-payments-table').getByTestId('payment-manage-link').first();
    await expect(link).toBeVisible();
    const id = Number(/#(\d+)/.exec((await link.getAttribute('aria-label')) ?? '')?.[1]);
    await link.click();
    const dialog = page.getByRole('dialog', { name: `Payment #${id}` });
    await expect(dialog.getByTestId('payment-manage-status')).toHaveAttribute('data-status', 'NF_Sent');
    await expectPdfShown(page, dialog, 'Invoice', new RegExp(`^nota-fiscal-${id}\\.pdf$`));
    expectNoToken(urls, token);
  });

  test('a file that cannot load is said in words with a retry (404, then a failed connection in pt-br)', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/dashboard/admin/businesses?approval=approved' });
    // Both documents of the modal answer 404 once.
    await mockFault(page, { rules: [{ method: 'GET', path: '/api/media', status: 404, times: 2 }] });
    let dialog = await openFirstBusiness(page);
    const card = dialog.getByTestId('document-frame').filter({ hasText: 'CNPJ card' });
    await expect(card.getByRole('alert')).toContainText('CNPJ card could not be loaded');
    await expect(card.getByRole('alert')).toContainText('The file was not found.');
    await expect(card.locator('iframe')).toHaveCount(0);
    await card.getByRole('button', { name: 'Try again' }).click();
    await expectPdfShown(page, card, 'CNPJ card', /^cartao-cnpj\.pdf$/);

    // pt-br, the connection fails (each document: the call and its one automatic retry).
    await loginAs(page, 'admin', { locale: 'pt-br', path: '/dashboard/admin/businesses?approval=approved' });
    await mockFault(page, { rules: [{ method: 'GET', path: '/api/media', status: 0, times: 4 }] });
    dialog = await openFirstBusiness(page);
    const cartao = dialog.getByTestId('document-frame').filter({ hasText: 'Cartão CNPJ' });
    await expect(cartao.getByRole('alert')).toContainText('Não foi possível carregar Cartão CNPJ');
    await expect(cartao.getByRole('alert')).toContainText('A conexão falhou. Verifique sua rede e tente novamente.');
    await cartao.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectPdfShown(page, cartao, 'Cartão CNPJ', /^cartao-cnpj\.pdf$/);
  });
});

test.describe('against the Node mock server', () => {
  const port = Number(process.env.E2E_DOCS_MOCK_PORT ?? 4302);
  useMockServer(port);

  test('business-manage shows both documents from the API on another origin; no URL carries the token', async ({ page, context }) => {
    const urls = recordUrls(context);
    await page.addInitScript((url) => localStorage.setItem('portal.apiUrl', url), `http://127.0.0.1:${port}`);
    await loginAs(page, 'admin', { path: '/dashboard/admin/businesses?approval=approved' });
    const token = await tokenOf(page);
    const loaded = page.waitForResponse((r) => new RegExp(`^http://127\\.0\\.0\\.1:${port}/api/media/[A-Za-z0-9_-]+$`).test(r.url()));
    const dialog = await openFirstBusiness(page);
    const response = await loaded;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['authorization']).toBe(`Bearer ${token}`);
    await expectPdfShown(page, dialog, 'CNPJ card', /^cartao-cnpj\.pdf$/);
    await expectPdfShown(page, dialog, 'Social contract', /^contrato-social\.pdf$/);
    expectNoToken(urls, token);
  });
});
