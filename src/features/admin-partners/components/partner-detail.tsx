// One partner for the admin: header with status, summary, data (with edit), actions, password,
// settings and the sub-affiliate tree — each part only as far as the user's permissions go.
// Tools from other features (login-as, the partner search used to move a sub-affiliate) are
// handed in by the route, so this feature imports none of them. The settings editor (number
// inputs, autocomplete) loads with its section, after the partner's data has painted.
import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useAdminGetPartner } from '@/api/generated/endpoints/admin-partners/admin-partners';
import type { Partner } from '@/api/generated/model/partner';
import { QueryError } from '@/components/data/query-state';
import { can } from '@/lib/can';
import { useSession } from '@/lib/session';
import { adminPartnersMessages as m } from '../messages';
import { openedFromPartnerList, partnerListHref } from './list-return';
import { PartnerActions } from './partner-actions';
import { PartnerBankAccount, type BankAccountFormSlot } from './partner-bank-account';
import { PartnerData } from './partner-data';
import { PartnerPassword } from './partner-password';
import { PartnerStatusBadge } from './partner-status-badge';
import { PartnerSummary } from './partner-summary';
import { SubAffiliates } from './sub-affiliates';
import type { PartnerPicker } from './sub-affiliate-move';
import { SubDiagram } from './sub-diagram';

const PartnerSettings = lazy(() => import('./partner-settings').then((mod) => ({ default: mod.PartnerSettings })));

/** Back to the list as it was: history when the list opened this page, else its remembered query. */
function Back() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const fromList = openedFromPartnerList(location.state);
  return (
    <Anchor
      component={Link}
      to={partnerListHref()}
      size="sm"
      onClick={(e) => {
        if (!fromList || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate(-1);
      }}
    >
      ← {intl.formatMessage(m.back)}
    </Anchor>
  );
}

export interface PartnerDetailSlots {
  /** Buttons beside the partner's name (e.g. "Log in as"). */
  headerTools?: (partner: Partner) => ReactNode;
  /** A partner search, to choose a sub-affiliate's new parent (no move offered without it). */
  partnerPicker?: PartnerPicker;
  /** The shared bank-account form (no editing offered without it). */
  bankAccountForm?: BankAccountFormSlot;
}

export function PartnerDetail({ partnerId, slots = {} }: { partnerId: number | null; slots?: PartnerDetailSlots }) {
  const intl = useIntl();
  const { user } = useSession();
  const query = useAdminGetPartner(partnerId ?? 0, {
    query: { enabled: partnerId !== null, retry: (n, e) => !(isApiError(e) && e.status < 500) && n < 2 },
  });
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
  if (query.isPending) return <Loader role="img" aria-label="…" />;
  const partner = query.data;
  return (
    <Stack component="section">
      <Back />
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {partner.FirstName} {partner.LastName}
        </Title>
        <PartnerStatusBadge status={partner.Status} />
        {slots.headerTools?.(partner)}
      </Group>
      <Text c="dimmed">
        {partner.Username} · #{partner.ID}
      </Text>
      <PartnerActions partner={partner} />
      <PartnerSummary partnerId={partner.ID} />
      <PartnerData partner={partner} />
      {can(user, 'admin:partners:password:update') && <PartnerPassword partnerId={partner.ID} />}
      <Suspense
        fallback={
          <Center py="md" role="status">
            <Loader size="sm" />
          </Center>
        }
      >
        <PartnerSettings partnerId={partner.ID} />
      </Suspense>
      <PartnerBankAccount partner={partner} renderForm={slots.bankAccountForm} />
      <SubAffiliates partner={partner} picker={slots.partnerPicker} />
      <SubDiagram partnerId={partner.ID} />
    </Stack>
  );
}
