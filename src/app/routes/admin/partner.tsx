// /dashboard/admin/partners/{partnerId}: one partner, what the admin may see and do about them.
// The page is admin-partners'; login-as and the partner search (to choose a sub-affiliate's new
// parent) come from admin-popup and the bank-account form from bank-account, composed here so no
// feature imports another. The bank-account form (input masks, bank list) and the partner search
// load with their section, after the partner's data has painted (issue 7 budgets).
import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PartnerDetail, type PartnerDetailSlots } from '@/features/admin-partners/components/partner-detail';
import type { PickedPartner } from '@/features/admin-partners/components/sub-affiliate-move';
import { subAffiliateMessages } from '@/features/admin-partners/more-messages';
import { PartnerLoginAs } from '@/features/admin-popup/partner-login-as';
import { parseIdParam } from '@/config/paths';

const BankAccountForm = lazy(() => import('@/features/bank-account/bank-account-form').then((m) => ({ default: m.BankAccountForm })));
const PartnerSearch = lazy(() => import('@/features/admin-popup/partner-search').then((m) => ({ default: m.PartnerSearch })));

function Section({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="md" role="status">
          <Loader size="sm" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

export function AdminPartnerRoute() {
  const { partnerId } = useParams();
  return <PartnerDetail key={partnerId} partnerId={parseIdParam(partnerId)} slots={slots} />;
}

function PickButton({ partner, onPick }: { partner: PickedPartner; onPick: (p: PickedPartner) => void }) {
  const intl = useIntl();
  return (
    <Button variant="light" mt="xs" onClick={() => onPick({ ID: partner.ID, Username: partner.Username })}>
      {intl.formatMessage(subAffiliateMessages.pick, { username: partner.Username, id: partner.ID })}
    </Button>
  );
}

const slots: PartnerDetailSlots = {
  headerTools: (partner) => <PartnerLoginAs partner={partner} />,
  bankAccountForm: (props) => (
    <Section>
      <BankAccountForm {...props} />
    </Section>
  ),
  partnerPicker: (onPick) => (
    <Section>
      <PartnerSearch>{(found) => <PickButton partner={found} onPick={onPick} />}</PartnerSearch>
    </Section>
  ),
};
