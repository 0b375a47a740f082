// The signed-in user's menu in the header: who is signed in, their profile, the two terms
// documents (PDF, new tab), sign out.
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { defineMessages } from '../../i18n/define-messages';
import { ChevronDownIcon, DocumentIcon, LogoutIcon, UserIcon } from './icons';

const messages = defineMessages({
  open: { id: 'shell.user-menu.open', defaultMessage: 'Account menu of {name}' },
  profile: { id: 'shell.user-menu.profile', defaultMessage: 'Profile' },
  terms: { id: 'shell.user-menu.terms', defaultMessage: 'Terms' },
  guidelines: { id: 'shell.user-menu.guidelines', defaultMessage: 'Promotion guidelines (PDF)' },
  termsOfUse: { id: 'shell.user-menu.terms-of-use', defaultMessage: 'Terms and conditions (PDF)' },
  signOut: { id: 'layout.logout', defaultMessage: 'Sign out' },
});

export interface UserMenuProps {
  firstName: string;
  lastName: string;
  username: string;
  /** The profile page, when it exists and the user may open it. */
  profilePath?: string | null;
}

export function UserMenu({ firstName, lastName, username, profilePath }: UserMenuProps) {
  const intl = useIntl();
  const name = `${firstName} ${lastName}`.trim() || username;
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || username.charAt(0).toUpperCase();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by its content: the visible name is inside the spoken "Account menu of {name}"
            (WCAG 2.5.3); the initials and the repeated name are decoration for a screen reader. */}
        <UnstyledButton data-testid="user-menu">
          <VisuallyHidden>{intl.formatMessage(messages.open, { name })}</VisuallyHidden>
          <Group gap={6} wrap="nowrap" aria-hidden>
            <Avatar color="teal" radius="xl" size={32}>
              {initials}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" maw={160} truncate>
              {name}
            </Text>
            <ChevronDownIcon />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {username}
          </Text>
        </Menu.Label>
        {profilePath && (
          <Menu.Item component={Link} to={profilePath} leftSection={<UserIcon />}>
            {intl.formatMessage(messages.profile)}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>{intl.formatMessage(messages.terms)}</Menu.Label>
        <Menu.Item component="a" href={paths.terms.promotionGuidelines} target="_blank" rel="noopener" leftSection={<DocumentIcon />}>
          {intl.formatMessage(messages.guidelines)}
        </Menu.Item>
        <Menu.Item component="a" href={paths.terms.termsOfUse} target="_blank" rel="noopener" leftSection={<DocumentIcon />}>
          {intl.formatMessage(messages.termsOfUse)}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.logout} leftSection={<LogoutIcon />} color="red">
          {intl.formatMessage(messages.signOut)}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
