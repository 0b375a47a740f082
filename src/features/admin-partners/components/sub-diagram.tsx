// The partner's sub-affiliate tree (GET …/sub-diagram), drawn as a nested list: each node shows
// the partner, their status and how many sub-affiliates they have; nodes link to their page.
import { Anchor, Badge, Box, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAdminGetPartnerSubDiagram } from '@/api/generated/endpoints/admin-partners/admin-partners';
import type { AdminSubDiagramNode } from '@/api/generated/model/adminSubDiagramNode';
import { QueryState } from '@/components/data/query-state';
import { Section } from '@/components/layout/section';
import { partnerPath } from '@/config/paths';
import { adminPartnersMessages as m } from '../messages';
import { PartnerStatusBadge } from './partner-status-badge';

function Node({ node, root }: { node: AdminSubDiagramNode; root?: boolean }) {
  const intl = useIntl();
  return (
    <li>
      <Group gap="xs" wrap="wrap" py={4}>
        {root ? (
          <Text fw={600}>{node.username}</Text>
        ) : (
          <Anchor component={Link} to={partnerPath(node.partnerId)}>
            {node.username}
          </Anchor>
        )}
        <Text size="sm" c="dimmed">
          {node.name}
        </Text>
        <PartnerStatusBadge status={node.status} />
        <Badge variant="outline" color="gray">
          {intl.formatMessage(m.treeMore, { count: node.subAffiliatesCount })}
        </Badge>
      </Group>
      {node.children.length > 0 && (
        <Box component="ul" pl="lg" m={0} style={{ listStyle: 'none', borderLeft: '2px solid var(--mantine-color-default-border)' }}>
          {node.children.map((c) => (
            <Node key={c.partnerId} node={c} />
          ))}
        </Box>
      )}
    </li>
  );
}

export function SubDiagram({ partnerId }: { partnerId: number }) {
  const intl = useIntl();
  const query = useAdminGetPartnerSubDiagram(partnerId);
  return (
    <Section id="partner-tree-title" title={intl.formatMessage(m.treeTitle)}>
      <QueryState query={query} isEmpty={(d) => d.children.length === 0} empty={intl.formatMessage(m.treeEmpty)}>
        {(tree) => (
          <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={intl.formatMessage(m.treeTitle)} data-testid="sub-tree">
            <Node node={tree} root />
          </Box>
        )}
      </QueryState>
    </Section>
  );
}
