// The app shell on the production build and the in-browser mock: the menu per account (only
// pages that exist), where /dashboard goes, pages and modals the user may not open, the modals by
// URL (accept-terms for real; unbuilt or forbidden ones leave the URL), Back/Forward with a modal,
// the 404 redirect, maintenance, the route-error page, dark mode and the 375 px burger.
import { useMockServer } from './helpers/mock-server';
import { expect, test, type Locator, type Page } from './helpers/test';
import { modalTable } from '@/app/modals/modal-table';
import { loginAs } from './helpers/login';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const search = (page: Page) => new URL(page.url()).search;

// The status check's timing (src/app/routes/maintenance.tsx, STATUS_CHECK_MS; that module needs
// the browser, so it is not imported here): every 30 s while up, 10 s while down, and a failure
// confirmed by a second check 2 s later.
const STATUS_UP_MS = 30_000;
const STATUS_DOWN_MS = 10_000;
const STATUS_CONFIRM_MS = 2_000;

async function statusFaults(page: Page, rules: { path: string; status: number; times?: number }[]): Promise<void> {
  const status = await page.evaluate(async (r) => {
    const res = await fetch('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: r }),
    });
    return res.status;
  }, rules);
  expect(status).toBe(200);
}

/** The next answer to the status check with `status` (the in-page mock answers in the service worker). */
const statusAnswer = (page: Page, status: number) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/status' && r.status() === status);

test.describe('menu and /dashboard', () => {
  test('affiliate: the built affiliate pages, /dashboard goes to the first of them', async ({ page }) => {
    await loginAs(page, 'affiliate', { path: '/dashboard' });
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    // The first entry; later pages add entries after it (see src/app/route-table.ts).
    await expect(mainMenu(page).getByRole('link').first()).toHaveText('Overview');
    await expect(mainMenu(page).getByText('Admin')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Admin tools' })).toHaveCount(0);
  });

  test('admin: same built pages, plus the admin gear', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/dashboard' });
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(mainMenu(page).getByRole('link').first()).toHaveText('Overview');
    await expect(page.getByRole('button', { name: 'Admin tools' })).toBeVisible();
  });

  test('analyst: the menu shows Admin › Partners and opens it; the overview is never loaded', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await loginAs(page, 'analyst', { path: '/dashboard' });
    // /dashboard goes to the first page they may open (the route table's order), never the overview.
    await expect(page).not.toHaveURL(/\/dashboard(\/overview)?$/);
    await expect(mainMenu(page).getByText('Admin')).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Overview' })).toHaveCount(0);
    await mainMenu(page).getByRole('link', { name: 'Partners' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/partners$/);
    await expect(page.getByRole('heading', { name: 'Partners', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Hello/ })).toHaveCount(0);
    expect(scripts.filter((s) => /\/overview-[^/]+\.js$/.test(s))).toEqual([]);
  });

  test('affiliate: an admin URL renders no admin page; the 404 sends them home', async ({ page }) => {
    await loginAs(page, 'affiliate', { path: '/dashboard/admin/payments' });
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/overview$/, { timeout: 5000 });
    await expect(page.getByRole('heading', { name: 'Hello, Mariana' })).toBeVisible();
  });
});

test.describe('modals by URL', () => {
  // Read from the modal table, so the test follows the modals as they are built.
  const unbuilt = Object.entries(modalTable as Record<string, { component: unknown }>)
    .filter(([, entry]) => entry.component === null)
    .map(([name]) => name);

  test('modals not built yet leave the URL without rendering (admin may open them all)', async ({ page }) => {
    test.skip(unbuilt.length === 0, 'every modal is built');
    await loginAs(page, 'admin');
    for (const name of unbuilt) {
      await page.goto(`/dashboard/overview?tab=2&modal=${name}`);
      await expect(page).toHaveURL(/\/dashboard\/overview\?tab=2$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('a modal the user may not open leaves the URL with its params', async ({ page }) => {
    await loginAs(page, 'affiliate', { path: '/dashboard/overview?tab=2&modal=partner-ban&partnerId=7' });
    await expect(page).toHaveURL(/\/dashboard\/overview\?tab=2$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('affiliate: ?modal=accept-terms closes by itself (terms already accepted)', async ({ page }) => {
    await loginAs(page, 'affiliate', { path: '/dashboard/overview?modal=accept-terms' });
    await expect(page.getByRole('heading', { name: 'Hello, Mariana' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('newbie: accept-terms opens by itself, needs the box, accepts with it', async ({ page }) => {
    await loginAs(page, 'newbie');
    const dialog = page.getByRole('dialog', { name: 'New promotion guidelines' });
    await expect(dialog).toBeVisible();
    expect(search(page)).toBe('?modal=accept-terms');
    await expect(dialog.getByRole('link', { name: 'Promotion guidelines (PDF)' })).toHaveAttribute(
      'href',
      '/terms/promotion-guidelines.pdf',
    );
    await expect(dialog.getByRole('link', { name: 'Terms of use (PDF)' })).toHaveAttribute('href', '/terms/terms-of-use.pdf');
    // Escape does not dismiss it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByText('Tick the box to accept the terms.')).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
  });

  test('Back and Forward bring the modal back and take it away with the URL', async ({ page }) => {
    await loginAs(page, 'newbie');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/overview\?modal=accept-terms$/);
    await expect(page.getByRole('dialog', { name: 'New promotion guidelines' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/nowhere$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

// The in-browser mock starts from its seed on every page load, so "stays accepted after a
// reload" runs the app against the Node mock server (the app's local API override), whose store
// outlives the page.
test.describe('accept-terms against the Node mock server', () => {
  const port = Number(process.env.E2E_MOCK_PORT ?? 4186);
  useMockServer(port);

  test('newbie accepts, and after a reload the modal stays closed', async ({ page }) => {
    await page.addInitScript((url) => localStorage.setItem('portal.apiUrl', url), `http://127.0.0.1:${port}`);
    await loginAs(page, 'newbie');
    const dialog = page.getByRole('dialog', { name: 'New promotion guidelines' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hello, Lucas' })).toBeVisible();
    // The profile (TermsAccepted) is what would open the modal; once every call is answered it has spoken.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
  });
});

test.describe('system screens', () => {
  test('404: the sonar, then /dashboard after 2 s', async ({ page }) => {
    await loginAs(page, 'affiliate');
    // Timed in the page (when the sonar is drawn, when the router leaves), not by when the test
    // notices either: a busy machine notices late.
    await page.addInitScript(() => {
      const w = window as unknown as { shownAt?: number; leftAt?: number };
      new MutationObserver(() => {
        if (w.shownAt === undefined && document.querySelector('[data-testid="sonar"]')) w.shownAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name].bind(history);
        history[name] = (...args: Parameters<History['pushState']>) => {
          if (w.shownAt !== undefined && w.leftAt === undefined) w.leftAt = performance.now();
          original(...args);
        };
      }
    });
    await page.goto('/somewhere/else');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('sonar')).toBeVisible();
    await page.waitForURL(/\/dashboard\/overview$/, { timeout: 10_000 });
    const { shownAt, leftAt } = await page.evaluate(() => {
      const w = window as unknown as { shownAt: number; leftAt: number };
      return { shownAt: w.shownAt, leftAt: w.leftAt };
    });
    expect(leftAt - shownAt).toBeGreaterThanOrEqual(1950);
    expect(leftAt - shownAt).toBeLessThan(4000);
  });

  test('404: the sonar holds still for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/nowhere');
    const ring = page.getByTestId('sonar').locator('span').first();
    await expect(ring).toBeVisible();
    expect(await ring.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await ring.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
  });

  test('maintenance: a failing status check, confirmed, shows "Em maintenance" (in Portuguese too) and the app comes back', async ({
    page,
  }) => {
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
    await loginAs(page, 'affiliate');
    await expect(page.getByRole('heading', { name: 'Olá, Mariana' })).toBeVisible();

    await statusFaults(page, [{ path: '/api/status', status: 503 }]);
    const failed = statusAnswer(page, 503);
    await page.clock.fastForward(STATUS_UP_MS + 1_000);
    await failed;
    await page.clock.fastForward(STATUS_CONFIRM_MS + 1_000); // the second check fails too
    await expect(page.getByRole('heading', { name: 'Em maintenance' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', /^(mailto:|https?:)/);
    await expect(page.getByRole('heading', { name: 'Olá, Mariana' })).toHaveCount(0);

    await page.evaluate(() => fetch('/__mock/faults', { method: 'DELETE' }));
    await page.clock.fastForward(STATUS_DOWN_MS + 1_000);
    await expect(page.getByRole('heading', { name: 'Olá, Mariana' })).toBeVisible();
  });

  test('maintenance: one failed check keeps the app; what was typed survives a confirmed down', async ({ page }) => {
    await page.clock.install();
    await loginAs(page, 'affiliate', { path: '/dashboard/profile/personal-data' });
    const form = page.getByRole('form', { name: 'Your details' });
    const firstName = form.getByRole('textbox', { name: 'First name' });
    const lastName = form.getByRole('textbox', { name: 'Last name' });
    await firstName.fill('Mariana Typed');
    await lastName.fill('Not saved yet');
    await form.getByRole('textbox', { name: 'Last name' }).focus();

    // One failed check: the second, a moment later, answers; the app was never replaced.
    await statusFaults(page, [{ path: '/api/status', status: 503, times: 1 }]);
    const failed = statusAnswer(page, 503);
    await page.clock.fastForward(STATUS_UP_MS + 1_000);
    await failed;
    await expect(firstName).toBeVisible();
    const confirmedUp = statusAnswer(page, 200);
    await page.clock.fastForward(STATUS_CONFIRM_MS + 1_000);
    await confirmedUp;
    await expect(page.getByRole('heading', { name: 'Em maintenance' })).toHaveCount(0);
    await expect(firstName).toHaveValue('Mariana Typed');

    // Down for good: the maintenance screen covers the app once the second check fails too.
    await statusFaults(page, [{ path: '/api/status', status: 503 }]);
    const firstFailure = statusAnswer(page, 503);
    await page.clock.fastForward(STATUS_UP_MS + 1_000);
    await firstFailure;
    await expect(firstName).toBeVisible();
    await page.clock.fastForward(STATUS_CONFIRM_MS + 1_000);
    await expect(page.getByRole('heading', { name: 'Em maintenance' })).toBeVisible();
    await expect(firstName).toBeHidden();

    // Back up: the form is there again with what was typed, and the focus where it was.
    await page.evaluate(() => fetch('/__mock/faults', { method: 'DELETE' }));
    await page.clock.fastForward(STATUS_DOWN_MS + 1_000);
    await expect(page.getByRole('heading', { name: 'Personal data', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Em maintenance' })).toHaveCount(0);
    await expect(firstName).toHaveValue('Mariana Typed');
    await expect(lastName).toHaveValue('Not saved yet');
    await expect(lastName).toBeFocused();
  });

  test('the route-error page: a page chunk that fails to load shows the error, reports it, clears storage and goes to /', async ({
    page,
  }) => {
    await loginAs(page, 'affiliate');
    // A real failure, not a test hook: the page's module cannot be fetched (as after a deploy).
    // context.route: the mock's service worker fetches the chunk on the page's behalf.
    await page.context().route(/\/assets\/overview-[^/]+\.js$/, (route) => route.abort());
    const report = page.waitForRequest((r) => r.url().endsWith('/api/webhooks/error') && r.method() === 'POST');
    await page.goto('/dashboard/overview');
    await expect(page.getByRole('heading', { name: 'TypeError' })).toBeVisible();
    const body = (await report).postDataJSON() as { name: string; message: string };
    expect(body.name).toBe('TypeError');
    expect(body.message).toMatch(/dynamically imported module|Failed to fetch/i);
    // After 1 s the page reloads at /, which boots the app again and sends the signed-out user to /auth.
    await page.waitForURL(/\/auth/, { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('dark mode: the switch flips the scheme and it stays after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await loginAs(page, 'affiliate');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test.describe('before the app loads', () => {
    // No service worker, so the app's modules can be blocked and only public/boot.js runs.
    test.use({ serviceWorkers: 'block', colorScheme: 'light' });
    test('the saved scheme is on the page before any app code runs: no light flash', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('mantine-color-scheme-value', 'dark'));
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await page.goto('/auth', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.locator('#root')).toBeEmpty(); // the app itself never ran
    });
  });

  test('375 px: the menu hides behind the burger', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, 'affiliate');
    await expect(mainMenu(page)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(mainMenu(page)).toBeInViewport();
    await mainMenu(page).getByRole('link', { name: 'Overview' }).click();
    await expect(mainMenu(page)).not.toBeInViewport();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
  });
});

/** Runs in the page: the elements `selector` matches that `target` lies over. An element counts
 * where it would show if `target` were not there (elementFromPoint with `target` hidden, at a few
 * points of the shared area), so one under another layer (the open mobile menu) or scrolled out
 * of its list does not. */
const OVERLAP_IN_PAGE = `(target, selector) => {
  const t = target.getBoundingClientRect();
  const candidates = [];
  for (const el of document.querySelectorAll(selector)) {
    if (el === target || target.contains(el) || el.contains(target)) continue;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const r = el.getBoundingClientRect();
    const left = Math.max(r.left, t.left), right = Math.min(r.right, t.right), top = Math.max(r.top, t.top), bottom = Math.min(r.bottom, t.bottom);
    if (right - left >= 1 && bottom - top >= 1) candidates.push({ el, left, right, top, bottom });
  }
  const hidden = target.style.visibility;
  target.style.visibility = 'hidden';
  const hits = [];
  try {
    for (const { el, left, right, top, bottom } of candidates) {
      const xs = [left + 0.5, (left + right) / 2, right - 0.5];
      const ys = [top + 0.5, (top + bottom) / 2, bottom - 0.5];
      const showsThere = xs.some((x) => ys.some((y) => { const hit = document.elementFromPoint(x, y); return hit !== null && (hit === el || el.contains(hit)); }));
      if (showsThere) hits.push((el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40) + ' <' + el.tagName.toLowerCase() + '>');
    }
  } finally {
    target.style.visibility = hidden;
  }
  return hits;
}`;

/** What `target` lies over among the elements `selector` matches (visible ones, as far as they show). */
async function overlaps(target: Locator, selector: string): Promise<string[]> {
  return target.evaluate((el, [fn, sel]) => (new Function(`return ${fn}`)() as (t: Element, s: string) => string[])(el, sel), [
    OVERLAP_IN_PAGE,
    selector,
  ] as const);
}

const INTERACTIVE_AND_HEADINGS =
  'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="radio"], [role="tab"], [role="menuitem"], [role="combobox"], h1, h2, h3, h4, h5, h6, [role="heading"]';

test.describe('toasts never cover the header', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`${viewport.width} px: a toast stays clear of the bell, language, theme and account menu`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, 'affiliate', { path: '/dashboard/profile/personal-data' });
      // A toast: a save the server fails (the generic error notice).
      await statusFaults(page, [{ path: '/api/me/profile', status: 500 }]);
      const form = page.getByRole('form', { name: 'Your details' });
      await form.getByRole('textbox', { name: 'First name' }).fill('Mari');
      await form.getByRole('button', { name: 'Save changes' }).click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Something went wrong' });
      await expect(toast).toBeVisible();
      // Measured once it has slid in.
      await expect.poll(() => toast.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
      const header = page.getByRole('banner');
      const controls = [
        header.getByRole('button', { name: /notifications/i }).or(header.getByRole('link', { name: /notifications/i })),
        header.getByRole('radiogroup', { name: 'Language' }).filter({ visible: true }),
        header.getByRole('button', { name: /Switch to (dark|light) mode/ }),
        header.getByRole('button', { name: /Account menu/ }),
      ];
      const box = (await toast.boundingBox())!;
      for (const control of controls) {
        await expect(control).toBeVisible();
        const c = (await control.boundingBox())!;
        const meets = box.x < c.x + c.width && c.x < box.x + box.width && box.y < c.y + c.height && c.y < box.y + box.height;
        expect(meets, `the toast covers ${String(control)}`).toBe(false);
      }
      // Nor anything else of the header.
      expect(await overlaps(toast, 'header, header *')).toEqual([]);
    });
  }
});

test.describe('the "Mock API" badge covers nothing', () => {
  const badge = (page: Page) => page.getByRole('button', { name: 'Mock API', exact: true });

  /** At every scroll position of the page, the badge lies over no control or heading, and nothing lies over it. */
  async function coversNothing(page: Page, where: string): Promise<void> {
    await expect(badge(page)).toBeAttached();
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (let y = 0; ; y = Math.min(height, y + 200)) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await overlaps(badge(page), INTERACTIVE_AND_HEADINGS), `${where}, scrolled to ${y}`).toEqual([]);
      if (y >= height) break;
    }
  }

  /** The badge is on screen and on top: a click there reaches it. */
  async function reachable(page: Page): Promise<void> {
    await badge(page).scrollIntoViewIfNeeded();
    await expect(badge(page)).toBeInViewport({ ratio: 1 });
    const onTop = await badge(page).evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(onTop).toBe(true);
  }

  test('1440×900: admin (the longest menu) and the sign-in page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'admin', { path: '/dashboard/overview' });
    await coversNothing(page, 'admin overview');
    await reachable(page);
    // The last menu entry shows whole above it, once the menu is scrolled to its end.
    const last = mainMenu(page).getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    expect(await overlaps(badge(page), INTERACTIVE_AND_HEADINGS)).toEqual([]);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth?step=signin');
    await expect(page.locator('#root').getByRole('heading', { level: 1 })).toBeVisible();
    await coversNothing(page, '/auth');
    await reachable(page);
  });

  test('375×812: a page, the open burger menu and the sign-in page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs(page, 'affiliate', { path: '/dashboard/overview' });
    await coversNothing(page, 'overview');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(mainMenu(page)).toBeInViewport();
    await coversNothing(page, 'overview, menu open');
    await reachable(page);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth?step=signin');
    await expect(page.locator('#root').getByRole('heading', { level: 1 })).toBeVisible();
    await coversNothing(page, '/auth');
    await reachable(page);
  });
});
