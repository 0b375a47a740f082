// Keyboard only, on the production build and the in-browser mock: sign in, create a campaign and
// request a payout with Tab / Shift+Tab / Enter / Space / arrow keys and typing, never a click.
// At several steps the focused control must show a focus indicator (a computed outline or box
// shadow), as WCAG 2.4.7 asks. The mock's clock is set with a fetch (not a user action).
import { expect as baseExpect, test, type Locator, type Page } from './helpers/test';
import { DEMO_PASSWORD } from './helpers/sign-in';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} never got the focus after ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}

/** The focused element draws a visible focus indicator: an outline or a box shadow. */
async function expectFocusIndicator(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const s = getComputedStyle(el);
        const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
        const shadow = s.boxShadow !== 'none' && s.boxShadow !== '';
        return outline || shadow;
      }),
    )
    .toBe(true);
}

test('keyboard only: sign in, create a campaign, request a payout', async ({ page }) => {
  await page.goto('/auth?step=signin');
  const form = page.locator('#root form').filter({ has: page.locator('input[autocomplete="current-password"]') });

  // Sign in: Tab into the form, type, Shift+Tab back to fix the login, Enter on the button.
  const login = form.locator('input[autocomplete="username"]');
  const password = form.locator('input[autocomplete="current-password"]');
  const submit = form.locator('button[type="submit"]');
  await tabTo(page, login);
  await page.keyboard.type('affiliat');
  await tabTo(page, password);
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, login, { back: true });
  await page.keyboard.press('End');
  await page.keyboard.type('e');
  await expect(login).toHaveValue('affiliate');
  await tabTo(page, submit);
  await expectFocusIndicator(submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard(\/|\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The language switch is a radio group: arrow keys move the choice (and back).
  const english = page.getByRole('radiogroup', { name: 'Language' }).filter({ visible: true }).getByRole('radio', { name: 'English' });
  await tabTo(page, english);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();

  // Campaigns from the menu: Enter on the link.
  const campaignsLink = menu.getByRole('link', { name: 'Campaigns' });
  await tabTo(page, campaignsLink);
  await expectFocusIndicator(campaignsLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();

  // New campaign with Space; the dialog traps the focus; Enter submits.
  const create = page.getByRole('button', { name: 'New campaign' });
  await tabTo(page, create);
  await expectFocusIndicator(create);
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Name' }));
  await page.keyboard.type('Teclado 1');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Description' }));
  await page.keyboard.type('Criada só com o teclado');
  const createSubmit = dialog.getByRole('button', { name: 'Create campaign' });
  await tabTo(page, createSubmit);
  await expectFocusIndicator(createSubmit);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Campaign Teclado-1 created.')).toBeVisible();

  // A payout on a window day: the wallet from the menu, the request with Enter.
  await page.evaluate(async () => {
    const r = await fetch('/__mock/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: '2026-11-05T15:00:00Z' }),
    });
    if (!r.ok) throw new Error(`clock: ${r.status}`);
  });
  const walletLink = menu.getByRole('link', { name: 'Wallet' });
  await tabTo(page, walletLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  const request = page.getByRole('button', { name: 'Request payout' });
  await tabTo(page, request);
  await expectFocusIndicator(request);
  await page.keyboard.press('Enter');
  const payout = page.getByRole('dialog', { name: 'Request payout' });
  await expect(payout.getByTestId('payout-amount')).toBeVisible();
  // Continue looks the PIX key up; the confirmation takes the focus on its heading (issue 19.2).
  const next = payout.getByRole('button', { name: 'Continue' });
  await tabTo(page, next);
  await expectFocusIndicator(next);
  await page.keyboard.press('Enter');
  await expect(payout.getByRole('heading', { name: 'Confirm the recipient' })).toBeFocused();
  // Back returns the focus to the key, kept as it was; Enter there goes on again.
  await tabTo(page, payout.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  const key = payout.getByRole('textbox', { name: 'PIX key', exact: true });
  await expect(key).toBeFocused();
  await expect(key).not.toHaveValue('');
  await page.keyboard.press('Enter');
  await expect(payout.getByRole('heading', { name: 'Confirm the recipient' })).toBeFocused();
  const confirm = payout.getByRole('button', { name: 'Confirm and request' });
  await tabTo(page, confirm);
  await expectFocusIndicator(confirm);
  await page.keyboard.press('Enter');
  await expect(payout).toBeHidden();
  // The whole balance was requested (the toast may be gone already on a slow machine).
  await expect(page.getByTestId('wallet-balance')).toHaveText(/R\$\s?0\.00/);
});
