// /dashboard/campaigns/{campaignId}: the campaign, its tracking link with copy and QR code, its
// figures over time and delete. A campaign the API does not find (404) shows `notFound`.
import { lazy, Suspense, type ReactNode } from 'react';
import { Anchor, Center, Loader, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useGetCampaign } from '@/api/generated/endpoints/campaigns/campaigns';
import { QueryState } from '@/components/data/query-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { campaignMessages as m } from '../messages';
import { CampaignQr } from './campaign-qr';
import { DeleteCampaign } from './delete-campaign';
import { TrackingLink } from './tracking-link';

// ECharts (~200 KB) loads only once a campaign is there to chart, not for a 404.
const CampaignChart = lazy(() => import('./campaign-chart').then((m) => ({ default: m.CampaignChart })));

export function CampaignDetail({ campaignId, notFound }: { campaignId: number; notFound: ReactNode }) {
  const intl = useIntl();
  const campaign = useGetCampaign(campaignId);
  if (campaign.isError && campaign.error.status === 404) return <>{notFound}</>;

  return (
    <Stack component="section">
      <Anchor component={Link} to={paths.campaigns} size="sm">
        ← {intl.formatMessage(m.back)}
      </Anchor>
      <QueryState query={campaign}>
        {(c) => (
          <Stack>
            <Group justify="space-between" align="flex-start">
              <Stack gap={4} miw={0}>
                <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                  {c.Name}
                </Title>
                <Text size="sm" c="dimmed">
                  {intl.formatMessage(m.createdAt, { date: formatDate(c.CreatedAt) })}
                </Text>
              </Stack>
              <DeleteCampaign campaignId={c.ID} name={c.Name} />
            </Group>
            <Paper withBorder p="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <Stack gap="sm" miw={0}>
                  <Text size="sm" c={c.Description ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                    {c.Description || intl.formatMessage(m.noDescription)}
                  </Text>
                  <div>
                    <Text size="xs" c="dimmed">
                      {intl.formatMessage(m.trackingLink)}
                    </Text>
                    <TrackingLink link={c.TrackingLink} />
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {intl.formatMessage(m.code)}
                    </Text>
                    <Text size="sm" ff="monospace">
                      {c.Code}
                    </Text>
                  </div>
                </Stack>
                <CampaignQr link={c.TrackingLink} name={c.Name} />
              </SimpleGrid>
            </Paper>
            <Suspense
              fallback={
                <Center mih={300} role="status">
                  <Loader size="sm" />
                </Center>
              }
            >
              <CampaignChart campaignId={c.ID} name={c.Name} />
            </Suspense>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
