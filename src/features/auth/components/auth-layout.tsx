// The sign-in area's frame: on desktop a brand panel (what the programme offers) beside the form;
// at phone widths one column with the mark on top. The language switch is always in reach.
import type { ReactNode } from 'react';
import { Box, CheckIcon, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useIntl } from 'react-intl';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { APP_VERSION } from '@/lib/app-version';
import { authLayoutMessages as m } from '../messages';
import classes from './auth-layout.module.css';
import { BrandMark } from './brand-mark';

const benefits = [m.campaigns, m.reports, m.payouts, m.subAffiliates];

function BrandPanel() {
  const intl = useIntl();
  return (
    <Box component="aside" className={classes.brand}>
      <BrandMark inverted />
      <Stack gap="xl" maw={520}>
        {/* A slogan, not a heading: the page's first heading is the step's h1. */}
        <Text c="white" fw={700} fz={{ base: 34, lg: 42 }} lh={1.15}>
          {intl.formatMessage(m.headline)}
        </Text>
        <Text size="lg" c="teal.0">
          {intl.formatMessage(m.lead)}
        </Text>
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {benefits.map((benefit) => (
            <li key={benefit.id} className={classes.benefit}>
              <ThemeIcon size={26} radius="xl" color="white" variant="white" c="teal.8" aria-hidden>
                <CheckIcon size={12} />
              </ThemeIcon>
              <Text c="white" fw={500}>
                {intl.formatMessage(benefit)}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
      <Text size="sm" c="teal.1">
        {intl.formatMessage(m.responsible)}
      </Text>
    </Box>
  );
}

/** Secondary text of the sign-in area (AA contrast in both schemes). */
export const mutedText = classes.muted;

export function AuthLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={classes.root}>
      <BrandPanel />
      <Box component="main" className={classes.main}>
        <Group justify="space-between" wrap="nowrap">
          <Box hiddenFrom="md">
            <BrandMark />
          </Box>
          {/* Phones: EN/PT, so the switch and the brand share one row. Chosen by CSS, not a
              media query in script: the static first paint (scripts/prerender-auth.mjs) is right
              at every width. */}
          <Box ml="auto" visibleFrom="xs">
            <LanguageSwitch />
          </Box>
          <Box ml="auto" hiddenFrom="xs">
            <LanguageSwitch compact />
          </Box>
        </Group>
        <div className={classes.content}>{children}</div>
        <Group justify="center" gap="xs">
          <Text size="xs" className={classes.muted} hiddenFrom="md">
            {intl.formatMessage(m.responsible)}
          </Text>
          <Text size="xs" className={classes.muted}>
            {intl.formatMessage(m.version, { version: APP_VERSION })}
          </Text>
        </Group>
      </Box>
    </div>
  );
}
