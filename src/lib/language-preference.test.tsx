// The partner's language kept with the account (issue 19.5): a choice made here is sent to the
// account; a browser without a choice of its own takes the account's; the browser's language is
// never sent; an administrator's "Log in as" window leaves the partner's language alone.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { theme } from '@/app/theme';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { storageKeys } from '@/config/storage-keys';
import { LocaleProvider } from '@/i18n/intl-provider';
import { createTestQueryClient, signIn } from '@/testing/render';
import { useKeptLanguage } from './language-preference';
import { SessionProvider, useSession } from './session';

function Kept() {
  const { user } = useSession();
  return user ? <KeptFor user={user} /> : null;
}
function KeptFor({ user }: { user: NonNullable<ReturnType<typeof useSession>['user']> }) {
  useKeptLanguage(user);
  return (
    <>
      <LanguageSwitch />
      <output data-testid="kept">{user.Language ?? 'none'}</output>
    </>
  );
}

function renderSignedIn() {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createTestQueryClient()}>
        <LocaleProvider>
          <SessionProvider>
            <Kept />
          </SessionProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const accountLanguage = (account: 'affiliate' | 'admin') => getStore().db.users.get(DEMO_IDS[account])!.Language;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('useKeptLanguage', () => {
  it('sends the language chosen on the switch to the account', async () => {
    signIn('affiliate');
    renderSignedIn();
    expect(await screen.findByTestId('kept')).toHaveTextContent('none');
    await userEvent.click(await screen.findByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(screen.getByTestId('kept')).toHaveTextContent('es-419'));
    expect(accountLanguage('affiliate')).toBe('es-419');
    expect(document.documentElement.lang).toBe('es-419');
  });

  it('a browser without a choice of its own takes the account’s, and sends nothing back', async () => {
    getStore().update('users', DEMO_IDS.affiliate, { Language: 'es-419' });
    signIn('affiliate');
    renderSignedIn();
    // The switch is in Spanish once the account's language is applied (and saved in this browser).
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked());
    expect(await screen.findByRole('radiogroup', { name: 'Idioma' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.locale)).toBe('es-419');
    expect(accountLanguage('affiliate')).toBe('es-419');
  });

  it('the browser’s language is a guess, not a choice: it is not sent', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX');
    signIn('affiliate');
    renderSignedIn();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked());
    expect(await screen.findByTestId('kept')).toHaveTextContent('none');
    expect(accountLanguage('affiliate')).toBeUndefined();
  });

  it('the choice made in this browser beats the account’s and replaces it', async () => {
    getStore().update('users', DEMO_IDS.affiliate, { Language: 'pt-br' });
    localStorage.setItem(storageKeys.locale, 'es-419');
    signIn('affiliate');
    renderSignedIn();
    await waitFor(() => expect(screen.getByTestId('kept')).toHaveTextContent('es-419'));
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(accountLanguage('affiliate')).toBe('es-419');
  });
});
