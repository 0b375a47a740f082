// The banner of a window opened by "Log in as" (issue 15.9): on every page of that window, above
// the header, it says that this is an administrator's session viewing the portal as the partner,
// and how to return (close the window; the admin's own window is untouched and gets its session
// back when this one closes, spec §4). The window knows from its profile: the API answers
// `ImpersonatedBy` only for a token an administrator got with "Log in as", so a reload or another
// tab on the same token shows it too, and the partner's own sessions never do.
// Screen readers hear it: the text goes into a polite live region once the region is on screen
// (a region that arrives with its text already in it is not announced), and the banner is a
// labelled landmark to come back to.
import { useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { User } from '@/api/generated/model/user';
import { defineMessages } from '@/i18n/define-messages';

const m = defineMessages({
  region: { id: 'admin-popup.banner.region', defaultMessage: 'Administrator session' },
  text: {
    id: 'admin-popup.banner.text',
    defaultMessage:
      'Administrator session: {admin}, you are viewing the portal as {partner} ({username}). To return, close this window; your own window is unchanged.',
  },
  close: { id: 'admin-popup.banner.close', defaultMessage: 'Close this window' },
});

export function ImpersonationBanner({ user }: { user: User }) {
  const intl = useIntl();
  const admin = user.ImpersonatedBy;
  const [announced, setAnnounced] = useState(false);
  useEffect(() => setAnnounced(true), []);
  if (!admin) return null;
  // A window opened by script may close itself; another tab on the same session may not.
  const closable = typeof window !== 'undefined' && window.opener !== null;
  const partner = `${user.FirstName} ${user.LastName}`.trim() || user.Username;
  return (
    <Group
      component="section"
      aria-label={intl.formatMessage(m.region)}
      data-testid="impersonation-banner"
      justify="space-between"
      wrap="wrap"
      gap={6}
      px={{ base: 'sm', sm: 'md' }}
      py={6}
      bg="orange.9"
      c="white"
    >
      <Text role="status" size="sm" fw={600} style={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
        {announced ? intl.formatMessage(m.text, { admin: admin.Username, partner, username: user.Username }) : null}
      </Text>
      {closable && (
        <Button size="compact-sm" variant="white" color="orange.9" onClick={() => window.close()}>
          {intl.formatMessage(m.close)}
        </Button>
      )}
    </Group>
  );
}
