// The profile pages on the production build and the in-browser mock, each form filled as
// `affiliate` and as `newbie`, one language each (helpers/profile-combos.ts): personal data
// (required, at most 32 characters, a 500 that keeps the input, the 5–10 minute wait, once a
// day), e-mail verification and the CPF (mask and check digits) where the account has not done
// them yet, the password change (each rule, a wrong current password) and the activity log, the
// settings (required, ≥ 0, a 500, the day's count up to 10 and the 11th refused), the postback
// (endpoint required and a URL, key format and duplicates, a 500, the test call and the
// deliveries, once a day) and the notifications (mark read, what the browser allows). Every
// rule broken once — the message at the field, the text kept — then satisfied. One sign-in
// per test: pages are reached through the menu, since a reload restarts the app.
import { test, type Page } from './helpers/test';
import { api, combos, expect, expectFieldError, fault, pattern, signInAs, text, type Locale } from './helpers/profile-combos';

// One sign-in per combination for all the profile pages: a long test on a loaded 2-core box.
test.describe.configure({ timeout: 180_000 });

/** Opens a profile page through the menu (no reload, so the mock keeps what the test did). */
async function openPage(page: Page, locale: Locale, menuId: string): Promise<void> {
  const label = text(locale, menuId);
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: label, exact: true })).toBeVisible();
}

const genericError = (page: Page, locale: Locale) => page.getByText(text(locale, 'shell.notify.error.generic')).last();

for (const [user, locale] of combos) {
  const t = (id: string, values?: Record<string, string | number>) => text(locale, id, values);
  const newbie = user === 'newbie';

  test(`${user} (${locale}): personal data, e-mail, CPF, security, settings, postback, notifications`, async ({ page }) => {
    if (newbie) await page.context().grantPermissions(['notifications']);
    await signInAs(page, user, locale);
    // Settings: eight of the day's ten changes made through the API first (the UI path is
    // covered below), so the page shows the count, the tenth save uses the day up and the
    // eleventh is refused.
    for (let i = 1; i <= 8; i += 1) await api(page, 'POST', '/api/me/settings', { key: 'commission_alert', value: 100 + i });

    // Personal data: required and too long at their fields, a 500, the wait, then once a day.
    await openPage(page, locale, 'shell.menu.profile.personal-data');
    const first = page.getByRole('textbox', { name: t('profile-account.personal.first-name'), exact: true });
    const last = page.getByRole('textbox', { name: t('profile-account.personal.last-name'), exact: true });
    const save = page.getByRole('button', { name: t('profile-account.personal.save') });
    await expect(first).not.toHaveValue('');
    await first.fill('   ');
    await last.fill('L'.repeat(33));
    await save.click();
    await expectFieldError(first, locale, 'form.error.required');
    await expectFieldError(last, locale, 'form.error.too-long', { maximum: 32 });
    await expect(first).toHaveValue('   ');
    await expect(last).toHaveValue('L'.repeat(33));
    await first.fill('Ana Clara');
    await last.fill('Souza Lima');
    await fault(page, 'PUT', '^/api/me/profile$');
    await save.click();
    await expect(genericError(page, locale)).toBeVisible();
    await expect(first).toHaveValue('Ana Clara');
    await expect(last).toHaveValue('Souza Lima');
    await save.click();
    await expect(page.getByTestId('profile-saved')).toHaveText(t('profile-account.personal.saved-wait'));
    await expect(page.getByTestId('profile-next-update')).toBeVisible();
    await first.fill('Ana');
    await save.click();
    await expect(page.getByTestId('profile-refusal')).toHaveText(
      pattern(locale, 'profile-account.personal.error.daily-limit', {}, ['date']),
    );
    await expect(first).toHaveValue('Ana');

    if (newbie) {
      // E-mail: a wrong code at the field (kept), a 500 (kept), then the right code.
      await page.getByRole('button', { name: t('profile-account.email.send') }).click();
      await expect(page.getByTestId('email-code-sent')).toBeVisible();
      const code = page.getByRole('textbox', { name: t('profile-account.email.code') });
      const verify = page.getByRole('button', { name: t('profile-account.email.verify') });
      await code.fill('654321');
      await verify.click();
      await expectFieldError(code, locale, 'profile-account.email.error.wrong-code');
      await expect(code).toHaveValue('654321');
      await code.fill('123456');
      await fault(page, 'POST', '^/api/me/email/verify$');
      await verify.click();
      await expect(genericError(page, locale)).toBeVisible();
      await expect(code).toHaveValue('123456');
      await verify.click();
      await expect(page.getByText(t('profile-account.email.verified'), { exact: true })).toBeVisible();

      // CPF: the mask, the check digits at the field (kept), a 500 (kept), then saved read-only.
      const cpf = page.getByRole('textbox', { name: t('profile-account.cpf.label'), exact: true });
      const saveCpf = page.getByRole('button', { name: t('profile-account.cpf.save') });
      await cpf.pressSequentially('11111111112');
      await expect(cpf).toHaveValue('111.111.111-12');
      await saveCpf.click();
      await expectFieldError(cpf, locale, 'profile-account.cpf.error.invalid');
      await expect(cpf).toHaveValue('111.111.111-12');
      await cpf.fill('');
      await cpf.pressSequentially('52998224725');
      await fault(page, 'POST', '^/api/me/profile/taxpayerid$');
      await saveCpf.click();
      await expect(genericError(page, locale)).toBeVisible();
      await expect(cpf).toHaveValue('529.982.247-25');
      await saveCpf.click();
      await expect(page.getByTestId('cpf-registered')).toHaveValue('529.982.247-25');
    } else {
      // Already done for this account: the e-mail is verified and the CPF registered, read-only.
      await expect(page.getByText(t('profile-account.email.verified'), { exact: true })).toBeVisible();
      await expect(page.getByTestId('cpf-registered')).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      await expect(page.getByTestId('cpf-registered')).toHaveAttribute('readonly', '');
    }

    // Security: too short, mismatch, same as current, a wrong current password, then changed.
    await openPage(page, locale, 'shell.menu.profile.security');
    const current = page.getByRole('textbox', { name: t('profile-account.security.password.current'), exact: true });
    const next = page.getByRole('textbox', { name: t('profile-account.security.password.new'), exact: true });
    const confirm = page.getByRole('textbox', { name: t('profile-account.security.password.confirm'), exact: true });
    const change = page.getByRole('button', { name: t('profile-account.security.password.submit') });
    await current.fill('demo1234');
    await next.fill('abc');
    await confirm.fill('abc');
    await change.click();
    await expectFieldError(next, locale, 'form.error.too-short', { minimum: 6 });
    await expect(next).toHaveValue('abc');
    await next.fill('Nova-senha-2026');
    await confirm.fill('Nova-senha-2025');
    await change.click();
    await expectFieldError(confirm, locale, 'auth.signup.error.password-mismatch');
    await expect(confirm).toHaveValue('Nova-senha-2025');
    await next.fill('demo1234');
    await confirm.fill('demo1234');
    await change.click();
    await expectFieldError(next, locale, 'profile-account.security.password.error.same');
    await next.fill('Nova-senha-2026');
    await confirm.fill('Nova-senha-2026');
    await current.fill('not-my-password');
    await change.click();
    await expectFieldError(current, locale, 'profile-account.security.password.error.wrong');
    await expect(current).toHaveValue('not-my-password');
    await expect(next).toHaveValue('Nova-senha-2026');
    await current.fill('demo1234');
    await change.click();
    await expect(page.getByText(t('profile-account.security.password.changed'))).toBeVisible();
    await expect(current).toHaveValue('');
    // The activity log, newest first, in the user's language (mapped from the event type).
    await expect(page.getByRole('row').nth(1)).toContainText(t('profile-account.security.log.action.password-change'));
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: t('profile-account.security.log.action.profile-update') })
        .first(),
    ).toBeVisible();
    if (newbie) await expect(page.getByRole('row').filter({ hasText: t('profile-account.security.log.action.taxpayer-id') })).toBeVisible();

    // Settings: required and ≥ 0 at the field, a 500, the count, the day used up.
    await openPage(page, locale, 'shell.menu.profile.settings');
    const used = page.getByTestId('settings-changes-used');
    await expect(used).toHaveText(t('profile-account.settings.used', { used: 8, max: 10 }));
    const row = page.getByTestId('setting-low_balance_alert');
    const alert = row.getByRole('textbox', { name: t('profile-account.settings.key.low-balance-alert') });
    const saveRow = row.getByRole('button', {
      name: t('profile-account.settings.save-named', { name: t('profile-account.settings.key.low-balance-alert') }),
    });
    await alert.fill('');
    await saveRow.click();
    await expectFieldError(alert, locale, 'form.error.required');
    await alert.fill('-5');
    await saveRow.click();
    await expectFieldError(alert, locale, 'form.error.too-small', { minimum: 0 });
    await expect(alert).toHaveValue('-5');
    await alert.fill('275');
    await fault(page, 'POST', '^/api/me/settings$');
    await saveRow.click();
    await expect(genericError(page, locale)).toBeVisible();
    await expect(alert).toHaveValue('275');
    await saveRow.click();
    await expect(page.getByText(t('profile-account.settings.saved'))).toBeVisible();
    await expect(used).toHaveText(t('profile-account.settings.used', { used: 9, max: 10 }));
    await alert.fill('300');
    await saveRow.click();
    await expect(used).toHaveText(t('profile-account.settings.used', { used: 10, max: 10 }));
    await expect(page.getByText(t('profile-account.settings.used-all', { max: 10 }))).toBeVisible();
    await alert.fill('350');
    await saveRow.click();
    await expect(row.getByTestId('setting-refusal')).toHaveText(
      pattern(locale, 'profile-account.settings.error.daily-limit', { max: 10 }, ['date']),
    );
    await expect(alert).toHaveValue('350');

    // Postback: endpoint required and a URL, key format and duplicates, a 500, saved, tested,
    // the delivery listed, then once a day.
    await openPage(page, locale, 'shell.menu.profile.postback');
    const endpoint = page.getByRole('textbox', { name: t('postback.form.endpoint'), exact: true });
    const savePostback = page.getByRole('button', { name: t('postback.form.save') });
    const testCall = page.getByRole('button', { name: t('postback.test.button') });
    if (newbie) {
      await expect(page.getByText(t('postback.form.not-configured'))).toBeVisible();
      await expect(testCall).toBeDisabled();
    } else {
      await expect(endpoint).toHaveValue(/^https:\/\//);
    }
    const keys = page.getByRole('textbox', { name: pattern(locale, 'postback.form.key.name', {}, ['number'], true) });
    const existing = await keys.count();
    await page.getByRole('button', { name: t('postback.form.add-key') }).click();
    await page.getByRole('button', { name: t('postback.form.add-key') }).click();
    const keyA = page.getByRole('textbox', { name: t('postback.form.key.name', { number: existing + 1 }), exact: true });
    const keyB = page.getByRole('textbox', { name: t('postback.form.key.name', { number: existing + 2 }), exact: true });
    await endpoint.fill('');
    await keyA.fill('sub id!');
    await savePostback.click();
    await expectFieldError(endpoint, locale, 'form.error.required');
    await expectFieldError(keyA, locale, 'postback.error.key-format');
    await expect(keyA).toHaveValue('sub id!');
    await endpoint.fill('tracker.example.com/pb');
    await keyA.fill('subid');
    await keyB.fill('subid');
    await savePostback.click();
    await expectFieldError(endpoint, locale, 'postback.error.endpoint');
    await expectFieldError(keyB, locale, 'postback.error.key-duplicate');
    await expect(endpoint).toHaveValue('tracker.example.com/pb');
    await expect(keyB).toHaveValue('subid');
    await endpoint.fill(`https://hooks.example.com/${user}`);
    await keyB.fill('amount');
    await page.getByRole('textbox', { name: t('postback.form.key.value', { number: existing + 1 }), exact: true }).fill('{playerId}');
    await page.getByRole('textbox', { name: t('postback.form.key.value', { number: existing + 2 }), exact: true }).fill('{amount}');
    await fault(page, 'POST', '^/api/me/postback$');
    await savePostback.click();
    await expect(genericError(page, locale)).toBeVisible();
    await expect(endpoint).toHaveValue(`https://hooks.example.com/${user}`);
    await expect(keyB).toHaveValue('amount');
    await savePostback.click();
    // A new destination is a sensitive change (issue 17): the password first — the one changed above.
    const stepUp = page.getByRole('dialog', { name: t('security.step-up.title') });
    await stepUp.getByLabel(t('security.step-up.password'), { exact: true }).fill('Nova-senha-2026');
    await stepUp.getByRole('button', { name: t('security.step-up.confirm') }).click();
    await expect(page.getByText(t('postback.form.saved'))).toBeVisible();
    if (newbie) {
      // Every delivery is signed (issue 20): the newbie has no signing secret yet, so makes one (shown once).
      await page.getByRole('button', { name: t('postback.secret.create') }).click();
      await page.getByRole('button', { name: t('postback.secret.done') }).click();
    }
    await testCall.click();
    const result = page.getByTestId('postback-test-result');
    await expect(result).toContainText(`200 · ${t('postback.status.success')}`);
    await expect(result).toContainText(`https://hooks.example.com/${user}`);
    await expect(page.getByTestId('postback-test-body')).toHaveText('OK');
    // The deliveries list (issue 20) has the test call on top; its URL is on the result above.
    await expect(page.getByRole('row').nth(1)).toContainText(t('postback.event.test'));
    await endpoint.fill('https://other.example.com/pb');
    await savePostback.click();
    await expect(page.getByTestId('postback-refusal')).toHaveText(pattern(locale, 'postback.error.daily-limit', {}, ['date']));
    await expect(endpoint).toHaveValue('https://other.example.com/pb');

    // Notifications: one marked read; what the browser allows (granted for the newbie, so the
    // portal says whether it can subscribe; not asked yet for the affiliate).
    await openPage(page, locale, 'shell.menu.profile.notifications');
    const unread = page.locator('[data-testid="notification"][data-read="false"]');
    await expect(unread.first()).toBeVisible();
    const before = await unread.count();
    await unread
      .first()
      .getByRole('button', { name: pattern(locale, 'notifications.mark-read-of', {}, ['title']) })
      .click();
    await expect(unread).toHaveCount(before - 1);
    const browser = page.getByTestId('browser-notifications');
    if (newbie) {
      await expect(browser).toHaveAttribute('data-state', 'granted');
      await expect(
        browser
          .getByText(t('notifications.push.no-key'))
          .or(browser.getByText(t('notifications.push.no-service')))
          .or(browser.getByRole('button', { name: t('notifications.push.subscribe') })),
      ).toBeVisible();
    } else {
      await expect(browser).toHaveAttribute('data-state', 'default');
      await expect(browser.getByRole('button', { name: t('notifications.push.enable') })).toBeVisible();
    }
  });
}
