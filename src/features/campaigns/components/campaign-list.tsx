// The campaigns page: how many are used of how many allowed (the limit call), the "New campaign"
// button (disabled, with the reason, at the limit) and one card per campaign.
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { Campaign } from '@/api/generated/model/campaign';
import { useGetCampaignLimit, useGetCampaigns } from '@/api/generated/endpoints/campaigns/campaigns';
import { QueryError, QueryState } from '@/components/data/query-state';
import { campaignPath, withModal } from '@/config/paths';
import { campaignLimitReached } from '@/lib/campaign-name';
import { formatDate } from '@/lib/dates';
import { campaignMessages as m } from '../messages';
import { TrackingLink } from './tracking-link';

function CampaignCard({ campaign }: { campaign: Campaign }) {
  const intl = useIntl();
  return (
    <Paper withBorder p="md" component="article" data-testid="campaign-card" miw={0}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {campaign.Name}
          </Title>
          <Anchor
            component={Link}
            to={campaignPath(campaign.ID)}
            size="sm"
            aria-label={intl.formatMessage(m.openLabel, { name: campaign.Name })}
          >
            {intl.formatMessage(m.open)}
          </Anchor>
        </Group>
        <Text size="sm" c={campaign.Description ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {campaign.Description || intl.formatMessage(m.noDescription)}
        </Text>
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.createdAt, { date: formatDate(campaign.CreatedAt) })}
        </Text>
        <TrackingLink link={campaign.TrackingLink} />
      </Stack>
    </Paper>
  );
}

export function CampaignList() {
  const intl = useIntl();
  const [, setSearchParams] = useSearchParams();
  const campaigns = useGetCampaigns();
  const limit = useGetCampaignLimit();
  const reached = limit.data ? campaignLimitReached(limit.data.current, limit.data.max) : false;

  return (
    <Stack component="section">
      <Group justify="space-between" align="center">
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {intl.formatMessage(m.title)}
          </Title>
          {limit.isPending ? (
            <Skeleton height={22} width={96} radius="xl" />
          ) : limit.data ? (
            <Badge
              size="lg"
              variant="light"
              color={reached ? 'red' : 'blue'}
              data-testid="campaign-usage"
              title={intl.formatMessage(m.usageLabel)}
            >
              {intl.formatMessage(m.usage, { current: limit.data.current, max: limit.data.max })}
            </Badge>
          ) : null}
        </Group>
        <Button
          onClick={() => setSearchParams((prev) => withModal(prev, 'campaign-create'))}
          disabled={reached || limit.isPending}
          aria-describedby={reached ? 'campaign-limit-reason' : undefined}
        >
          {intl.formatMessage(m.newCampaign)}
        </Button>
      </Group>
      {limit.isError && <QueryError error={limit.error} onRetry={() => void limit.refetch()} />}
      {reached && limit.data && (
        <Alert color="yellow" id="campaign-limit-reason" role="status">
          {intl.formatMessage(m.limitReached, { max: limit.data.max })}
        </Alert>
      )}
      <QueryState query={campaigns} isEmpty={(list) => list.length === 0} empty={intl.formatMessage(m.empty)}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
            {list.map((campaign) => (
              <CampaignCard key={campaign.ID} campaign={campaign} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
