// business-manage (spec §2): `?modal=business-manage&affiliateId=…`. The spec keys the modal by
// the partner (affiliateId) while the contract's business calls are keyed by businessId, so the
// modal first finds the partner's business: the partner's username (adminGetPartner), then the
// businesses matching it (adminListBusinesses q=username) filtered to exactly that AffiliateID.
// Then the business itself (adminGetBusiness): data, documents, AI analysis, and — with
// admin:business:action — the decision.
import { Divider, Modal, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { ApiError } from '@/api/api-error';
import { useAdminGetBusiness, useAdminListBusinesses } from '@/api/generated/endpoints/admin-businesses/admin-businesses';
import { useAdminGetPartner } from '@/api/generated/endpoints/admin-partners/admin-partners';
import { LinkedRecord, ModalLoading } from '@/components/data/linked-record';
import { QueryError } from '@/components/data/query-state';
import { parseIdParam } from '@/config/paths';
import { can } from '@/lib/can';
import { useSession } from '@/lib/session';
import { businessMessages as m } from '../messages';
import { AiAnalysis } from './ai-analysis';
import { BusinessDecision } from './business-decision';
import { BusinessDetails } from './business-details';

/** The business ID of a partner, or null when the partner has none. */
function usePartnersBusinessId(affiliateId: number | null) {
  const partner = useAdminGetPartner(affiliateId ?? 0, { query: { enabled: affiliateId !== null } });
  const username = partner.data?.Username;
  const list = useAdminListBusinesses({ q: username ?? '', pageSize: 100 }, { query: { enabled: !!username } });
  const found = list.data?.items.find((b) => b.AffiliateID === affiliateId);
  const failed = partner.isError ? partner : list.isError ? list : null;
  return {
    businessId: found?.ID ?? null,
    isPending: affiliateId !== null && (partner.isPending || (!!username && list.isPending)),
    isNotFound: (partner.isError && partner.error.status === 404) || (list.isSuccess && !found),
    error: failed?.error ?? null,
    retry: () => void (partner.isError ? partner.refetch() : list.refetch()),
  };
}

function BusinessBody({ businessId }: { businessId: number }) {
  const { user } = useSession();
  const query = useAdminGetBusiness(businessId);
  if (query.isPending) return <ModalLoading />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const business = query.data;
  return (
    <Stack gap="md">
      <BusinessDetails business={business} />
      <Divider />
      <AiAnalysis business={business} />
      {can(user, 'admin:business:action') && (
        <>
          <Divider />
          <BusinessDecision key={`${business.ID}-${business.ApprovalStatus}`} business={business} />
        </>
      )}
    </Stack>
  );
}

export function BusinessManageModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const affiliateId = parseIdParam(search.get('affiliateId'));
  const lookup = usePartnersBusinessId(affiliateId);
  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(m.modalTitle)} size="xl">
      <LinkedRecord
        badLink={affiliateId === null}
        isPending={lookup.isPending}
        isNotFound={lookup.isNotFound}
        error={lookup.error as ApiError | null}
        onRetry={lookup.retry}
        texts={m}
      >
        {() => lookup.businessId !== null && <BusinessBody businessId={lookup.businessId} />}
      </LinkedRecord>
    </Modal>
  );
}
