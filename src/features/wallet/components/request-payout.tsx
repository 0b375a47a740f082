// The wallet's "Request payout" button (opens ?modal=payment-request) and, when the request is
// certain to be refused (payout-blockers.ts), why — said in words before any form: the button is
// disabled and described by the notice, which names the date the next window opens.
import { Alert, Button, List, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { requestPayoutLimits } from '@/api/generated/zod/contract-limits';
import { useMoney } from '@/components/data/money';
import { withModal } from '@/config/paths';
import { formatBrazilDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { walletMessages as m } from '../messages';
import type { PayoutBlocker } from '../payout-blockers';
import { payoutCodeMessage } from '../payout-codes';

const NOTICE_ID = 'wallet-payout-blocked';

export function RequestPayoutButton({ blockers }: { blockers: readonly PayoutBlocker[] }) {
  const intl = useIntl();
  const [, setSearchParams] = useSearchParams();
  const blocked = blockers.length > 0;
  return (
    <Button
      disabled={blocked}
      aria-describedby={blocked ? NOTICE_ID : undefined}
      onClick={() => setSearchParams((prev) => withModal(prev, 'payment-request'))}
    >
      {intl.formatMessage(m.requestPayout)}
    </Button>
  );
}

function BlockerText({ blocker }: { blocker: PayoutBlocker }) {
  const intl = useIntl();
  const money = useMoney();
  switch (blocker.reason) {
    case 'window':
      return blocker.nextOpensAt
        ? intl.formatMessage(m.blockedWindow, { date: formatBrazilDate(blocker.nextOpensAt) })
        : payoutCodeMessage(intl, 2007);
    case 'no-balance':
      return intl.formatMessage(m.blockedNoBalance);
    case 'under-minimum':
      return intl.formatMessage(m.blockedUnderMinimum, {
        amount: money(blocker.amount),
        minimum: formatMoney(requestPayoutLimits.minimumAmount, intl.locale, requestPayoutLimits.minimumAmountCurrency),
      });
  }
}

export function PayoutBlockedNotice({ blockers }: { blockers: readonly PayoutBlocker[] }) {
  const intl = useIntl();
  if (blockers.length === 0) return null;
  return (
    <Alert id={NOTICE_ID} color="yellow" role="status" title={intl.formatMessage(m.blockedTitle)} data-testid="payout-blocked">
      {blockers.length === 1 && blockers[0] ? (
        <Text size="sm">
          <BlockerText blocker={blockers[0]} />
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {blockers.map((b) => (
            <List.Item key={b.reason}>
              <BlockerText blocker={b} />
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
