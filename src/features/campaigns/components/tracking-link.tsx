// A campaign's tracking link with a copy button. The link comes from the API: it becomes a
// clickable link only when it parses as an http(s) URL; anything else is shown as plain text.
import { ActionIcon, Anchor, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { safeHttpUrl } from '@/lib/safe-url';
import { campaignMessages as m } from '../messages';

function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      {copied ? (
        <path d="M5 12l5 5L20 7" />
      ) : (
        <>
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </>
      )}
    </svg>
  );
}

export function TrackingLink({ link }: { link: string }) {
  const intl = useIntl();
  const href = safeHttpUrl(link);
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      {href ? (
        <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" truncate="end" miw={0} data-testid="tracking-link">
          {link}
        </Anchor>
      ) : (
        <Text size="sm" truncate="end" miw={0} data-testid="tracking-link">
          {link}
        </Text>
      )}
      <CopyButton value={link} timeout={2000}>
        {({ copied, copy }) => {
          const label = intl.formatMessage(copied ? m.copied : m.copy);
          return (
            <Tooltip label={label} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={label}>
                <CopyIcon copied={copied} />
              </ActionIcon>
            </Tooltip>
          );
        }}
      </CopyButton>
    </Group>
  );
}
