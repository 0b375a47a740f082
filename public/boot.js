// Runs before the first paint. A file, not an inline script: the CSP allows only 'self' scripts.
// 1. The saved colour scheme, so a dark-mode user never sees a light flash while the app loads.
//    Mirrors Mantine's localStorageColorSchemeManager (key and values) with defaultColorScheme="auto".
// 2. The language and the static first paint of /auth (dist/auth.html, scripts/prerender-auth.mjs):
//    data-boot-locale picks its language by the rule of src/i18n/locales.ts (saved choice, else
//    the browser's), and data-boot-shell="off" drops it for a stored session (the app goes on to
//    the dashboard) and for the other steps (?step=signup|code|reset, src/features/auth/auth-steps.ts).
//    src/app/boot-script.test.ts holds these rules to the app's.
/* global window, document */
(function () {
  var root = document.documentElement;
  var read = function (key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // storage blocked: as the app, go on without it
    }
  };
  try {
    var saved = read('mantine-color-scheme-value');
    var scheme =
      saved === 'light' || saved === 'dark' ? saved : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    root.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    /* matchMedia unavailable: Mantine decides after loading */
  }
  var locale = read('locale');
  if (locale !== 'en-us' && locale !== 'pt-br') {
    locale =
      String((window.navigator && window.navigator.language) || '')
        .toLowerCase()
        .indexOf('pt') === 0
        ? 'pt-br'
        : 'en-us';
  }
  root.setAttribute('data-boot-locale', locale);
  root.setAttribute('lang', locale);
  var step = new URLSearchParams(window.location.search).get('step');
  if (read('token') !== null || step === 'signup' || step === 'code' || step === 'reset') root.setAttribute('data-boot-shell', 'off');
})();
