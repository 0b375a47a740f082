// The key just created, shown once: its value with a copy button and the warning that it will not
// be shown again. It lives only in the page's state (never cached, stored or put in a URL).
import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ApiKey } from '@/api/generated/model/apiKey';
import { ShownOnceSecret } from '@/components/data/shown-once-secret';
import { developersMessages as m } from '../messages';

export function NewKey({ apiKey, onDone }: { apiKey: ApiKey; onDone: () => void }) {
  const intl = useIntl();
  return (
    <ShownOnceSecret
      title={intl.formatMessage(m.shownTitle, { name: apiKey.Name })}
      note={<Text size="sm">{intl.formatMessage(m.shownOnce)}</Text>}
      secret={apiKey.Secret ?? ''}
      labels={{ copy: intl.formatMessage(m.copy), copied: intl.formatMessage(m.copied), done: intl.formatMessage(m.shownDone) }}
      onDone={onDone}
      data-testid="developers-new-key"
    />
  );
}
