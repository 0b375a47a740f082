// The header's account button (initials, name, chevron), shared by the light first render of
// the user menu and by the Mantine menu that replaces it (user-menu-popup.tsx).
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { ChevronDownIcon } from './icons';

export const userMenuMessages = defineMessages({
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

export function displayName({ firstName, lastName, username }: UserMenuProps): string {
  return `${firstName} ${lastName}`.trim() || username;
}

type ButtonProps = Pick<UserMenuProps, 'firstName' | 'lastName' | 'username'> & ComponentPropsWithoutRef<'button'>;

export const UserMenuButton = forwardRef<HTMLButtonElement, ButtonProps>(function UserMenuButton(
  { firstName, lastName, username, ...rest },
  ref,
) {
  const intl = useIntl();
  const name = displayName({ firstName, lastName, username });
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || username.charAt(0).toUpperCase();
  return (
    // Named by its content: the visible name is inside the spoken "Account menu of {name}"
    // (WCAG 2.5.3); the initials and the repeated name are decoration for a screen reader.
    <UnstyledButton ref={ref} data-testid="user-menu" {...rest}>
      <VisuallyHidden>{intl.formatMessage(userMenuMessages.open, { name })}</VisuallyHidden>
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
  );
});
