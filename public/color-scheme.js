// Sets the saved colour scheme before the first paint, so a dark-mode user never sees a light
// flash while the app loads. A file, not an inline script: the CSP allows only 'self' scripts.
// Mirrors Mantine's localStorageColorSchemeManager (key and values) with defaultColorScheme="auto".
/* global window, document */
(function () {
  try {
    var saved = window.localStorage.getItem('mantine-color-scheme-value');
    var scheme = saved === 'light' || saved === 'dark' ? saved : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    /* storage or matchMedia unavailable: Mantine decides after loading */
  }
})();
