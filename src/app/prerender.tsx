// Build time only (scripts/prerender-auth.mjs runs this in Node after `vite build`): /auth as a
// first visitor sees it — signed out, the sign-in step — rendered with the app's own components,
// providers and catalogues, once per language. The markup becomes the static first paint of
// dist/auth.html (./boot-shell.tsx); the browser never loads this module.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { paths } from '../config/paths';
import { loadMessages, type Locale } from '../i18n/locales';
import { AppProvider } from './provider';
import { AuthRoute } from './routes/public/auth';

export async function renderAuthPage(locale: Locale): Promise<string> {
  const messages = await loadMessages(locale);
  const client = createQueryClient();
  const html = renderToString(
    <AppProvider locale={{ locale, messages }} client={client}>
      <MemoryRouter initialEntries={[paths.auth]}>
        <AuthRoute />
      </MemoryRouter>
    </AppProvider>,
    // Both languages share one page: distinct ids keep each one's responsive style rules (Mantine's
    // `__m__-<id>` classes) apart. The copy drops the ids of labels and inputs themselves.
    { identifierPrefix: `boot-${locale}-` },
  );
  client.clear(); // its garbage-collection timers would keep the build's process alive
  return html;
}
