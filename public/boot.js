// Before the first paint: colour scheme and language (every visitor downloads this file as it
// is, so what it does and why is in src/app/boot-shell.tsx).
/* global window, document */
(function () {
  var root = document.documentElement;
  var read = function (key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  try {
    var saved = read('mantine-color-scheme-value');
    var scheme =
      saved === 'light' || saved === 'dark' ? saved : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    root.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    /* Mantine decides */
  }
  var locale = read('locale');
  if (['en-us', 'pt-br', 'es-419'].indexOf(locale) < 0) {
    var primary = String((window.navigator && window.navigator.language) || '')
      .toLowerCase()
      .split(/[-_]/)[0];
    locale = primary === 'pt' ? 'pt-br' : primary === 'es' ? 'es-419' : 'en-us';
  }
  root.setAttribute('data-boot-locale', locale);
  root.setAttribute('lang', locale);
  var step = new URLSearchParams(window.location.search).get('step');
  if (read('token') !== null || step === 'signup' || step === 'code' || step === 'reset') root.setAttribute('data-boot-shell', 'off');
})();
