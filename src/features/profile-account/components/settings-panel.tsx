// The affiliate's configuration values (GET /api/me/settings) with today's change count
// ("3 of 10 changes used today"); each value is saved on its own.
import { Alert, Badge, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { useGetSettings } from '@/api/generated/endpoints/settings/settings';
import { QueryState } from '@/components/data/query-state';
import { settingsMessages as m } from '../messages';
import { SETTINGS_CHANGES_PER_DAY, useSettingChangesToday } from '../settings-changes';
import { SettingRow } from './setting-row';

export function SettingsPanel({ canEdit }: { canEdit: boolean }) {
  const intl = useIntl();
  const query = useGetSettings();
  const used = useSettingChangesToday();
  const max = SETTINGS_CHANGES_PER_DAY;
  return (
    <Paper withBorder p="md" component="section">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed" maw={560}>
            {intl.formatMessage(m.intro, { max })}
          </Text>
          {used !== undefined && (
            <Badge
              size="lg"
              variant="light"
              color={used >= max ? 'red' : 'blue'}
              data-testid="settings-changes-used"
              style={{ textTransform: 'none' }}
            >
              {intl.formatMessage(m.used, { used, max })}
            </Badge>
          )}
        </Group>
        {used !== undefined && used >= max && <Alert color="yellow">{intl.formatMessage(m.usedAll, { max })}</Alert>}
        <QueryState query={query} isEmpty={(d) => d.length === 0} empty={intl.formatMessage(m.empty)}>
          {(settings) => (
            <Stack>
              {settings.map((s, i) => (
                <Fragment key={s.Key}>
                  {i > 0 && <Divider />}
                  <SettingRow setting={s} canEdit={canEdit} />
                </Fragment>
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
