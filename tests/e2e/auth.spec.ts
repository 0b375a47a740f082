// The sign-in area on the production build and the in-browser mock: every sign-in outcome of
// the demo accounts, the session rules (redirects, logout, invalid token, version change),
// sign-up with its refusals, the e-mail code sign-in, and a run in Portuguese.
import { expect, test, type Page } from './helpers/test';
import { signIn, submitSignIn } from './helpers/sign-in';

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test.describe('sign-in outcomes', () => {
  test('affiliate signs in and lands on the overview', async ({ page }) => {
    await signIn(page, 'affiliate');
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    expect(await token(page)).toMatch(/^mock\.1\./);
  });

  test('newbie signs in', async ({ page }) => {
    await signIn(page, 'newbie');
    expect(await token(page)).toMatch(/^mock\.2\./);
  });

  test('an account under review is told so', async ({ page }) => {
    await page.goto('/auth');
    await submitSignIn(page, 'review');
    await expect(page.getByRole('alert')).toHaveText('Your account is under review. We will e-mail you when it is approved.');
    await expect(page).toHaveURL(/\/auth/);
  });

  test('a banned account is told until when', async ({ page }) => {
    await page.goto('/auth');
    await submitSignIn(page, 'banned');
    await expect(page.getByRole('alert')).toHaveText(/^This account is banned until \w+ \d{1,2}, \d{4}\.$/);
  });

  test('a wrong password is refused and what was typed stays', async ({ page }) => {
    await page.goto('/auth');
    await submitSignIn(page, 'affiliate', 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid user or password.');
    await expect(page.getByLabel('Username or e-mail')).toHaveValue('affiliate');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong-password');
    expect(await token(page)).toBeNull();
  });

  test('five wrong passwords in a row lock the account, saying until when', async ({ page }) => {
    await page.goto('/auth');
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    for (let i = 1; i <= 5; i += 1) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/signin'));
      await submitSignIn(page, 'newbie', `wrong-${i}`);
      await answer;
      await expect(submit).toBeEnabled();
    }
    await expect(page.getByRole('alert')).toHaveText(/^Too many failed attempts\. Try again after \d{1,2}:\d{2}\s?(AM|PM)\.$/);
    // Even the right password is refused while locked.
    await submitSignIn(page, 'newbie', 'demo1234');
    await expect(page.getByRole('alert')).toHaveText(/^Too many failed attempts/);
    await expect(page).toHaveURL(/\/auth/);
  });

  test('a server error says so and keeps the input', async ({ page }) => {
    await page.goto('/auth');
    // The mock answers once the app is drawn (the worker starts first), not when the static copy of
    // the page is.
    await expect(page.locator('#root').getByLabel('Username or e-mail')).toBeVisible();
    await page.evaluate(() =>
      fetch('/__mock/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rules: [{ method: 'POST', path: '/api/auth/signin', status: 500, times: 1 }] }),
      }),
    );
    await submitSignIn(page, 'affiliate');
    await expect(page.getByRole('alert')).toHaveText('Something went wrong. Try again in a moment.');
    await expect(page.getByLabel('Username or e-mail')).toHaveValue('affiliate');
  });
});

test.describe('session', () => {
  test('a signed-in user visiting /auth goes to the dashboard', async ({ page }) => {
    await signIn(page, 'affiliate');
    await page.goto('/auth?step=signup');
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
  });

  test('/dashboard without a session goes to /auth?step=signin', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?step=signin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the partner portal');
  });

  test('logout clears the token and shows the sign-in', async ({ page }) => {
    await signIn(page, 'affiliate');
    await page.goto('/auth/logout');
    await expect(page).toHaveURL(/\/auth\?step=signin$/);
    expect(await token(page)).toBeNull();
    await page.goto('/dashboard/overview');
    await expect(page).toHaveURL(/\/auth\?step=signin&next=%2Fdashboard%2Foverview$/);
  });

  test('the page asked for while signed out is where sign-in leads (same-site dashboard paths only)', async ({ page }) => {
    await page.goto('/dashboard/wallet?page=2');
    await expect(page).toHaveURL(/\/auth\?step=signin&next=%2Fdashboard%2Fwallet%3Fpage%3D2$/);
    // The link to another step keeps it, and coming back to sign in still goes there.
    await page.locator('#root').getByRole('link', { name: 'Sign in with an e-mail code' }).click();
    await expect(page).toHaveURL(/step=code&next=%2Fdashboard%2Fwallet/);
    await page.goto('/auth?step=signin&next=%2Fdashboard%2Fwallet%3Fpage%3D2');
    await submitSignIn(page, 'affiliate');
    await expect(page).toHaveURL(/\/dashboard\/wallet\?page=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Anything but a dashboard path on this site is ignored: the default page instead.
    for (const next of ['//evil.example/dashboard', 'https://evil.example/dashboard', '/auth/logout', '/\\evil.example']) {
      await page.evaluate(() => localStorage.removeItem('token'));
      await page.goto(`/auth?step=signin&next=${encodeURIComponent(next)}`);
      await submitSignIn(page, 'affiliate');
      await expect(page, next).toHaveURL(/\/dashboard\/overview$/);
    }
  });

  test('an invalid stored token is cleared and the app shows /auth', async ({ page }) => {
    await page.goto('/auth');
    await page.evaluate(() => localStorage.setItem('token', 'mock.1.1.1.zzz'));
    await page.goto('/dashboard/overview');
    await expect(page).toHaveURL(/\/auth\?step=signin&next=%2Fdashboard%2Foverview$/);
    await expect(page.getByLabel('Username or e-mail')).toBeVisible();
    expect(await token(page)).toBeNull();
  });

  test('a new app version clears storage but the token, version and tour keys', async ({ page }) => {
    await signIn(page, 'affiliate');
    const kept = await token(page);
    await page.evaluate(() => {
      localStorage.setItem('app.version', '6.0.0');
      localStorage.setItem('junk', 'left by 6.0.0');
      localStorage.setItem('tour.overview', 'done');
    });
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    const storage = await page.evaluate(() => ({ ...localStorage }));
    expect(storage.junk).toBeUndefined();
    expect(storage['app.version']).toBe('6.2.5');
    expect(storage['tour.overview']).toBe('done');
    expect(storage.token).toBe(kept);
  });
});

test.describe('sign-up', () => {
  const fillSignUp = async (page: Page, values: { username: string; email: string; cpf: string }) => {
    await page.getByLabel('Username').fill(values.username);
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name').fill('Nova');
    await page.getByLabel('E-mail').fill(values.email);
    await page.getByLabel('CPF').pressSequentially(values.cpf);
    await page.getByLabel('Password', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirm password').fill('segredo1');
  };

  test('says as you type that a username is taken, and that another is free', async ({ page }) => {
    await page.goto('/auth?step=signup');
    await page.getByLabel('Username').pressSequentially('affiliate');
    await expect(page.getByText('This username is already taken.')).toBeVisible();
    await page.getByLabel('Username').fill('maria_nova');
    await expect(page.getByText('“maria_nova” is available.')).toBeVisible();
  });

  test('creates an account that is under review (am and bta go along)', async ({ page }) => {
    await page.goto('/auth?step=signup&am=42&bta=summer');
    await fillSignUp(page, { username: 'maria_nova', email: 'maria.nova@example.com', cpf: '52998224725' });
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/auth/signup'));
    await page.getByRole('button', { name: 'Create account' }).click();
    expect((await request).postDataJSON()).toMatchObject({ username: 'maria_nova', am: '42', bta: 'summer' });
    await expect(page.getByRole('status').filter({ hasText: 'Account created' })).toContainText('Your account is under review.');
    // The new account may not sign in until approved.
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await submitSignIn(page, 'maria_nova', 'segredo1');
    await expect(page.getByRole('alert')).toHaveText(/under review/);
  });

  test('data already in use (409) is marked at its field and nothing typed is lost', async ({ page }) => {
    await page.goto('/auth?step=signup');
    await fillSignUp(page, { username: 'maria_nova', email: 'affiliate@example.com', cpf: '52998224725' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('Some of this data is already used by another account.');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Already used by another account.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('maria_nova');
    await expect(page.getByLabel('E-mail')).toHaveValue('affiliate@example.com');
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('segredo1');
  });
});

test('signs in with an e-mail code (123456 on the mock)', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username or e-mail').fill('affiliate@example.com');
  await page.getByRole('link', { name: 'Sign in with an e-mail code' }).click();
  await expect(page).toHaveURL(/step=code/);
  await expect(page.getByLabel('E-mail')).toHaveValue('affiliate@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  expect(await token(page)).toMatch(/^mock\.1\./);
});

test('in Portuguese: refusals, sign-up rules and a sign-in', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'pt-br'));
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entre no portal de parceiros');
  await submitSignIn(page, 'review');
  await expect(page.getByRole('alert')).toHaveText('Sua conta está em análise. Avisaremos por e-mail quando for aprovada.');
  await page.getByRole('link', { name: 'Seja um parceiro' }).click();
  await page.getByLabel('CPF').pressSequentially('12345678900');
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirme a senha').fill('segredo2');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Informe um CPF válido.')).toBeVisible();
  await expect(page.getByText('As senhas não conferem.')).toBeVisible();
  await expect(page.getByText('Este campo é obrigatório.').first()).toBeVisible();
  await page.getByRole('link', { name: 'Entrar' }).click();
  await submitSignIn(page, 'affiliate');
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});
