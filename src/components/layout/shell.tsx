// The signed-in frame (Mantine AppShell): a "Skip to content" link (the first Tab stop), header
// with the brand and the header actions, a navbar with the menu (a burger below 768 px; no navbar
// when the user has no menu entry), and the page (<main>, the skip link's target). Breakpoints
// follow the spec (767 / 768–1023 / 1024 / 1440 / 1920, see app/theme.ts). A `banner` (the
// administrator's "Log in as" window says so) sits above the header row, inside the fixed header:
// the header grows by the banner's height, so the page and the menu move down and nothing is
// covered, at every width.
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { AppShell, Box, Burger, Group, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useElementSize } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { apiTarget } from '@/config/api-base';
import type { MenuGroup } from './menu';
import { paths } from '@/config/paths';
import { defineMessages } from '@/i18n/define-messages';
import { setDevToolsSlot } from './dev-tools-slot';
import { NavMenu } from './nav-menu';
import classes from './shell.module.css';

const messages = defineMessages({
  brand: { id: 'layout.brand', defaultMessage: 'Partner portal' },
  openMenu: { id: 'shell.menu.open', defaultMessage: 'Open the menu' },
  closeMenu: { id: 'shell.menu.close', defaultMessage: 'Close the menu' },
  skip: { id: 'shell.skip-to-content', defaultMessage: 'Skip to content' },
});

export const MAIN_CONTENT_ID = 'main-content';

/** Moves the focus (and the view) to the page itself, without a #fragment in the URL. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

const HEADER_ROW = 60;

export function Shell({
  menu,
  actions,
  banner,
  children,
}: {
  menu: MenuGroup[];
  actions: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { ref: bannerRef, height: bannerHeight } = useElementSize();
  const { pathname } = useLocation();
  const hasMenu = menu.length > 0;
  useEffect(close, [pathname, close]);

  return (
    <AppShell
      header={{ height: HEADER_ROW + (banner ? Math.ceil(bannerHeight) : 0) }}
      navbar={hasMenu ? { width: { sm: 220, md: 240, lg: 260 }, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding={{ base: 'sm', sm: 'md', lg: 'xl' }}
    >
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skipToContent}>
        {intl.formatMessage(messages.skip)}
      </a>
      <AppShell.Header>
        {banner && <div ref={bannerRef}>{banner}</div>}
        <Group h={HEADER_ROW} px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {hasMenu && (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={intl.formatMessage(opened ? messages.closeMenu : messages.openMenu)}
                aria-expanded={opened}
              />
            )}
            <UnstyledButton component={Link} to={paths.dashboard} miw={0}>
              <Group gap={8} wrap="nowrap">
                <ThemeIcon radius="md" size={30} variant="filled" aria-hidden>
                  <Text fw={800} size="sm" c="white">
                    P
                  </Text>
                </ThemeIcon>
                <Text fw={700} visibleFrom="xs" truncate>
                  {intl.formatMessage(messages.brand)}
                </Text>
                {/* Where the brand text is hidden (narrow screens) the link keeps it as its name. */}
                <VisuallyHidden hiddenFrom="xs">{intl.formatMessage(messages.brand)}</VisuallyHidden>
              </Group>
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </AppShell.Header>
      {hasMenu && (
        <AppShell.Navbar p="sm">
          {/* The browser's own scrolling: Mantine's ScrollArea brought popover positioning
              (floating-ui, 15 KB gzip) into every page's first load (issue 13). */}
          <AppShell.Section grow style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
            <NavMenu groups={menu} onNavigate={close} />
          </AppShell.Section>
          {/* In mock mode, the developer panel's opener: below the menu, never over it. */}
          {apiTarget.mode === 'mock' && <AppShell.Section ref={setDevToolsSlot} className={classes.devTools} />}
        </AppShell.Navbar>
      )}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Box maw={1600} mx="auto">
          {children}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
