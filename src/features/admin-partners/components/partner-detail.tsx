// One partner for the admin: header with status, summary, data (with edit), actions, password,
// settings and the sub-affiliate tree — each part only as far as the user's permissions go.
import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { useAdminGetPartner } from '../../../api/generated/endpoints/admin-partners/admin-partners';
import { QueryError } from '../../../components/data/query-state';
import { paths } from '../../../config/paths';
import { can } from '../../../lib/can';
import { useSession } from '../../../lib/session';
import { adminPartnersMessages as m } from '../messages';
import { PartnerActions } from './partner-actions';
import { PartnerData } from './partner-data';
import { PartnerPassword } from './partner-password';
import { PartnerSettings } from './partner-settings';
import { PartnerStatusBadge } from './partner-status-badge';
import { PartnerSummary } from './partner-summary';
import { SubDiagram } from './sub-diagram';

function Back() {
  const intl = useIntl();
  return (
    <Anchor component={Link} to={paths.admin.partners} size="sm">
      ← {intl.formatMessage(m.back)}
    </Anchor>
  );
}

export function PartnerDetail({ partnerId }: { partnerId: number | null }) {
  const intl = useIntl();
  const { user } = useSession();
  const query = useAdminGetPartner(partnerId ?? 0, { query: { enabled: partnerId !== null, retry: (n, e) => !(isApiError(e) && e.status < 500) && n < 2 } });
  if (partnerId === null || (query.isError && isApiError(query.error) && query.error.status === 404))
    return (
      <Stack>
        <Back />
        <Alert color="orange" role="alert">
          {intl.formatMessage(m.notFound)}
        </Alert>
      </Stack>
    );
  if (query.isError)
    return (
      <Stack>
        <Back />
        {isApiError(query.error) && query.error.status === 403 ? (
          <Alert color="red" role="alert">
            {intl.formatMessage(m.forbidden)}
          </Alert>
        ) : (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  if (query.isPending) return <Loader aria-label="…" />;
  const partner = query.data;
  return (
    <Stack component="section">
      <Back />
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {partner.FirstName} {partner.LastName}
        </Title>
        <PartnerStatusBadge status={partner.Status} />
      </Group>
      <Text c="dimmed">
        {partner.Username} · #{partner.ID}
      </Text>
      <PartnerActions partner={partner} />
      <PartnerSummary partnerId={partner.ID} />
      <PartnerData partner={partner} />
      {can(user, 'admin:partners:password:update') && <PartnerPassword partnerId={partner.ID} />}
      <PartnerSettings partnerId={partner.ID} />
      <SubDiagram partnerId={partner.ID} />
    </Stack>
  );
}
