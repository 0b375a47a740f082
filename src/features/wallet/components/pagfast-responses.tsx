// The payment provider's answers about one payout, oldest first, as a timeline: state (in the
// user's language, provider-states.ts), date, receipt and failure cause. Older answers say
// state/date, newer ones transactionState/transactionDate. A known cause is explained with its
// fixed Portuguese text (spec §8, the same in every language) beside the code; an unknown cause
// is shown as sent. All API text is text.
import { Code, Stack, Text, Timeline } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { PagfastResponse } from '@/api/generated/model/pagfastResponse';
import { formatDateTime } from '@/lib/dates';
import { pagfastCauseExplanation } from '@/lib/pagfast-causes';
import { walletMessages as m } from '../messages';
import { providerStateLabel } from '../provider-states';

export function PagfastResponses({ responses }: { responses: readonly PagfastResponse[] }) {
  const intl = useIntl();
  if (responses.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.noResponses)}
      </Text>
    );
  return (
    <Timeline bulletSize={14} lineWidth={2} active={responses.length - 1}>
      {responses.map((r, i) => {
        const state = providerStateLabel(intl, r);
        const date = r.transactionDate ?? r.date;
        const cause = r.stateErrorCause;
        const explanation = pagfastCauseExplanation(cause);
        return (
          <Timeline.Item
            key={i}
            color={cause ? 'red' : 'blue'}
            title={<Text size="sm" fw={600}>{`${intl.formatMessage(m.responseState)}: ${state}`}</Text>}
          >
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {formatDateTime(date)}
              </Text>
              {r.transactionReceipt ? (
                <Text size="xs" style={{ wordBreak: 'break-all' }}>
                  {`${intl.formatMessage(m.responseReceipt)}: `}
                  <Code>{r.transactionReceipt}</Code>
                </Text>
              ) : null}
              {cause ? (
                <Text size="sm" c="red" data-testid="pagfast-cause">
                  {`${intl.formatMessage(m.responseCause)}: `}
                  {explanation ? <span lang="pt-BR">{explanation}</span> : null}
                  {explanation ? ' ' : null}
                  <Code>{cause}</Code>
                </Text>
              ) : null}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
