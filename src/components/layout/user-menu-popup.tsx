// The account menu itself (Mantine Menu: floating-ui, focus handling): who is signed in, their
// profile, the two terms documents (PDF, new tab), sign out. Loaded by user-menu.tsx after the
// layout has painted, so it is not part of any page's first load.
import { useEffect, useRef } from 'react';
import { Menu, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DocumentIcon, LogoutIcon, UserIcon } from './icons';
import { displayName, UserMenuButton, userMenuMessages as messages, type UserMenuProps } from './user-menu-button';

export function UserMenuPopup({
  defaultOpened = false,
  focusTarget = false,
  ...props
}: UserMenuProps & { defaultOpened?: boolean; focusTarget?: boolean }) {
  const intl = useIntl();
  const target = useRef<HTMLButtonElement>(null);
  const name = displayName(props);
  // The light button had the focus when this replaced it: keep it on the button.
  useEffect(() => {
    if (focusTarget) target.current?.focus();
  }, [focusTarget]);
  return (
    <Menu position="bottom-end" width={220} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton ref={target} firstName={props.firstName} lastName={props.lastName} username={props.username} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {props.username}
          </Text>
        </Menu.Label>
        {props.profilePath && (
          <Menu.Item component={Link} to={props.profilePath} leftSection={<UserIcon />}>
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
