// The compliance rules page (issue 18): the phrase list, the authorised domains and their versions.
import { Page } from '@/components/layout/page';
import { rulesMessages as m } from '../messages';
import { DomainList } from './domain-list';
import { PhraseList } from './phrase-list';
import { VersionsTable } from './versions-table';

export function ComplianceRules() {
  return (
    <Page title={m.title} intro={m.intro} header="close">
      <PhraseList />
      <DomainList />
      <VersionsTable />
    </Page>
  );
}
