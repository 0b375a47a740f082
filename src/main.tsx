// Starts the in-browser mock when the API mode is "mock" (localhost), then renders the app.
import './app/csp-globals'; // first: global settings the Content-Security-Policy needs
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiTarget } from './config/api-base';
import { App } from './app/app';
import { checkAppVersion } from './lib/app-version';

async function start() {
  checkAppVersion(); // spec §4: before anything reads storage
  if (apiTarget.mode === 'mock') {
    const { startBrowserMock } = await import('../mocks/browser');
    await startBrowserMock();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
