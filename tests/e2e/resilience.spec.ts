// Resilience on the production build and the in-browser mock: every page the user may open (the
// route table of src/app/route-table.ts, built pages only, as `affiliate` and as `admin`) and
// the main flows (sign-in, campaign creation, payout request, demo-balance request, an admin
// payment) while the mock injects seeded random faults on 20 % of the /api calls (a delay of up
// to 3 s, a 500 or a network error; mocks/faults.ts). Always: the shell or an error view is on
// screen, no uncaught exception, console errors only for the injected failures. A view whose
// calls all fail shows an error with "Try again", and trying again (faults off) brings it back.
// A failed submit keeps the input; sending again (faults off) goes through. Offline, the banner
// says so. Each test prints how many faults were injected (and survived).
// The mock (and its fault settings) lives in the page: after the first load every move is made
// inside the app (history.pushState), so the data, the faults and the count carry on.
import { expect as baseExpect, test, type Locator, type Page, type Request, type TestInfo } from './helpers/test';
import { submitSignIn } from './helpers/sign-in';
import { loginAs } from './helpers/login';
import { canSeePage } from '@/app/navigation';
import { routeTable, type PageId } from '@/app/route-table';
import type { PermissionHolder } from '@/lib/can';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const SEED = 20261121;
/** /api/status is left alone: a failed status check is the maintenance screen (shell.spec covers it), 10 s long. */
const randomFaults = (seed: number) => ({
  random: { rate: 0.2, seed, kinds: ['latency', 'error', 'network'], maxLatencyMs: 3000, exclude: ['/api/status'] },
});
/** A payout window day (wallet.spec): the payout flow needs one. */
const WINDOW_DAY = '2026-11-05T15:00:00Z';

interface FaultCount {
  faultsInjected: number;
  faultsByKind: Record<string, number>;
}

async function control(page: Page, path: string, body?: unknown): Promise<FaultCount> {
  return page.evaluate(
    async ([p, b]) => {
      const r = await fetch(`/__mock/${p as string}`, {
        method: b === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      if (!r.ok) throw new Error(`/__mock/${p as string}: ${r.status}`);
      return (await r.json()) as FaultCount;
    },
    [path, body] as const,
  );
}
const faultsOff = (page: Page) => control(page, 'faults', {});

/** Moves inside the app (no reload: a reload restarts the app and drops the mock's fault settings). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const pathname = path.split('?')[0];
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  // The navigation is held (the previous page, its heading included, stays on screen) until the
  // new page's module has loaded: wait for the new page itself, or a check could pass on the old one.
  await expect(page.locator(`main [data-path="${pathname}"]`)).toBeAttached({ timeout: 30_000 });
}

/** The browser's own console line for a failed load: excused when the mock injected that failure. */
const FAILED_LOAD = /^Failed to load resource: (the server responded with a status of \d{3}|net::ERR_FAILED)/;

/** Refusals that are an answer, not a failure (the contract documents them; the page shows the state). */
const EXPECTED_REFUSALS = [
  // "404 when the partner does not exist or has no bank account": the partner page shows "no bank account".
  /^404 GET \/api\/management\/partner\/bank-account\/\d+$/,
  // "404 while none is saved": the postback page shows the empty form.
  /^404 GET \/api\/me\/postback$/,
  // "404 while none was made" (issue 20): the signing-secret card offers to create one.
  /^404 GET \/api\/me\/postback\/signing-secret$/,
];

/**
 * Uncaught exceptions, console errors, and answers >= 400 the mock gave on its own (not injected,
 * i.e. without `x-mock-fault`): all must stay empty. The browser logs every failed load as a
 * console error; those lines count only through the answers they stand for.
 */
function watch(page: Page) {
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const refusals: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(`${e.name}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !FAILED_LOAD.test(m.text())) consoleErrors.push(m.text());
  });
  page.on('response', (r) => {
    const line = `${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`;
    if (r.status() >= 400 && !r.headers()['x-mock-fault'] && !EXPECTED_REFUSALS.some((re) => re.test(line))) refusals.push(line);
  });
  return {
    check: () => {
      expect(pageErrors, 'uncaught exceptions').toEqual([]);
      expect(consoleErrors, 'console errors').toEqual([]);
      expect(refusals, 'failed loads the mock did not inject').toEqual([]);
    },
  };
}

const main = (page: Page) => page.locator('main');
const loadError = (page: Page) =>
  main(page)
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Try again' }) });
const loaders = (page: Page) => main(page).locator('.mantine-Loader-root');

/** The shell (header and main) or an error view is on screen, never a blank page. */
async function notBlank(page: Page): Promise<void> {
  const shell = page.locator('header').and(page.getByRole('banner'));
  const errorView = page.getByRole('heading', { level: 1 }).or(page.getByRole('alert'));
  await expect(shell.or(errorView).first()).toBeVisible();
  expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(0);
}

/** Waits until the page's loaders are gone (queries answered, retried or failed). */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).or(loadError(page)).first()).toBeVisible();
  await expect(loaders(page)).toHaveCount(0);
}

/** Every "Try again" on the page, clicked with faults off, brings its view back. */
async function retryAll(page: Page): Promise<number> {
  let clicked = 0;
  for (let round = 0; round < 5 && (await loadError(page).count()) > 0; round++) {
    for (const button of await loadError(page).getByRole('button', { name: 'Try again' }).all()) {
      // A view may come back (or re-render) while the others are clicked.
      if (
        await button.click({ timeout: 5_000 }).then(
          () => true,
          () => false,
        )
      )
        clicked += 1;
    }
    await expect(loaders(page)).toHaveCount(0);
  }
  await expect(loadError(page)).toHaveCount(0);
  return clicked;
}

/** The pages the signed-in user may open (those `only` keeps), with their parameters filled from the mock (faults off). */
async function routesFor(page: Page, only: (id: PageId) => boolean = () => true): Promise<string[]> {
  const get = (url: string) =>
    page.evaluate(async (u) => {
      const r = await fetch(u, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      if (!r.ok) throw new Error(`${u}: ${r.status}`);
      return (await r.json()) as unknown;
    }, url);
  const firstId = (list: unknown): number | undefined => {
    const items = (Array.isArray(list) ? list : (list as { items: unknown[] }).items) as { ID: number }[];
    return items[0]?.ID;
  };
  const user = (await get('/api/me/profile')) as PermissionHolder;
  const pages = routeTable.filter((r) => canSeePage(user, r) && only(r.id));
  const ids = new Map<string, number | undefined>();
  if (pages.some((r) => r.id === 'campaign')) ids.set(':campaignId', firstId(await get('/api/me/campaigns')));
  if (pages.some((r) => r.id === 'admin.partner')) ids.set(':partnerId', firstId(await get('/api/management/partners?pageSize=1')));
  if (pages.some((r) => r.id === 'admin.creative')) ids.set(':creativeId', firstId(await get('/api/management/creatives?pageSize=1')));
  // A page about one item needs one (the admin has no campaign of their own).
  return pages
    .map((r) =>
      [...ids].reduce<string | null>(
        (path, [param, id]) => (path?.includes(param) ? (id === undefined ? null : path.replace(param, String(id))) : path),
        r.path,
      ),
    )
    .filter((path): path is string => path !== null);
}

async function report(page: Page, testInfo: TestInfo, label: string): Promise<FaultCount> {
  const state = await control(page, 'state');
  const line = `resilience ${label}: ${state.faultsInjected} faults injected and survived (${Object.entries(state.faultsByKind)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')})`;
  console.log(line);
  testInfo.annotations.push({ type: 'faults', description: line });
  return state;
}

/** Submits once against a forced failure: the error shows, every field keeps its value; then again with faults off. */
async function failThenSucceed(
  page: Page,
  opts: {
    method: string;
    path: string;
    status: number;
    submit: () => Promise<void>;
    failed: Locator;
    kept: [Locator, string][];
    done: () => Promise<void>;
    seed: number;
  },
): Promise<void> {
  await control(page, 'faults', {
    ...randomFaults(opts.seed),
    rules: [{ method: opts.method, path: opts.path, status: opts.status, times: 1 }],
  });
  await opts.submit();
  await expect(opts.failed).toBeVisible();
  for (const [field, value] of opts.kept) await expect(field).toHaveValue(value);
  await notBlank(page);
  await faultsOff(page);
  await opts.submit();
  await opts.done();
  await control(page, 'faults', randomFaults(opts.seed + 1));
}

const somethingWrong = (page: Page) => page.getByText('Something went wrong. Try again in a moment.').first();
const dialog = (page: Page) => page.getByRole('dialog');

/** Visits every route with random faults on; a view that still failed after the query's retries is tried again with faults off. */
async function walk(page: Page, routes: string[], seed: number): Promise<number> {
  let recovered = 0;
  for (const [i, path] of routes.entries()) {
    await control(page, 'faults', randomFaults(seed + i));
    await go(page, path);
    await settle(page);
    await notBlank(page);
    if ((await loadError(page).count()) > 0) {
      await faultsOff(page);
      recovered += await retryAll(page);
    }
  }
  await faultsOff(page);
  return recovered;
}

test('affiliate: sign-in, every page and the main flows under random faults; offline shows the banner', async ({
  page,
  context,
}, testInfo) => {
  const watcher = watch(page);
  // Sign-in: the first attempt fails (network), the input stays; random faults all along.
  await page.goto('/auth?step=signin');
  await expect(page.locator('#root').getByLabel('Username or e-mail')).toBeVisible(); // the app, not the static copy
  await control(page, 'faults', { ...randomFaults(SEED), rules: [{ method: 'POST', path: '/api/auth/signin', status: 0, times: 1 }] });
  await submitSignIn(page, 'affiliate');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Username or e-mail')).toHaveValue('affiliate');
  await expect(page.locator('#root input[autocomplete="current-password"]')).toHaveValue('demo1234');
  await faultsOff(page);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard(\/|\?|$)/);
  await control(page, 'faults', randomFaults(SEED + 1));
  await settle(page);
  await notBlank(page);

  await faultsOff(page);
  const routes = await routesFor(page);
  expect(routes).toContain('/dashboard/wallet');
  const recovered = await walk(page, routes, SEED + 10);

  // Campaign creation: a 500, the input kept, then created.
  await go(page, '/dashboard/campaigns');
  await settle(page);
  await control(page, 'faults', randomFaults(SEED + 40));
  await page.getByRole('button', { name: 'New campaign' }).click();
  const name = dialog(page).getByRole('textbox', { name: 'Name' });
  const description = dialog(page).getByRole('textbox', { name: 'Description' });
  await name.fill('Resiliencia');
  await description.fill('Sob falhas');
  await failThenSucceed(page, {
    method: 'POST',
    path: '/api/me/campaigns',
    status: 500,
    seed: SEED + 41,
    submit: () => dialog(page).getByRole('button', { name: 'Create campaign' }).click(),
    failed: somethingWrong(page),
    kept: [
      [name, 'Resiliencia'],
      [description, 'Sob falhas'],
    ],
    done: async () => {
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByText('Campaign Resiliencia created.')).toBeVisible();
    },
  });

  // Payout request on a window day: a network error, the input kept, then requested.
  await faultsOff(page);
  await control(page, 'clock', { now: WINDOW_DAY });
  await go(page, '/dashboard/wallet');
  await settle(page);
  // The wallet asks on opening whether a payout is possible (the window, the balances): answered before the faults.
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeEnabled();
  await control(page, 'faults', randomFaults(SEED + 50));
  await page.getByRole('button', { name: 'Request payout' }).click();
  const payout = page.getByRole('dialog', { name: 'Request payout' });
  await expect(payout.getByTestId('payout-amount')).toBeVisible();
  // Continue looks the PIX key up (issue 19.2); the payout is sent from the confirmation, which a
  // failed send keeps on screen (its key, as looked up) for the user to confirm again.
  await payout.getByRole('button', { name: 'Continue' }).click();
  const recipientKey = payout.getByTestId('payout-recipient-key');
  await expect(recipientKey).toBeVisible();
  const lookedUp = await recipientKey.innerText();
  await failThenSucceed(page, {
    method: 'POST',
    path: '/api/me/payments',
    status: 0,
    seed: SEED + 51,
    submit: async () => {
      await expect(recipientKey).toHaveText(lookedUp);
      await payout.getByRole('button', { name: 'Confirm and request' }).click();
    },
    failed: page.getByText(/connection|Something went wrong/i).first(),
    kept: [],
    done: async () => {
      await expect(payout).toBeHidden();
      await expect(page.getByText('Payout requested. You can follow it in your payment history.')).toBeVisible();
    },
  });

  // Demo-balance request: a 500, every field kept, then sent.
  await faultsOff(page);
  await go(page, '/dashboard/demo-balance');
  await settle(page);
  await control(page, 'faults', randomFaults(SEED + 60));
  await page.getByRole('link', { name: 'Request demo balance' }).click();
  const amount = dialog(page).getByRole('textbox', { name: /^Amount/ });
  const reason = dialog(page).getByRole('textbox', { name: /^Reason/ });
  const identifier = dialog(page).getByRole('textbox', { name: /^Product identifier/ });
  await amount.fill('12.34');
  await reason.fill('Demo sob falhas');
  await identifier.fill('player-900');
  await dialog(page).getByRole('checkbox').check();
  await failThenSucceed(page, {
    method: 'POST',
    path: '/api/me/balance/demo',
    status: 500,
    seed: SEED + 61,
    submit: () => dialog(page).getByRole('button', { name: 'Send request' }).click(),
    failed: dialog(page).getByTestId('demo-refusal'),
    kept: [
      [amount, '12.34'],
      [reason, 'Demo sob falhas'],
      [identifier, 'player-900'],
    ],
    done: () => expect(dialog(page)).toHaveCount(0),
  });

  // Offline: the banner shows, and goes when the connection is back.
  await faultsOff(page);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  await notBlank(page);
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  const state = await report(page, testInfo, `affiliate (${routes.length} pages, ${recovered} views recovered)`);
  expect(state.faultsInjected).toBeGreaterThan(0);
  watcher.check();
});

test('admin: every page and a payment create under random faults', async ({ page }, testInfo) => {
  const watcher = watch(page);
  await loginAs(page, 'admin');
  const routes = await routesFor(page);
  expect(routes).toContain('/dashboard/admin/payments');
  const recovered = await walk(page, routes, SEED + 100);

  await go(page, '/dashboard/admin/payments');
  await settle(page);
  await control(page, 'faults', randomFaults(SEED + 140));
  await page.getByRole('button', { name: 'New payment' }).click();
  const d = dialog(page);
  const partner = d.getByRole('textbox', { name: 'Partner username' });
  const amount = d.getByRole('textbox', { name: 'Amount' });
  const reason = d.getByRole('textbox', { name: 'Reason' });
  await partner.fill('affiliate');
  await amount.fill('321.09');
  await reason.fill('Ajuste sob falhas');
  await failThenSucceed(page, {
    method: 'POST',
    path: '/api/management/payments',
    status: 500,
    seed: SEED + 141,
    submit: () => d.getByRole('button', { name: 'Create payment' }).click(),
    failed: somethingWrong(page),
    kept: [
      [partner, 'affiliate'],
      [amount, '321.09'],
      [reason, 'Ajuste sob falhas'],
    ],
    done: async () => {
      await expect(page.getByText(/Payment #\d+ created for affiliate\./)).toBeVisible();
      await expect(d).toBeHidden();
    },
  });
  await faultsOff(page);
  const state = await report(page, testInfo, `admin (${routes.length} pages, ${recovered} views recovered)`);
  expect(state.faultsInjected).toBeGreaterThan(0);
  watcher.check();
});

/** Every /api call but the status check fails: each page that asks for data shows its error and retry. */
const ALL_FAIL = { rules: [{ path: '^/api/(?!status$).*', status: 500 }] };

for (const username of ['affiliate', 'admin'] as const) {
  test(`${username}: every page whose data fails shows an error with "Try again", and trying again recovers`, async ({
    page,
  }, testInfo) => {
    // Each page waits out the query's one retry (1 s) before its error shows.
    test.setTimeout(180_000);
    const watcher = watch(page);
    await loginAs(page, username);
    // The admin sees the affiliate's pages too: the same views, checked in the affiliate's run.
    const affiliatePages = new Set(routeTable.filter((r) => canSeePage({ Permissions: ['affiliate'] }, r)).map((r) => r.id));
    const routes = await routesFor(page, username === 'admin' ? (id) => !affiliatePages.has(id) : undefined);
    const checked: string[] = [];
    // The calls this page made that failed. A call still under way from the page before (a refetch
    // after its "Try again") may land once the faults are on: it is not this page's, so only calls
    // started after the move count.
    let pageCalls = new Set<Request>();
    const failedCalls: string[] = [];
    page.on('request', (r) => pageCalls.add(r));
    page.on('response', (r) => {
      if (r.headers()['x-mock-fault'] && pageCalls.has(r.request()))
        failedCalls.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    for (const path of routes) {
      await control(page, 'faults', ALL_FAIL);
      pageCalls = new Set();
      failedCalls.length = 0;
      await go(page, path);
      await expect(page.getByRole('heading', { level: 1 }).or(loadError(page)).first(), path).toBeVisible();
      await expect(loaders(page), `a loader that never ends on ${path}`).toHaveCount(0);
      await notBlank(page);
      if (failedCalls.length > 0) {
        // Something on this page failed: an error view with "Try again" says so.
        await expect(loadError(page).first(), `${path}: ${failedCalls.join(', ')}`).toBeVisible();
        checked.push(path);
      }
      await faultsOff(page);
      await retryAll(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // Pages that only reuse cached data (the profile pages read the session's profile) have nothing to fail.
    expect(checked.length).toBeGreaterThan(routes.length / 3);
    const unchecked = routes.filter((r) => !checked.includes(r));
    await report(
      page,
      testInfo,
      `${username} failed views (${checked.length}/${routes.length} pages failed and recovered; cached, nothing to fail: ${unchecked.join(' ') || 'none'})`,
    );
    watcher.check();
  });
}
