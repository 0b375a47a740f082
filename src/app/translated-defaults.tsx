// Default props that need the language: the accessible name of the close button that every
// Modal and Drawer draws (an icon only, so without a name axe reports `button-name`).
import { useMemo, type ReactNode } from 'react';
import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/define-messages';

const messages = defineMessages({
  close: { id: 'shell.dialog.close', defaultMessage: 'Close' },
});

export function TranslatedDefaults({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const close = intl.formatMessage(messages.close);
  const theme = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
      },
    }),
    [close],
  );
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
