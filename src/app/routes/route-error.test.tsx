// The route-error page behind the root route's error boundary: a page that throws while rendering
// shows the error's name and message (or the fixed Portuguese texts), sends a report, and after
// 1 s clears local and session storage and leaves for /.
// (No route of the app throws on its own yet; once /dashboard/campaigns/:campaignId exists, a
// malformed id there is the natural trigger and the end-to-end test can use it.)
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientErrorReports } from '@mocks/handlers/system';
import { createTestQueryClient } from '@/testing/render';
import { theme } from '../theme';
import { es419Catalogue } from '@/i18n/es-419-catalogue';
import ptBr from '@/i18n/pt-br/shell.json';
import { RouteErrorBoundary, routeErrorExit, UNKNOWN_ERROR_MESSAGE, UNKNOWN_ERROR_NAME } from './route-error';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

const catalogues: Record<string, Record<string, string>> = { 'en-US': {}, 'pt-BR': ptBr, 'es-419': es419Catalogue };

function renderThrowing(error: unknown, locale: 'en-US' | 'pt-BR' | 'es-419' = 'en-US') {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createTestQueryClient()}>
        <IntlProvider locale={locale} defaultLocale="en-US" messages={catalogues[locale]} onError={() => {}}>
          <MemoryRouter initialEntries={['/boom']}>
            <RouteErrorBoundary>
              <Routes>
                <Route path="/boom" element={<Thrower error={error} />} />
              </Routes>
            </RouteErrorBoundary>
          </MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  clientErrorReports.length = 0;
});

describe('RouteErrorPage', () => {
  it('shows the name and message, reports them, and after 1 s clears storage and goes to /', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const goHome = vi.spyOn(routeErrorExit, 'goHome').mockImplementation(() => {});
    localStorage.setItem('token', 'abc');
    sessionStorage.setItem('x', '1');
    const error = new TypeError('campaignId must be a number');
    renderThrowing(error);

    expect(await screen.findByRole('heading', { name: 'TypeError' })).toBeInTheDocument();
    expect(screen.getByText('campaignId must be a number')).toBeInTheDocument();
    await waitFor(() => expect(clientErrorReports).toHaveLength(1));
    expect(clientErrorReports[0]).toMatchObject({ name: 'TypeError', message: 'campaignId must be a number' });
    expect(clientErrorReports[0]!.stack).toContain('TypeError');

    expect(goHome).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('abc');
    await waitFor(() => expect(goHome).toHaveBeenCalledTimes(1), { timeout: 1500 });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it.each(['en-US', 'pt-BR'] as const)('falls back to the fixed Portuguese texts (%s)', async (locale) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(routeErrorExit, 'goHome').mockImplementation(() => {});
    renderThrowing({}, locale);
    expect(await screen.findByRole('heading', { name: UNKNOWN_ERROR_NAME })).toHaveTextContent('Erro desconhecido');
    expect(screen.getByText(UNKNOWN_ERROR_MESSAGE)).toHaveTextContent('Um erro desconhecido ocorreu.');
    await waitFor(() => expect(clientErrorReports).toHaveLength(1));
    expect(clientErrorReports[0]).toMatchObject({ name: 'Erro desconhecido', message: 'Um erro desconhecido ocorreu.' });
    // As the spec has it: the fixed text alone, marked as Portuguese.
    expect(screen.getByRole('heading', { name: UNKNOWN_ERROR_NAME })).toHaveAttribute('lang', 'pt-BR');
    expect(screen.queryByText('Error desconocido')).toBeNull();
  });

  it('es-419: the fixed Portuguese texts as written, each with its Spanish sense under it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(routeErrorExit, 'goHome').mockImplementation(() => {});
    renderThrowing({}, 'es-419');
    const heading = await screen.findByRole('heading', { name: 'Erro desconhecido' });
    expect(heading).toHaveAttribute('lang', 'pt-BR');
    expect(await screen.findByText('Error desconocido')).toBe(heading.nextElementSibling);
    const message = screen.getByText('Um erro desconhecido ocorreu.');
    expect(message).toHaveAttribute('lang', 'pt-BR');
    expect(await screen.findByText('Ocurrió un error desconocido.')).toBe(message.nextElementSibling);
    expect(screen.getByRole('status')).toHaveTextContent('Lo llevamos de vuelta al inicio…');
  });

  it('es-419: an error with its own name and message gets no Spanish line', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(routeErrorExit, 'goHome').mockImplementation(() => {});
    renderThrowing(new TypeError('campaignId must be a number'), 'es-419');
    expect(await screen.findByRole('heading', { name: 'TypeError' })).not.toHaveAttribute('lang');
    expect(screen.queryByText('Error desconocido')).toBeNull();
    expect(screen.queryByText('Ocurrió un error desconocido.')).toBeNull();
  });
});
