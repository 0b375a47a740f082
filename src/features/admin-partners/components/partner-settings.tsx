// The partner's own settings (limits that override the defaults): listed for every admin reader;
// set and removed with admin:partners:settings:update.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
// zod's error map (message ids for the fields): installed by this import, not by useFieldError.
import '../../../lib/form-errors';
import { ActionIcon, Autocomplete, Button, Card, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/api-error';
import { useAdminGetPartnerSettings } from '../../../api/generated/endpoints/admin-settings/admin-settings';
import type { Setting } from '../../../api/generated/model/setting';
import { adminSavePartnerSettingBodyKeyRegExp } from '../../../api/generated/zod/admin-settings/admin-settings.zod';
import { QueryState } from '../../../components/data/query-state';
import { useFieldError } from '../../../components/form/use-field-error';
import { can } from '../../../lib/can';
import { formatDateTime } from '../../../lib/dates';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { usePartnerSettingWrites } from '../api/partner-writes';
import { adminPartnersMessages as m } from '../messages';

const KEY_FORMAT = 'admin-partners.settings.key-format';
const KNOWN_KEYS = ['campaignLimit', 'demoDailyRequestLimit', 'demoWeeklyMaximumAmount'];
const schema = z.object({
  key: z.string().trim().min(1).refine((k) => adminSavePartnerSettingBodyKeyRegExp.test(k), { params: { id: KEY_FORMAT } }),
  value: z.number().min(0),
});
type Values = z.infer<typeof schema>;

function SettingForm({ partnerId }: { partnerId: number }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { save, saving } = usePartnerSettingWrites(partnerId);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { key: '', value: 0 } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      await save(v.key, v.value);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const f = error.fieldErrors;
        if (f.key) form.setError('key', { message: f.key });
        if (f.value) form.setError('value', { message: f.value });
        if (f.key || f.value) return;
      }
      notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Controller
          control={form.control}
          name="key"
          render={({ field }) => (
            <Autocomplete
              label={intl.formatMessage(m.settingKey)}
              data={KNOWN_KEYS}
              maxLength={64}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(errors.key?.message, { [KEY_FORMAT]: m.settingKeyFormat })}
              style={{ flex: '1 1 220px' }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="value"
          render={({ field }) => (
            <NumberInput
              label={intl.formatMessage(m.settingValue)}
              min={0}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
              onBlur={field.onBlur}
              error={fieldError(errors.value?.message)}
              style={{ width: 160 }}
            />
          )}
        />
        <Button type="submit" loading={saving} mt={25}>
          {intl.formatMessage(m.settingSave)}
        </Button>
      </Group>
    </form>
  );
}

export function PartnerSettings({ partnerId }: { partnerId: number }) {
  const intl = useIntl();
  const { user } = useSession();
  const mayWrite = can(user, 'admin:partners:settings:update');
  const query = useAdminGetPartnerSettings(partnerId);
  const { remove, removing } = usePartnerSettingWrites(partnerId);
  const drop = async (key: string) => {
    try {
      await remove(key);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="partner-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="partner-settings-title">
          {intl.formatMessage(m.settingsTitle)}
        </Title>
        <QueryState query={query} isEmpty={(d) => d.length === 0} empty={intl.formatMessage(m.settingsEmpty)}>
          {(settings: Setting[]) => (
            <Table.ScrollContainer minWidth={420}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{intl.formatMessage(m.settingKey)}</Table.Th>
                    <Table.Th ta="right">{intl.formatMessage(m.settingValue)}</Table.Th>
                    <Table.Th>{intl.formatMessage(m.settingUpdated)}</Table.Th>
                    {mayWrite && <Table.Th />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {settings.map((s) => (
                    <Table.Tr key={s.Key}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {s.Key}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {s.Description}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{intl.formatNumber(s.Value)}</Table.Td>
                      <Table.Td>{formatDateTime(s.UpdatedAt)}</Table.Td>
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
        {mayWrite && <SettingForm partnerId={partnerId} />}
      </Stack>
    </Card>
  );
}
