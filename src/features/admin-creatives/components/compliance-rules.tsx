// The compliance rules page (issue 18): the phrase list, the authorised domains and their versions.
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { rulesMessages as m } from '../messages';
import { DomainList } from './domain-list';
import { PhraseList } from './phrase-list';
import { VersionsTable } from './versions-table';

export function ComplianceRules() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {intl.formatMessage(m.title)}
        </Title>
        <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      </Stack>
      <PhraseList />
      <DomainList />
      <VersionsTable />
    </Stack>
  );
}
