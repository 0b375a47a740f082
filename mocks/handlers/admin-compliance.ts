// The compliance rule lists as data (issue 18): the phrase list and the authorised domains, each
// saved whole as a new version that records who and when (and how many entries came and went);
// any earlier version can be read back (to export it as CSV). Reading needs
// admin:creatives:read, saving admin:compliance:rules.
import { http, HttpResponse } from 'msw';
import type { ComplianceDomainList } from '@/api/generated/model/complianceDomainList';
import type { CompliancePhraseList } from '@/api/generated/model/compliancePhraseList';
import type { ComplianceVersionPage } from '@/api/generated/model/complianceVersionPage';
import { adminSaveComplianceDomainsBody, adminSaveCompliancePhrasesBody } from '@/api/generated/zod/admin-compliance/admin-compliance.zod';
import type { Store } from '../db/store';
import type { ComplianceVersionRecord } from '../db/types';
import { authed } from '../http/auth';
import { invalid, notFound, paginate } from '../http/respond';
import { domainKey, domainListProblems, listDiff, phraseKey, phraseListProblems, type PhraseEntry } from '../rules/compliance';
import { parseBody } from './admin-common';
import { latestVersion } from './creatives-common';
import { QueryCheck } from './support';

const BASE = '*/api/management/compliance';
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

/** The version asked for (`?version=`), or the one in force; undefined when there is none such. */
function versionAsked(store: Store, url: URL, list: ComplianceVersionRecord['List']): ComplianceVersionRecord | undefined | Response {
  const check = new QueryCheck(url);
  const version = check.int('version');
  if (!check.ok) return check.problem();
  if (version === undefined) return latestVersion(store, list);
  return [...store.db.complianceVersions.values()].find((v) => v.List === list && v.Version === version);
}

function getList(list: ComplianceVersionRecord['List']) {
  return authed(
    ({ url, store }) => {
      const found = versionAsked(store, url, list);
      if (found instanceof Response) return found;
      if (!found) return notFound(`No such version of the ${list} list`);
      return HttpResponse.json(list === 'phrases' ? toPhraseList(found) : toDomainList(found));
    },
    { permissions: [READ] },
  );
}

const savePhrases = authed(
  async ({ request, user, store }) => {
    const body = await parseBody(request, adminSaveCompliancePhrasesBody);
    if (!body.ok) return body.response;
    const problems = phraseListProblems(body.data.items);
    if (problems.length) return invalid(problems);
    const before = latestVersion(store, 'phrases');
    const Phrases: PhraseEntry[] = body.data.items.map((i) => ({ Phrase: i.phrase.trim(), Language: i.language, Category: i.category }));
    const diff = listDiff(before.Phrases as PhraseEntry[], Phrases, phraseKey);
    const saved = store.create('complianceVersions', {
      List: 'phrases',
      Version: before.Version + 1,
      ChangedBy: user.ID,
      ChangedByUsername: user.Username,
      ChangedAt: store.clock.now().toISOString(),
      Note: body.data.note?.trim() || null,
      Phrases,
      Domains: [],
      Added: diff.added,
      Removed: diff.removed,
    });
    return HttpResponse.json(toPhraseList(saved));
  },
  { permissions: [RULES] },
);

const saveDomains = authed(
  async ({ request, user, store }) => {
    const body = await parseBody(request, adminSaveComplianceDomainsBody);
    if (!body.ok) return body.response;
    const problems = domainListProblems(body.data.items);
    if (problems.length) return invalid(problems);
    const before = latestVersion(store, 'domains');
    const Domains = body.data.items.map((i) => ({ Pattern: i.pattern.trim().toLowerCase(), Note: i.note?.trim() || null }));
    const diff = listDiff(before.Domains, Domains, domainKey);
    const saved = store.create('complianceVersions', {
      List: 'domains',
      Version: before.Version + 1,
      ChangedBy: user.ID,
      ChangedByUsername: user.Username,
      ChangedAt: store.clock.now().toISOString(),
      Note: body.data.note?.trim() || null,
      Phrases: [],
      Domains,
      Added: diff.added,
      Removed: diff.removed,
    });
    return HttpResponse.json(toDomainList(saved));
  },
  { permissions: [RULES] },
);

const versions = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const paging = check.page(['ChangedAt'], 'ChangedAt');
    const list = check.oneOf('list', ['phrases', 'domains'] as const);
    if (!check.ok) return check.problem();
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
    return HttpResponse.json(body);
  },
  { permissions: [READ] },
);

export const adminComplianceHandlers = [
  http.get(`${BASE}/phrases`, getList('phrases')),
  http.put(`${BASE}/phrases`, savePhrases),
  http.get(`${BASE}/domains`, getList('domains')),
  http.put(`${BASE}/domains`, saveDomains),
  http.get(`${BASE}/versions`, versions),
];
