// Mantine theme: the brand's colours and the spec's breakpoints (767 / 768–1023 / 1024 / 1440 / 1920).
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '90em', xl: '120em' },
  focusRing: 'auto',
});
