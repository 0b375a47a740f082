// Mantine theme: the brand's colours and the spec's breakpoints (767 / 768–1023 / 1024 / 1440 / 1920).
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 8 in light mode keeps white-on-teal buttons and teal links at WCAG AA contrast.
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '90em', xl: '120em' },
  focusRing: 'auto',
});
