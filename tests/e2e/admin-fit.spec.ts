// The admin console fits its screen (issue 15.2 and 15.7), measured in the page: a box that scrolls
// sideways has a scrollWidth larger than its clientWidth, a badge whose label is cut has a label
// wider than its box, and a control that sticks out of its container ends right of its edge.
//  - 1440 px, en-us and pt-br: the demo-balance queue shows every status badge whole, the table
//    does not scroll sideways and the Decline buttons are inside it.
//  - 375 px, pt-br: the Businesses page does not scroll sideways (the approval filter fits), and
//    the payments report shows every status badge whole inside its card.
import { expect, test, type Locale, type Locator, type Page } from './helpers/test';

interface Fit {
  /** The document is wider than the window. */
  pageScrollsSideways: boolean;
  /** Boxes inside `scope` that scroll sideways (scrollWidth > clientWidth), described. */
  scrolling: string[];
  /** Badge labels cut short (their text wider than their box), by text. */
  cutBadges: string[];
  /** Elements of `selector` whose right edge passes the scope's right edge, by text. */
  outside: string[];
}

/** Measures `scope` as described above; `selector` names the controls that must stay inside it. */
async function measure(scope: Locator, selector = 'button'): Promise<Fit> {
  return scope.evaluate((root, sel) => {
    const doc = document.documentElement;
    const scrolling: string[] = [];
    for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
      const style = getComputedStyle(el);
      // Only boxes that could scroll or clip (visible overflow just spills, and is caught below);
      // a table cell's free text cut with an ellipsis is meant (its whole text is its title).
      if (style.overflowX === 'visible') continue;
      if (style.textOverflow === 'ellipsis' && el.closest('tbody') && !el.closest('.mantine-Badge-root')) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        scrolling.push(`${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth}>${el.clientWidth}`);
    }
    const cutBadges = [...root.querySelectorAll<HTMLElement>('.mantine-Badge-label')]
      .filter((label) => {
        const box = label.closest<HTMLElement>('.mantine-Badge-root')!;
        return label.scrollWidth > label.clientWidth + 1 || label.getBoundingClientRect().right > box.getBoundingClientRect().right + 1;
      })
      .map((label) => label.textContent ?? '');
    const edge = root.getBoundingClientRect().right;
    const outside = [...root.querySelectorAll<HTMLElement>(sel)]
      .filter((el) => el.getBoundingClientRect().right > edge + 1)
      .map((el) => el.textContent ?? '');
    return { pageScrollsSideways: doc.scrollWidth > doc.clientWidth, scrolling, cutBadges, outside };
  }, selector);
}

const fits: Fit = { pageScrollsSideways: false, scrolling: [], cutBadges: [], outside: [] };

async function queueTable(page: Page): Promise<Locator> {
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(5)).toBeVisible();
  // The list block's own box (ServerTable: root > scroll box > table, footer).
  return page.locator('[data-server-table]').filter({ has: table });
}

test.describe('1440 px: the demo-balance queue fits (issue 15.2)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const words: Record<Locale, { statuses: string[]; decline: string }> = {
    'en-us': { statuses: ['Approved', 'Pending', 'Declined'], decline: 'Decline' },
    'pt-br': { statuses: ['Aprovada', 'Pendente', 'Recusada'], decline: 'Recusar' },
  };

  for (const locale of ['en-us', 'pt-br'] as const) {
    test(`${locale}: whole badges, no sideways scroll, Decline inside the table`, async ({ login, page }) => {
      await login('admin', { locale, path: '/dashboard/admin/demo-balance' });
      const box = await queueTable(page);
      const table = page.getByRole('table');
      // Every status is on the first page of the seeded queue, and pending rows have both buttons.
      for (const status of words[locale].statuses) await expect(table.getByText(status, { exact: true }).first()).toBeVisible();
      await expect(table.getByRole('button', { name: words[locale].decline }).first()).toBeVisible();
      expect(await measure(box)).toEqual(fits);
    });
  }
});

test.describe('375 px in pt-br (issue 15.7)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the Businesses page does not scroll sideways: the approval filter fits', async ({ login, page }) => {
    await login('admin', { locale: 'pt-br', path: '/dashboard/admin/businesses' });
    await expect(page.getByRole('table').getByRole('row').nth(3)).toBeVisible();
    const filter = page.getByRole('radiogroup', { name: 'Aprovação' });
    await expect(filter.getByText('Reprovada', { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    const fit = await measure(main, '.mantine-SegmentedControl-root, input');
    expect(fit.pageScrollsSideways).toBe(false);
    expect(fit.outside).toEqual([]);
    // The filter still works at this size.
    await filter.getByText('Reprovada', { exact: true }).click();
    await expect(page).toHaveURL(/approval=rejected/);
  });

  test('the payments report shows every status whole, inside its card', async ({ login, page }) => {
    await login('admin', { locale: 'pt-br', path: '/dashboard/admin/payments' });
    const report = page.getByTestId('payments-report');
    await expect(report.getByText('aguardando nota fiscal', { exact: true })).toBeVisible();
    await expect(report.getByText('em análise', { exact: true })).toBeVisible();
    expect(await measure(report, '[data-testid="report-row"] *')).toEqual(fits);
  });

  test('the partner page: the settings table fits its card, its remove buttons on screen', async ({ login, page }) => {
    await login('admin', { locale: 'pt-br', path: '/dashboard/admin/partners/1' });
    const card = page.getByRole('region', { name: 'Configurações do parceiro' });
    await expect(card.getByRole('button', { name: /^Remover campaignLimit$/ }).first()).toBeVisible();
    await expect(card.getByText(/^Alterada em \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
    const fit = await measure(card, 'button');
    expect(fit.pageScrollsSideways).toBe(false);
    expect(fit.scrolling).toEqual([]);
    expect(fit.outside).toEqual([]);
  });

  test('payment-manage: the status badge stays in its cell, beside no other field', async ({ login, page }) => {
    await login('admin', { locale: 'pt-br', path: '/dashboard/admin/payments?status=NF_Sent' });
    await page.getByTestId('payment-manage-link').first().click();
    const details = page.getByRole('dialog').getByTestId('payment-manage-details');
    const badge = details.getByTestId('payment-manage-status').locator('.mantine-Badge-root');
    await expect(badge).toHaveText('nota fiscal enviada');
    // The badge ends inside its own field, and no other field starts on its line to the right of it.
    const fields = await details.evaluate((grid, testId) => {
      const badgeBox = grid.querySelector(`[data-testid="${testId}"] .mantine-Badge-root`)!.getBoundingClientRect();
      const cell = [...grid.children].find((c) => c.contains(grid.querySelector(`[data-testid="${testId}"]`)))!;
      const overlapping = [...grid.children]
        .filter((c) => c !== cell)
        .map((c) => c.getBoundingClientRect())
        .filter((r) => r.left < badgeBox.right && r.right > badgeBox.left && r.top < badgeBox.bottom && r.bottom > badgeBox.top);
      return { inCell: badgeBox.right <= cell.getBoundingClientRect().right + 1, overlapping: overlapping.length };
    }, 'payment-manage-status');
    expect(fields).toEqual({ inCell: true, overlapping: 0 });
  });
});

test.describe('1440 px: payment-manage without an invoice', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('says so in a line, with no empty block before Close', async ({ login, page }) => {
    await login('admin', { path: '/dashboard/admin/payments?status=Waiting_NF' });
    await page.getByTestId('payment-manage-link').first().click();
    const viewer = page.getByRole('dialog').getByTestId('document-frame');
    await expect(viewer.getByText('No invoice was sent for this payment.')).toBeVisible();
    expect((await viewer.boundingBox())!.height).toBeLessThan(80);
  });
});
