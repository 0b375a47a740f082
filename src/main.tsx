// Starts the in-browser mock when the API mode is "mock" (localhost; <html data-mock="ready"> then
// says it answers), then renders the app. (Rendering while the mock starts was tried: both compete
// for the one main thread, and the first page came no sooner.)
import './app/csp-globals'; // first: global settings the Content-Security-Policy needs
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiTarget } from './config/api-base';
import { App } from './app/app';
import { releaseBootShellLater } from './app/boot-shell';
import { checkAppVersion } from './lib/app-version';

async function start() {
  checkAppVersion(); // spec §4: before anything reads storage
  if (apiTarget.mode === 'mock') {
    const { startBrowserMock } = await import('../mocks/browser');
    await startBrowserMock();
    document.documentElement.dataset.mock = 'ready';
  }
  // A transition: React renders the first screen in short slices, so a phone's main thread stays
  // free for input (Lighthouse's total blocking time) while the static copy of /auth is shown.
  const root = createRoot(document.getElementById('root')!);
  releaseBootShellLater();
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
