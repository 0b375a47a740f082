// Light/dark switch; the choice persists (Mantine's local storage manager) and starts from the
// system preference. Its hint is the native title (as the admin gear's): a Mantine Tooltip would
// bring floating-ui into every page's first load.
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
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
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
    >
      {computed === 'dark' ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
