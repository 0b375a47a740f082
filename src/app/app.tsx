import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { apiTarget } from '../config/api-base';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

// The mock's dev panel exists only in mock mode (and its chunk only loads there).
const DevPanel = lazy(() => import('../features/dev-panel/dev-panel').then((m) => ({ default: m.DevPanel })));

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {apiTarget.mode === 'mock' && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
    </AppProvider>
  );
}
