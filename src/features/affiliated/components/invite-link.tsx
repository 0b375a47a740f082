// The partner's invite link: the sign-up step of /auth with the `bta` referral parameter. The
// contract gives no separate referral code, so the code is the partner's username (unique, and
// already what identifies them); the server receives it with the sign-up.
import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Section } from '@/components/layout/section';
import { paths } from '@/config/paths';
import { affiliatedMessages as m } from '../messages';

export function inviteLink(origin: string, username: string): string {
  const search = new URLSearchParams({ step: 'signup', bta: username });
  return `${origin}${paths.auth}?${search.toString()}`;
}

export function InviteLink({ username }: { username: string }) {
  const intl = useIntl();
  const link = inviteLink(window.location.origin, username);
  return (
    <Section id="invite-title" title={intl.formatMessage(m.inviteTitle)} padding="lg" radius="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={intl.formatMessage(m.inviteLabel)}
          value={link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: '1 1 260px' }}
        />
        <CopyButton value={link} timeout={3000}>
          {({ copied, copy }) => (
            <Button color={copied ? 'teal' : undefined} onClick={copy} aria-live="polite">
              {intl.formatMessage(copied ? m.copied : m.copy)}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Section>
  );
}
