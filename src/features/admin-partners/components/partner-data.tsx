// The partner's data, read-only; with admin:partners:update an Edit button turns it into the form.
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Partner } from '@/api/generated/model/partner';
import { LabeledValue } from '@/components/data/labeled-value';
import { formatCpf } from '@/lib/br-documents';
import { can } from '@/lib/can';
import { formatDate, formatDateTime } from '@/lib/dates';
import { useSession } from '@/lib/session';
import { adminPartnersMessages as m } from '../messages';

// The edit form (country select, its schema) loads when the admin first edits, not with the page.
const PartnerEditForm = lazy(() => import('./partner-edit-form').then((mod) => ({ default: mod.PartnerEditForm })));

const Field = ({ label, value }: { label: string; value: string }) => (
  <LabeledValue label={label} wrap="anywhere">
    {value}
  </LabeledValue>
);

export function PartnerData({ partner }: { partner: Partner }) {
  const intl = useIntl();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const mayEdit = can(user, 'admin:partners:update');
  const countryNames = new Intl.DisplayNames([intl.locale], { type: 'region' });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="partner-data-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="partner-data-title">
            {intl.formatMessage(m.dataTitle)}
          </Title>
          {mayEdit && !editing && (
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              {intl.formatMessage(m.edit)}
            </Button>
          )}
        </Group>
        {partner.Status === 'banned' && (
          <Alert color="red" data-testid="ban-info">
            {intl.formatMessage(m.bannedInfo, { date: formatDateTime(partner.BannedAt), reason: partner.BanReason ?? '—' })}
            {partner.UnbanDate && ` ${intl.formatMessage(m.unbanOn, { date: formatDate(partner.UnbanDate) })}`}
          </Alert>
        )}
        {editing && mayEdit ? (
          <Suspense
            fallback={
              <Center py="md" role="status">
                <Loader size="sm" />
              </Center>
            }
          >
            <PartnerEditForm partner={partner} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Field label={intl.formatMessage(m.firstName)} value={partner.FirstName} />
            <Field label={intl.formatMessage(m.lastName)} value={partner.LastName} />
            <Field label={intl.formatMessage(m.email)} value={partner.Email} />
            <Field label={intl.formatMessage(m.username)} value={partner.Username} />
            <Field label={intl.formatMessage(m.taxPayerId)} value={partner.TaxPayerId ? formatCpf(partner.TaxPayerId) : '—'} />
            <Field label={intl.formatMessage(m.country)} value={countryNames.of(partner.Country) ?? partner.Country} />
            <Field label={intl.formatMessage(m.manager)} value={partner.AffiliateManager ?? '—'} />
            <Field label={intl.formatMessage(m.emailVerified)} value={intl.formatMessage(partner.EmailVerified ? m.yes : m.no)} />
            <Field label={intl.formatMessage(m.createdAt)} value={formatDateTime(partner.CreatedAt)} />
            <Field label={intl.formatMessage(m.lastLogin)} value={formatDateTime(partner.LastLoginAt)} />
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
