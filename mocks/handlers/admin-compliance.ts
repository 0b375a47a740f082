// The compliance rule lists as data (issue 18): the phrase list and the authorised domains, each
// saved whole as a new version that records who and when (and how many entries came and went);
// any earlier version can be read back (to export it as CSV). Reading needs
// admin:creatives:read, saving admin:compliance:rules.
import {
  getAdminGetComplianceDomainsMockHandler,
  getAdminGetCompliancePhrasesMockHandler,
  getAdminListComplianceVersionsMockHandler,
  getAdminSaveComplianceDomainsMockHandler,
  getAdminSaveCompliancePhrasesMockHandler,
} from '@/api/generated/endpoints/admin-compliance/admin-compliance.msw';
import type { ComplianceDomainList } from '@/api/generated/model/complianceDomainList';
import type { CompliancePhraseList } from '@/api/generated/model/compliancePhraseList';
import type { ComplianceVersionPage } from '@/api/generated/model/complianceVersionPage';
import { adminSaveComplianceDomainsBody, adminSaveCompliancePhrasesBody } from '@/api/generated/zod/admin-compliance/admin-compliance.zod';
import type { z, ZodObject } from 'zod';
import type { Store } from '../db/store';
import type { ComplianceVersionRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { invalid, notFound, paginate } from '../http/respond';
import { domainKey, domainListProblems, listDiff, phraseKey, phraseListProblems, type ListProblem } from '../rules/compliance';
import { latestVersion } from './creatives-common';
import { QueryCheck } from './support';

const READ = 'admin:creatives:read';
const RULES = 'admin:compliance:rules';

const actor = (v: ComplianceVersionRecord) => ({ ID: v.ChangedBy, Username: v.ChangedByUsername });

function toPhraseList(v: ComplianceVersionRecord): CompliancePhraseList {
  return {
    Version: v.Version,
    ChangedAt: v.ChangedAt,
    ChangedBy: actor(v),
    Note: v.Note,
    Items: v.Phrases.map((p) => ({ ...p }) as CompliancePhraseList['Items'][number]),
  };
}
function toDomainList(v: ComplianceVersionRecord): ComplianceDomainList {
  return { Version: v.Version, ChangedAt: v.ChangedAt, ChangedBy: actor(v), Note: v.Note, Items: v.Domains.map((d) => ({ ...d })) };
}

/** The version asked for (`?version=`), or the one in force; throws 400 or 404. */
function versionAsked(store: Store, url: URL, list: ComplianceVersionRecord['List']): ComplianceVersionRecord {
  const check = new QueryCheck(url);
  const version = check.int('version');
  if (!check.ok) throw check.problem();
  const found =
    version === undefined
      ? latestVersion(store, list)
      : [...store.db.complianceVersions.values()].find((v) => v.List === list && v.Version === version);
  if (!found) throw notFound(`No such version of the ${list} list`);
  return found;
}

const getPhrases = authed(({ url, store }) => toPhraseList(versionAsked(store, url, 'phrases')), { permissions: [READ] });
const getDomains = authed(({ url, store }) => toDomainList(versionAsked(store, url, 'domains')), { permissions: [READ] });

type ListField = 'Phrases' | 'Domains';
type Entry<F extends ListField> = ComplianceVersionRecord[F][number];
const LIST_OF = { Phrases: 'phrases', Domains: 'domains' } as const;

/**
 * The save handler of one list: the body's items checked (400 with every problem), then the list
 * stored whole as the next version: who and when, the note, and how many entries came and went.
 */
function listSaver<S extends ZodObject, F extends ListField, R>(
  schema: S,
  field: F,
  problemsOf: (body: z.output<S>) => ListProblem[],
  entriesOf: (body: z.output<S>) => Entry<F>[],
  key: (entry: Entry<F>) => string,
  answer: (saved: ComplianceVersionRecord) => R,
) {
  return authed(
    async ({ request, user, store }) => {
      const body = await readBody(request, schema);
      const problems = problemsOf(body);
      if (problems.length) throw invalid(problems);
      const before = latestVersion(store, LIST_OF[field]);
      const entries = entriesOf(body);
      const { added, removed } = listDiff<Entry<F>>(before[field], entries, key);
      const note = (body as { note?: string | null }).note;
      return answer(
        store.create('complianceVersions', {
          List: before.List,
          Version: before.Version + 1,
          ChangedBy: user.ID,
          ChangedByUsername: user.Username,
          ChangedAt: store.clock.now().toISOString(),
          Note: note?.trim() || null,
          Phrases: [],
          Domains: [],
          [field]: entries,
          Added: added,
          Removed: removed,
        }),
      );
    },
    { permissions: [RULES] },
  );
}

const savePhrases = listSaver(
  adminSaveCompliancePhrasesBody,
  'Phrases',
  (body) => phraseListProblems(body.items),
  (body) => body.items.map((i) => ({ Phrase: i.phrase.trim(), Language: i.language, Category: i.category })),
  phraseKey,
  toPhraseList,
);

const saveDomains = listSaver(
  adminSaveComplianceDomainsBody,
  'Domains',
  (body) => domainListProblems(body.items),
  (body) => body.items.map((i) => ({ Pattern: i.pattern.trim().toLowerCase(), Note: i.note?.trim() || null })),
  domainKey,
  toDomainList,
);

const versions = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const paging = check.page(['ChangedAt'], 'ChangedAt');
    const list = check.oneOf('list', ['phrases', 'domains'] as const);
    if (!check.ok) throw check.problem();
    const rows = [...store.db.complianceVersions.values()]
      .filter((v) => !list || v.List === list)
      .sort((a, b) => b.ChangedAt.localeCompare(a.ChangedAt) || b.ID - a.ID);
    const page = paginate(rows, { ...paging, order: 'desc' });
    const body: ComplianceVersionPage = {
      ...page,
      items: page.items.map((v) => ({
        List: v.List,
        Version: v.Version,
        ChangedAt: v.ChangedAt,
        ChangedBy: actor(v),
        Note: v.Note,
        Count: v.List === 'phrases' ? v.Phrases.length : v.Domains.length,
        Added: v.Added,
        Removed: v.Removed,
      })),
    };
    return body;
  },
  { permissions: [READ] },
);

export const adminComplianceHandlers = [
  getAdminGetCompliancePhrasesMockHandler(getPhrases),
  getAdminSaveCompliancePhrasesMockHandler(savePhrases),
  getAdminGetComplianceDomainsMockHandler(getDomains),
  getAdminSaveComplianceDomainsMockHandler(saveDomains),
  getAdminListComplianceVersionsMockHandler(versions),
];
