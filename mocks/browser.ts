// The mock in the browser (the default of `npm start`): the service worker answers /api on
// localhost. The clock runs from the real "now" so the demo feels live; ?mockScale=large
// seeds 10,000 partners and 100,000 payments. The live socket `/ws` on the page's host is
// answered in the page too (MSW intercepts `new WebSocket`; see mocks/ws.ts).
import { setupWorker } from 'msw/browser';
import { apiTarget } from '../src/config/api-base';
import { configureRuntime } from './runtime';

export async function startBrowserMock(): Promise<void> {
  const scale = new URLSearchParams(window.location.search).get('mockScale') === 'large' ? 'large' : 'default';
  configureRuntime({ scale, clock: 'running', now: new Date() });
  const [{ handlers }, { browserLiveHandler }] = await Promise.all([import('./handlers'), import('./ws')]);
  const worker = setupWorker(...handlers, browserLiveHandler(`${apiTarget.wsUrl}/ws`));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mock-sw.js' } });
}
