// The `partner-ban` modal (`?modal=partner-ban&partnerId=…`): whose ban it is, then the form.
// A partner id that is missing, malformed or unknown (404) says "Partner not found".
import { Alert, Loader, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useAdminGetPartner } from '@/api/generated/endpoints/admin-partners/admin-partners';
import { QueryError } from '@/components/data/query-state';
import { parseIdParam } from '@/config/paths';
import { adminPartnersMessages as m } from '../messages';
import { PartnerBanForm } from './partner-ban-form';

function NotFound() {
  const intl = useIntl();
  return (
    <Alert color="orange" role="alert">
      {intl.formatMessage(m.banNotFound)}
    </Alert>
  );
}

function BanBody({ partnerId, onClose }: { partnerId: number; onClose: () => void }) {
  const query = useAdminGetPartner(partnerId, { query: { retry: false } });
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const p = query.data;
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {p.FirstName} {p.LastName} · {p.Username} (#{p.ID})
      </Text>
      <PartnerBanForm partnerId={partnerId} onDone={onClose} onCancel={onClose} />
    </Stack>
  );
}

export function PartnerBanModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const partnerId = parseIdParam(search.get('partnerId'));
  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(m.banTitle)} size="lg" centered>
      {partnerId === null ? <NotFound /> : <BanBody partnerId={partnerId} onClose={onClose} />}
    </Modal>
  );
}
