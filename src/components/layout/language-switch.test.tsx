// The language switch (issue 19.5): three entries, each named in its own language; choosing one
// changes the whole interface, is kept (the saved choice beats the browser's language next time)
// and sets <html lang>. Compact, it shows EN / PT / ES.
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { defineMessages } from '@/i18n/define-messages';
import { LocaleProvider } from '@/i18n/intl-provider';
import { initialLocale } from '@/i18n/locales';
import { LanguageSwitch } from './language-switch';

const messages = defineMessages({ probe: { id: 'layout.brand', defaultMessage: 'Partner portal' } });

function Brand() {
  return <p data-testid="brand">{useIntl().formatMessage(messages.probe)}</p>;
}

function renderSwitch(compact = false) {
  return render(
    <MantineProvider theme={theme}>
      <LocaleProvider>
        <LanguageSwitch compact={compact} />
        <Brand />
      </LocaleProvider>
    </MantineProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('LanguageSwitch', () => {
  it('offers English, Português and Español, each marked with its language', async () => {
    renderSwitch();
    const group = await screen.findByRole('radiogroup', { name: 'Language' });
    const radios = [...group.querySelectorAll('input[type=radio]')];
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['English', 'Português', 'Español']);
    expect(radios.map((r) => r.closest('label')?.getAttribute('lang'))).toEqual(['en-US', 'pt-BR', 'es-419']);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('Español switches the interface, <html lang> and the kept choice', async () => {
    const user = userEvent.setup();
    renderSwitch();
    await user.click(await screen.findByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(screen.getByTestId('brand')).toHaveTextContent('Portal de socios'));
    expect(screen.getByRole('radiogroup', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(document.documentElement.lang).toBe('es-419');
    expect(localStorage.getItem('locale')).toBe('es-419');
    expect(initialLocale()).toBe('es-419'); // the next visit starts in Spanish

    await user.click(screen.getByRole('radio', { name: 'Português' }));
    await waitFor(() => expect(screen.getByTestId('brand')).toHaveTextContent('Portal de parceiros'));
    expect(localStorage.getItem('locale')).toBe('pt-br');
  });

  it('starts in the saved language', async () => {
    localStorage.setItem('locale', 'es-419');
    renderSwitch();
    expect(await screen.findByRole('radio', { name: 'Español' })).toBeChecked();
    expect(screen.getByTestId('brand')).toHaveTextContent('Portal de socios');
  });

  it('compact: EN, PT and ES, each with its full name for assistive technology', async () => {
    const user = userEvent.setup();
    renderSwitch(true);
    const group = await screen.findByRole('radiogroup', { name: 'Language' });
    expect(group.textContent).toBe('ENPTES');
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(screen.getByTestId('brand')).toHaveTextContent('Portal de socios'));
  });
});
