import { defineMessages } from '@/i18n/define-messages';

export const devPanelMessages = defineMessages({
  open: { id: 'dev-panel.open', defaultMessage: 'Mock API' },
  title: { id: 'dev-panel.title', defaultMessage: 'Mock API controls' },
  clock: { id: 'dev-panel.clock', defaultMessage: 'Mock clock (ISO date and time)' },
  setClock: { id: 'dev-panel.clock.set', defaultMessage: 'Set clock' },
  realClock: { id: 'dev-panel.clock.reset', defaultMessage: 'Back to the seed day' },
  latency: { id: 'dev-panel.faults.latency', defaultMessage: 'Latency (ms)' },
  errorRate: { id: 'dev-panel.faults.error-rate', defaultMessage: 'Server errors (%)' },
  networkRate: { id: 'dev-panel.faults.network-rate', defaultMessage: 'Network errors (%)' },
  applyFaults: { id: 'dev-panel.faults.apply', defaultMessage: 'Apply faults' },
  clearFaults: { id: 'dev-panel.faults.clear', defaultMessage: 'No faults' },
  injected: { id: 'dev-panel.faults.injected', defaultMessage: '{count} faults injected so far' },
  reset: { id: 'dev-panel.reset', defaultMessage: 'Reset data and clock to the seed' },
  resetDone: {
    id: 'dev-panel.reset.done',
    defaultMessage: 'Data and clock are back to the seed. The copy kept in this browser is deleted.',
  },
  kept: { id: 'dev-panel.persistence.kept', defaultMessage: 'Data and clock are kept in this browser when the page reloads.' },
  notKept: { id: 'dev-panel.persistence.off', defaultMessage: 'Nothing is kept: every reload starts from the seed.' },
  saveFailed: { id: 'dev-panel.persistence.failed', defaultMessage: 'The last change could not be kept in this browser.' },
  failed: { id: 'dev-panel.failed', defaultMessage: 'The mock did not accept that: {message}' },
});
