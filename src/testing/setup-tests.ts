// Set-up for component tests (jsdom): jest-dom matchers, the browsers' APIs jsdom lacks
// (Mantine needs matchMedia and ResizeObserver), and the same MSW handlers as the browser,
// answering in Node with `onUnhandledRequest: 'error'` so no call goes unanswered unnoticed.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '@mocks/node';
import { getStore } from '@mocks/runtime';
import { setDateLocale } from '@/i18n/date-locale';

// Mantine reads these; jsdom has none of them (Mantine's vite-template does the same).
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

// Shared, loaded machines (2 cores, parallel runs): give findBy*/waitFor and tests more room
// than the defaults (1 s, 5 s) so a slow moment is not a failure. A real hang still fails.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one test's must not show up in the next one's screen.
  cleanNotifications();
  cleanNotificationsQueue();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // Back to the seed, so one test's sign-ups, locks and tokens do not leak into the next.
  getStore().reset();
  // Dates back to English: files share a worker (isolate: false), and a Spanish or Portuguese test
  // left dayjs in its locale (payout-readiness then read 16/11/2026 in a full run).
  setDateLocale('en-us');
});
afterAll(() => server.close());
