// Runs before any other module of the app (first import of main.tsx). The production build's
// Content-Security-Policy allows no eval (scripts/csp.mjs): zod 4 probes `new Function` to decide
// whether to compile its object parsers, and Chromium reports the blocked probe as a CSP
// violation even though zod catches it. `jitless` skips the probe (zod reads this global object).
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
