// The mock in the browser (the default of `npm start`): the service worker answers /api on
// localhost. The clock runs from the real "now" so the demo feels live; ?mockScale=large
// seeds 10,000 partners and 100,000 payments.
import { setupWorker } from 'msw/browser';
import { configureRuntime } from './runtime';

export async function startBrowserMock(): Promise<void> {
  const scale = new URLSearchParams(window.location.search).get('mockScale') === 'large' ? 'large' : 'default';
  configureRuntime({ scale, clock: 'running', now: new Date() });
  const { handlers } = await import('./handlers');
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
