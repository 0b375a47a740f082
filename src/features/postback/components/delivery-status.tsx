// A delivery's outcome: the endpoint's HTTP status (or "No answer" on a timeout/connection
// error) coloured by success, with the outcome in words.
import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { PostbackLog } from '@/api/generated/model/postbackLog';
import { postbackMessages as m } from '../messages';

export function DeliveryStatus({ log }: { log: Pick<PostbackLog, 'StatusCode' | 'Success'> }) {
  const intl = useIntl();
  const label = intl.formatMessage(log.Success ? m.success : m.failed);
  return (
    <Badge
      color={log.Success ? 'teal' : 'red'}
      variant="light"
      tt="none"
      styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {log.StatusCode === null ? intl.formatMessage(m.noAnswer) : String(log.StatusCode)} · {label}
    </Badge>
  );
}
