// Debian's Chromium (never a downloaded browser: scripts/ensure-chromium.mjs installs it), and the
// flags it is started with everywhere here (Playwright, the budgets, the bench): headless, no
// sandbox as root, no GPU, and no background traffic on a network that allows none.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
