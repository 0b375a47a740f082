// /dashboard/overview: greeting, fast-info figures, the period chart, balances, payout readiness
// and the latest payments, then the guide (video and terms documents). The chart pulls in ECharts, which is why this route is lazily loaded.
import { SimpleGrid } from '@mantine/core';
import { Page } from '@/components/layout/page';
import { defineMessages } from '@/i18n/define-messages';
import { BalanceCards } from '@/features/overview/components/balance-cards';
import { FastInfoCards } from '@/features/overview/components/fast-info';
import { LatestPayments } from '@/features/overview/components/latest-payments';
import { PayoutReadiness } from '@/features/overview/components/payout-readiness';
import { PeriodChart } from '@/features/overview/components/period-chart';
import { GuideSection } from '@/features/terms/guide-section';
import { paths } from '@/config/paths';
import { useCanOpen } from '@/lib/page-access';
import { useSession } from '@/lib/session';

const messages = defineMessages({
  greeting: { id: 'overview.greeting', defaultMessage: 'Hello, {name}' },
});

export function OverviewRoute() {
  const { user } = useSession();
  const canOpen = useCanOpen();
  if (!user) return null;
  return (
    <Page title={messages.greeting} titleValues={{ name: user.FirstName }}>
      <FastInfoCards />
      <PeriodChart />
      <BalanceCards user={user} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <PayoutReadiness />
        <LatestPayments walletLink={canOpen(paths.wallet)} />
      </SimpleGrid>
      <GuideSection />
    </Page>
  );
}
