// The brand's mark (same drawing as the favicon) with the portal's name.
import { Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { authLayoutMessages as m } from '../messages';

export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  const intl = useIntl();
  return (
    <Group gap={10} wrap="nowrap">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : 'var(--mantine-color-teal-7)'} />
        <path d="M9 22V10h7a4 4 0 0 1 0 8h-4v4z" fill={inverted ? 'var(--mantine-color-teal-8)' : '#fff'} />
      </svg>
      <Text fw={700} size="lg" c={inverted ? 'white' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {intl.formatMessage(m.brand)}
      </Text>
    </Group>
  );
}
