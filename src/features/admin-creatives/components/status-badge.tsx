// A creative's state (draft, published, retired), with "override" when an administrator published it
// past a failing check. Its own module: the creative's page shows it without loading the list.
import { Badge, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { AdminCreative } from '@/api/generated/model/adminCreative';
import { statusMessages } from '@/components/creative/messages';
import { listMessages as m } from '../messages';

export const STATUS_COLOR = { draft: 'gray', published: 'teal', retired: 'dark' } as const;

export function StatusBadge({ creative }: { creative: Pick<AdminCreative, 'Status' | 'Override'> }) {
  const intl = useIntl();
  return (
    <Group gap={4}>
      <Badge color={STATUS_COLOR[creative.Status]} variant="light">
        {intl.formatMessage(statusMessages[creative.Status])}
      </Badge>
      {creative.Override && (
        <Badge color="orange" variant="light">
          {intl.formatMessage(m.override)}
        </Badge>
      )}
    </Group>
  );
}
