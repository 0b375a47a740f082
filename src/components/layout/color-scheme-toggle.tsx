// Light/dark switch; the choice persists (Mantine's local storage manager) and starts from the
// system preference.
import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { MoonIcon, SunIcon } from './icons';

const messages = defineMessages({
  toDark: { id: 'shell.color-scheme.to-dark', defaultMessage: 'Switch to dark mode' },
  toLight: { id: 'shell.color-scheme.to-light', defaultMessage: 'Switch to light mode' },
});

export function ColorSchemeToggle() {
  const intl = useIntl();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const label = intl.formatMessage(computed === 'dark' ? messages.toLight : messages.toDark);
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
      >
        {computed === 'dark' ? <SunIcon /> : <MoonIcon />}
      </ActionIcon>
    </Tooltip>
  );
}
