// Accessibility on the production build and the in-browser mock: axe (WCAG 2.0/2.1/2.2 A and AA)
// on every page of the route table the account may open (read from app/route-table.ts, so a page
// is covered as soon as it is registered), the 404, and every modal of the modal table the account
// may open; as the affiliate in pt-br and es-419, the analyst in pt-br and the admin in en-us
// (SWEEPS below; every role covered, every language's texts). The /auth steps and the
// public 404 once per language. No serious or critical violation is allowed; the
// failure lists rule, target and where. One sign-in per test; pages are then opened client-side
// (a reload would cost a boot), each scanned once its content has loaded.
import { expect as baseExpect, test, type Page } from './helpers/test';
import { modalTable, type ModalEntry, type ModalName } from '@/app/modals/modal-table';
import { canSeePage } from '@/app/navigation';
import { routeTable } from '@/app/route-table';
import { can, type PermissionHolder } from '@/lib/can';
import { DEMO_IDS, FIRST_PARTNER_ID } from '@mocks/db/demo-accounts';
import { submitSignIn } from './helpers/sign-in';
import { loginAs } from './helpers/login';
import { axeViolations } from './helpers/axe';

const expect = baseExpect.configure({ timeout: 30_000 });
// Up to ~30 scans per test on a busy 2-core machine.
test.describe.configure({ timeout: 420_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LANGUAGES = ['en-us', 'pt-br', 'es-419'] as const;
type Role = 'affiliate' | 'admin' | 'analyst';
/**
 * Each role's pages and modals are swept in one language, the affiliate's in two more: the same
 * components render every language, so a third sweep of the same page found nothing the first
 * did not (issue 13: the sweep may not cost minutes). Every language's /auth steps are swept.
 */
const SWEEPS: Record<(typeof LANGUAGES)[number], ReadonlyArray<Role>> = {
  'en-us': ['admin'],
  'pt-br': ['affiliate', 'analyst'],
  'es-419': ['affiliate'],
};
const rolesIn = (language: (typeof LANGUAGES)[number]) => SWEEPS[language];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Violations in code another part of the team is building right now, reported (test annotation
 * and log) instead of failing, each with its owner. Remove an entry once its fix lands.
 */
const KNOWN: ReadonlyArray<{ rule: string; where: RegExp; owner: string }> = [];
const isKnown = (f: { rule: string; where: string }) => KNOWN.some((k) => k.rule === f.rule && k.where.test(f.where));

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
}

/** Everything axe found, kept per test; the summary (counts by impact) is attached to the report. */
class Findings {
  readonly all: Finding[] = [];
  scans = 0;
  ms = 0;

  async scan(page: Page, where: string, include?: string): Promise<void> {
    const started = Date.now();
    const violations = await axeViolations(page, TAGS, include);
    this.scans += 1;
    this.ms += Date.now() - started;
    for (const v of violations) {
      this.all.push({
        where,
        rule: v.id,
        impact: v.impact ?? 'unknown',
        targets: v.nodes.map((n) => {
          // For contrast, the colours axe measured say what to fix.
          const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
          const colours = v.id === 'color-contrast' && data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
          return n.target.join(' ') + colours;
        }),
        help: v.help,
      });
    }
  }

  summary(): Record<string, number> {
    const counts: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
    for (const f of this.all) counts[f.impact] = (counts[f.impact] ?? 0) + f.targets.length;
    return counts;
  }

  blocking(): string[] {
    return this.all
      .filter((f) => BLOCKING.has(f.impact) && !isKnown(f))
      .map((f) => `[${f.impact}] ${f.rule} on ${f.where}: ${f.targets.join(' | ')} (${f.help})`);
  }

  /** Runs the scans of one test; whatever happens, what was found so far is reported. */
  async run(label: string, body: () => Promise<void>): Promise<void> {
    try {
      await body();
    } finally {
      const line = `${label}: ${this.scans} scans (${(this.ms / 1000).toFixed(1)} s in axe), nodes by impact ${JSON.stringify(this.summary())}`;
      console.log(line);
      for (const f of this.all) {
        const known = KNOWN.find((k) => k.rule === f.rule && k.where.test(f.where));
        console.log(`  [${f.impact}]${known ? ' (known)' : ''} ${f.rule} on ${f.where}: ${f.targets.join(' | ')}`);
        if (known)
          test.info().annotations.push({ type: 'known a11y issue', description: `${f.rule} on ${f.where} — fix in ${known.owner}` });
      }
      await test.info().attach('axe-summary', { body: [line, ...this.blocking()].join('\n'), contentType: 'text/plain' });
    }
    expect(this.blocking(), 'serious or critical axe violations').toEqual([]);
  }
}

/** The page's content is in: no loader, skeleton or busy region left, and fonts/layout settled. */
async function settled(page: Page): Promise<void> {
  // The pointer rests where the last click was; keep hover states out of the measured colours.
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Client-side navigation (what a link does): the router follows popstate. */
async function go(page: Page, url: string): Promise<void> {
  await page.evaluate((u) => {
    history.pushState(null, '', u);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
}

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return (await res.json()) as unknown;
  }, path) as Promise<T>;
}

type Profile = PermissionHolder & { TermsAccepted?: boolean };
type Listing = Array<Record<string, unknown>> | { items?: Array<Record<string, unknown>> };
const firstOf = (body: Listing): Record<string, unknown> | undefined => (Array.isArray(body) ? body[0] : body.items?.[0]);

async function useLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('locale', lang), language);
}

/** The modal host page each modal opens over (where its button lives), with its parameters. */
async function modalUrls(page: Page, user: Profile): Promise<Array<{ name: ModalName; url: string }>> {
  const affiliate = can(user, 'affiliate');
  const params: Partial<Record<ModalName, () => Promise<string | null>>> = {
    'payment-manage': async () => {
      // An affiliate opens their own payment; an admin reader (the analyst) any, from the admin list.
      const p = firstOf(await api<Listing>(page, affiliate ? '/api/me/payments' : '/api/management/payments'));
      return p ? `paymentId=${String(p.ID)}` : null;
    },
    'paymen-send-invoice': async () => {
      const p = firstOf(await api<Listing>(page, '/api/me/payments'));
      return p ? `paymentId=${String(p.ID)}` : null;
    },
    'business-manage': async () => {
      const b = firstOf(await api<Listing>(page, '/api/management/business'));
      return b ? `affiliateId=${String(b.AffiliateID)}` : null;
    },
    'partner-ban': async () => `partnerId=${FIRST_PARTNER_ID}`,
    'creative-copy': async () => 'creativeId=1', // a seeded published banner (issue 18)
    'privacy-request': async () => {
      const r = firstOf(await api<Listing>(page, '/api/management/privacy-requests'));
      return r ? `privacyRequestId=${String(r.ID)}` : null;
    },
  };
  const hosts: Record<ModalName, string> = {
    'campaign-create': '/dashboard/campaigns',
    'payment-request': '/dashboard/wallet',
    'payment-manage': affiliate ? '/dashboard/wallet' : '/dashboard/admin/payments',
    'paymen-send-invoice': '/dashboard/wallet',
    'business-manage': '/dashboard/admin/businesses',
    'payment-create': '/dashboard/admin/payments',
    'partner-ban': '/dashboard/admin/partners',
    'demo-balance-request': '/dashboard/demo-balance',
    'accept-terms': '/dashboard/overview',
    'creative-copy': '/dashboard/creatives',
    'privacy-request': '/dashboard/admin/privacy-requests',
  };
  const out: Array<{ name: ModalName; url: string }> = [];
  for (const [name, entry] of Object.entries(modalTable) as Array<[ModalName, ModalEntry]>) {
    if (entry.component === null || !can(user, entry.access)) continue;
    // accept-terms opens only while the current terms are not accepted (the public test covers it).
    if (name === 'accept-terms' && user.TermsAccepted) continue;
    const extra = params[name] ? await params[name]() : '';
    if (extra === null) continue;
    out.push({ name, url: `${hosts[name]}?modal=${name}${extra ? `&${extra}` : ''}` });
  }
  return out;
}

/** Route table entries this user may open, with real IDs from the seed for the parameters. */
async function routeUrls(page: Page, user: PermissionHolder): Promise<string[]> {
  const urls: string[] = [];
  for (const route of routeTable) {
    if (!canSeePage(user, route)) continue;
    let url: string = route.path;
    if (url.includes(':campaignId')) {
      const c = firstOf(await api<Listing>(page, '/api/me/campaigns'));
      if (!c) continue;
      url = url.replace(':campaignId', String(c.ID));
    }
    url = url.replace(':partnerId', String(DEMO_IDS.affiliate));
    url = url.replace(':creativeId', '9'); // a seeded draft that fails the check: the checklist at its longest (issue 18)
    urls.push(url);
  }
  return urls;
}

/** Keeps the 404's 2 s redirect from firing mid-scan (the redirect itself is tested in shell.spec). */
async function holdRedirect(page: Page): Promise<void> {
  await page.evaluate(() => {
    const original = window.setTimeout;
    const held = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
      ms === 2000 ? 0 : original(handler, ms, ...rest)) as typeof window.setTimeout;
    window.setTimeout = held;
  });
}

for (const language of LANGUAGES) {
  test(`a11y ${language}: /auth steps and the public 404`, async ({ page }) => {
    const findings = new Findings();
    await useLanguage(page, language);
    await findings.run(`public ${language}`, async () => {
      for (const step of ['signin', 'signup', 'code', 'reset']) {
        await test.step(`/auth?step=${step}`, async () => {
          await page.goto(`/auth?step=${step}`);
          await expect(page.locator('#root form').first()).toBeVisible(); // the app's, not the static copy's
          await settled(page);
          await findings.scan(page, `/auth?step=${step}`);
        });
      }
      await test.step('public 404', async () => {
        await holdRedirect(page);
        await go(page, '/no-such-page');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settled(page);
        await findings.scan(page, '/no-such-page (404)');
      });
      await test.step('accept-terms (opens by itself for newbie, who has not accepted the terms)', async () => {
        await page.goto('/auth?step=signin');
        await submitSignIn(page, 'newbie');
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(page).toHaveURL(/[?&]modal=accept-terms/);
        await settled(page);
        await findings.scan(page, `${new URL(page.url()).pathname}?modal=accept-terms (newbie)`, '[role="dialog"]');
      });
    });
  });

  for (const role of rolesIn(language)) {
    test(`a11y ${language}: ${role} — every page, the 404 and every modal`, async ({ page }) => {
      const findings = new Findings();
      await useLanguage(page, language);
      await loginAs(page, role, { locale: language });
      const user = await api<Profile>(page, '/api/me/profile');
      const urls = await routeUrls(page, user);
      expect(urls.length).toBeGreaterThan(0);
      const dialogs = await modalUrls(page, user);

      await findings.run(`${role} ${language}`, async () => {
        for (const [index, url] of urls.entries()) {
          await test.step(url, async () => {
            await go(page, url);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await settled(page);
            // The header and menu are the same on every page: the whole document once, then the page's main.
            await findings.scan(page, url, index === 0 ? undefined : 'main');
          });
        }
        for (const { name, url } of dialogs) {
          await test.step(`modal ${name}: ${url}`, async () => {
            await go(page, url);
            const dialog = page.getByRole('dialog');
            await expect(dialog).toBeVisible();
            await settled(page);
            await findings.scan(page, `${url} (modal ${name})`, '[role="dialog"]');
            await page.keyboard.press('Escape');
            await expect(dialog).toHaveCount(0);
          });
        }
        await test.step('404 inside the layout', async () => {
          await holdRedirect(page);
          await go(page, '/dashboard/no-such-page');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await settled(page);
          await findings.scan(page, '/dashboard/no-such-page (404)');
        });
      });
    });
  }
}

// The sweep's scanner finds what it should: a violation planted in the page is reported with its rule.
test('a11y: the scanner reports a planted violation', async ({ page }) => {
  await page.goto('/auth?step=signin');
  await expect(page.locator('#root form').first()).toBeVisible();
  expect((await axeViolations(page, TAGS, '#root')).map((v) => v.id)).toEqual([]);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.querySelector('#root form')?.append(img);
  });
  expect((await axeViolations(page, TAGS, '#root')).map((v) => v.id)).toContain('image-alt');
});
