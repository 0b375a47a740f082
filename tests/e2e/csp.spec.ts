// The Content-Security-Policy of the production build (scripts/csp.mjs, sent by `vite preview`
// and written to dist/_headers): the header carries the strict directives, index.html has no
// inline script, and nothing the app does while signing in and opening the overview (chart), the
// wallet and an admin business document (a frame on a blob: URL of the file fetched from the Node
// mock server, with its live websocket) trips the policy. The policy frames no API origin.
import { useMockServer } from './helpers/mock-server';
import { expect as baseExpect, test, type Page } from './helpers/test';
import { signIn } from './helpers/sign-in';
import { loadEnv } from 'vite';
import { cspHeader } from '../../scripts/csp.mjs';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Every CSP violation the pages report (the DOM event, in any frame) or log (console). */
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  void page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation?: (t: string) => void }).__cspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.documentURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test('the build is served with the strict policy, and index.html has no inline script', async ({ request }) => {
  for (const path of ['/', '/auth', '/dashboard/overview']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const header = response.headers()['content-security-policy'] ?? '';
    // Exactly the policy of scripts/csp.mjs for this build's variables (preview runs in production mode).
    expect(header).toBe(cspHeader({ env: loadEnv('production', process.cwd(), 'VITE_'), local: true }));
    const d = directives(header);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('worker-src')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    // Documents show from blob: URLs the page made; nothing on the API (or elsewhere) is framed.
    expect(d.get('frame-src')).toEqual(["'self'", 'blob:']);
    for (const [name, sources] of d) {
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
    }
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either
  }
});

test('signing in, the overview chart and the wallet run without a violation (in-browser mock)', async ({ page }) => {
  const violations = watchViolations(page);
  await signIn(page, 'affiliate');
  await page.goto('/dashboard/overview');
  await expect(page.getByRole('img', { name: /per month since/ }).locator('canvas')).toBeVisible();
  await page.goto('/dashboard/wallet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.waitForLoadState('networkidle'); // every script, style and call of the page is in
  expect(violations).toEqual([]);
});

test.describe('against the Node mock server', () => {
  const port = Number(process.env.E2E_CSP_MOCK_PORT ?? 4187);
  useMockServer(port);

  test('an admin opens a business document in its frame without a violation', async ({ page }) => {
    const violations = watchViolations(page);
    await page.addInitScript((url) => localStorage.setItem('portal.apiUrl', url), `http://127.0.0.1:${port}`);
    await signIn(page, 'admin');
    await page.goto('/dashboard/admin/businesses?approval=approved');
    const loaded = page.waitForResponse((r) => /\/api\/media\/[A-Za-z0-9_-]+$/.test(r.url()));
    await page
      .getByRole('table')
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    const response = await loaded;
    expect(response.status()).toBe(200);
    const frame = page.getByRole('dialog').locator('iframe').first();
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /^blob:/);
    await page.waitForLoadState('networkidle'); // the frame's document is in
    expect(violations).toEqual([]);
  });
});
