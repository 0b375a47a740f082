// The partner's own settings (limits that override the defaults): listed for every admin reader;
// set and removed with admin:partners:settings:update. The form that sets one loads when opened.
// On a phone the date of the change goes under the setting's description instead of a column of
// its own, so the table fits the card and its remove buttons are on screen without scrolling.
import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Center, Loader, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Section } from '@/components/layout/section';
import { useAdminGetPartnerSettings } from '@/api/generated/endpoints/admin-settings/admin-settings';
import type { Setting } from '@/api/generated/model/setting';
import { QueryState } from '@/components/data/query-state';
import { can } from '@/lib/can';
import { formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { usePartnerSettingWrites } from '../api/partner-writes';
import { adminPartnersMessages as m } from '../messages';
import { knownSetting } from './known-settings';

const SettingForm = lazy(() => import('./partner-setting-form').then((mod) => ({ default: mod.SettingForm })));
const preloadForm = () => void import('./partner-setting-form').catch(() => undefined);

export function PartnerSettings({ partnerId }: { partnerId: number }) {
  const intl = useIntl();
  const { user } = useSession();
  const mayWrite = can(user, 'admin:partners:settings:update');
  const query = useAdminGetPartnerSettings(partnerId);
  const { remove, removing } = usePartnerSettingWrites(partnerId);
  const [adding, setAdding] = useState(false);
  // The API describes a setting in English: a known key is described in the user's language.
  const describe = (s: Setting) => {
    const known = knownSetting(s.Key);
    return known ? intl.formatMessage(known.about) : s.Description;
  };
  const drop = async (key: string) => {
    try {
      await remove(key);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Section id="partner-settings-title" title={intl.formatMessage(m.settingsTitle)}>
      <QueryState query={query} isEmpty={(d) => d.length === 0} empty={intl.formatMessage(m.settingsEmpty)}>
        {(settings: Setting[]) => (
          <Table.ScrollContainer minWidth={0}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{intl.formatMessage(m.settingKey)}</Table.Th>
                  <Table.Th ta="right">{intl.formatMessage(m.settingValue)}</Table.Th>
                  <Table.Th visibleFrom="sm">{intl.formatMessage(m.settingUpdated)}</Table.Th>
                  {mayWrite && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {settings.map((s) => (
                  <Table.Tr key={s.Key}>
                    <Table.Td>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {s.Key}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {describe(s)}
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {intl.formatMessage(m.settingUpdatedOn, { date: formatDateTime(s.UpdatedAt) })}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{intl.formatNumber(s.Value)}</Table.Td>
                    <Table.Td visibleFrom="sm">{formatDateTime(s.UpdatedAt)}</Table.Td>
                    {mayWrite && (
                      <Table.Td ta="right">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          loading={removing === s.Key}
                          aria-label={intl.formatMessage(m.settingDelete, { key: s.Key })}
                          onClick={() => void drop(s.Key)}
                        >
                          ×
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      {mayWrite &&
        (adding ? (
          <Suspense
            fallback={
              <Center py="md" role="status">
                <Loader size="sm" />
              </Center>
            }
          >
            <SettingForm partnerId={partnerId} />
          </Suspense>
        ) : (
          <Button
            variant="light"
            // A long label (pt-br) wraps on a phone rather than sticking out of the card.
            h="auto"
            py={6}
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            onClick={() => setAdding(true)}
            onPointerEnter={preloadForm}
            onFocus={preloadForm}
          >
            {intl.formatMessage(m.settingAdd)}
          </Button>
        ))}
    </Section>
  );
}
