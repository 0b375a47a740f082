// The heading over a page's list when panels come first (an h2 in h4 size, as a Section's title):
// the sub-affiliates and the demo-balance requests pages.
import { Title } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';

export function ListHeading({ title }: { title: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <Title order={2} size="h4">
      {intl.formatMessage(title)}
    </Title>
  );
}
