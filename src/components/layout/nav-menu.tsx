// The navbar's menu: the groups and entries the user may see (app/navigation.ts decides which).
import { NavLink, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { currentMenuPath, type MenuGroup } from './menu';
import { defineMessages } from '@/i18n/define-messages';

const messages = defineMessages({
  label: { id: 'shell.menu.label', defaultMessage: 'Main menu' },
});

export function NavMenu({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate?: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const current = currentMenuPath(pathname, groups);
  return (
    <Stack component="nav" gap="md" aria-label={intl.formatMessage(messages.label)}>
      {groups.map((group) => {
        const headingId = `menu-group-${group.id}`;
        return (
          <section key={group.id} aria-labelledby={headingId}>
            <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
              {intl.formatMessage(group.label)}
            </Text>
            <ul role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {group.items.map((item) => {
                const active = item.path === current;
                return (
                  <li key={item.id}>
                    <NavLink
                      component={Link}
                      to={item.path}
                      label={intl.formatMessage(item.label)}
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                      variant="light"
                      style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </Stack>
  );
}
