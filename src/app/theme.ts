// Mantine theme: the brand's colours and the spec's breakpoints (767 / 768–1023 / 1024 / 1440 / 1920).
import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A default palette with a darker last shade: what `light` variants and, here, filled colours use. */
function withDarkest(color: 'teal' | 'green' | 'yellow' | 'orange' | 'red', darkest: string): MantineColorsTuple {
  const shades = [...DEFAULT_THEME.colors[color]!];
  shades[9] = darkest;
  return shades as unknown as MantineColorsTuple;
}

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 in light mode keeps white-on-colour buttons, teal links and light badges (shade 9 on
  // shade 1) at WCAG AA contrast (4.5:1); Mantine's own shade 9 is a little light for that in
  // these colours, so it is darkened (axe's color-contrast rule checks every page).
  primaryShade: { light: 9, dark: 6 },
  colors: {
    teal: withDarkest('teal', '#067354'),
    green: withDarkest('green', '#237032'),
    yellow: withDarkest('yellow', '#995200'),
    orange: withDarkest('orange', '#a33a0b'),
    red: withDarkest('red', '#b02525'),
  },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '90em', xl: '120em' },
  focusRing: 'auto',
});

/** Dimmed text and errors dark enough to read on white and on light tinted backgrounds (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Hovering a filled button would go one shade lighter (below 4.5:1 with white text): darker instead.
    '--mantine-color-teal-filled-hover': '#055c43',
    '--mantine-color-green-filled-hover': '#1b5727',
    '--mantine-color-yellow-filled-hover': '#7a4100',
    '--mantine-color-orange-filled-hover': '#852f08',
    '--mantine-color-red-filled-hover': '#8f1d1d',
  },
  dark: {},
});
