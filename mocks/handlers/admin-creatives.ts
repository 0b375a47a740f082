// Administrators' creatives (issue 18): the list (every state, with the live compliance check,
// filtered and sorted on the server), create (always a draft), banner uploads (type, weight and
// pixel size read from the bytes: rules/banner-image.ts), edit, publish and retire. The gate: a
// creative whose check fails is not published (409) unless an administrator holding
// admin:compliance:override gives a reason — recorded on the creative with who, when and the
// failing lines, and in its history (recordCreativeEvent). Editing ends an override; a published
// creative must still pass after an edit.
import {
  getAdminCreateCreativeMockHandler,
  getAdminCreativeActionMockHandler,
  getAdminGetCreativeMockHandler,
  getAdminListCreativesMockHandler,
  getAdminUpdateCreativeMockHandler,
  getAdminUploadCreativeImageMockHandler,
} from '@/api/generated/endpoints/admin-creatives/admin-creatives.msw';
import type { AdminCreative } from '@/api/generated/model/adminCreative';
import type { AdminCreativePage } from '@/api/generated/model/adminCreativePage';
import type { CreativeImage } from '@/api/generated/model/creativeImage';
import {
  adminCreateCreativeBody,
  adminCreativeActionBody,
  adminListCreativesQueryQMax,
} from '@/api/generated/zod/admin-creatives/admin-creatives.zod';
import type { CreativeRecord, UserRecord } from '../db/types';
import type { Store } from '../db/store';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { invalid, paginate, problem } from '../http/respond';
import { bannerRefusal, imageInfo, type BannerType } from '../rules/banner-image';
import { failedRules, landingHost } from '../rules/compliance';
import { demand, notAllowed, pathRecord } from './admin-common';
import { creativeFilters, matchesFilters } from './creatives';
import { actorOf, creativeCheck, matchesWords, recordCreativeEvent, toAdminCreative, toCreativeImage } from './creatives-common';
import { QueryCheck, sortBy } from './support';

const READ = 'admin:creatives:read';
const UPDATE = 'admin:creatives:update';
const OVERRIDE = 'admin:compliance:override';
const SORTS = ['ID', 'Name', 'Status', 'CreatedAt', 'UpdatedAt'] as const;
const STATUSES = ['draft', 'published', 'retired'] as const;

const list = authed(
  ({ url, store }) => {
    const check = new QueryCheck(url);
    const paging = check.page(SORTS, 'UpdatedAt');
    const status = check.oneOf('status', STATUSES);
    const filters = creativeFilters(check);
    const compliance = check.oneOf('compliance', ['pass', 'fail'] as const);
    const q = check.text('q', adminListCreativesQueryQMax, { min: 1, trim: true });
    if (!check.ok) throw check.problem();
    const rows = [...store.db.creatives.values()].filter(
      (c) =>
        (!status || c.Status === status) &&
        matchesFilters(c, filters) &&
        (!q || matchesWords(c, q)) &&
        (!compliance || creativeCheck(store, c).passed === (compliance === 'pass')),
    );
    const page = paginate(sortBy(rows, paging.sort ?? 'UpdatedAt', paging.order), paging);
    return { ...page, items: page.items.map((c) => toAdminCreative(store, c)) } satisfies AdminCreativePage;
  },
  { permissions: [READ] },
);

type Input = ReturnType<typeof adminCreateCreativeBody.parse>;

/** The body's own rules beyond the schema: an http(s) landing URL, a banner's unused image, no image on a text. */
function inputProblems(store: Store, input: Input, self: CreativeRecord | null): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!landingHost(input.landingUrl)) problems.push({ field: 'landingUrl', message: 'An http(s) address without a user name or password' });
  if (!input.name.trim()) problems.push({ field: 'name', message: 'Required' });
  if (!input.text.trim()) problems.push({ field: 'text', message: 'Required' });
  const imageId = input.imageId ?? null;
  if (input.kind === 'banner') {
    if (imageId === null) problems.push({ field: 'imageId', message: 'A banner needs an image' });
    else if (!store.db.creativeImages.has(imageId)) problems.push({ field: 'imageId', message: 'No such image' });
    else if ([...store.db.creatives.values()].some((c) => c.ImageID === imageId && c.ID !== self?.ID)) {
      problems.push({ field: 'imageId', message: 'The image belongs to another creative' });
    }
  } else if (imageId !== null) problems.push({ field: 'imageId', message: 'A text has no image' });
  return problems;
}

function fieldsOf(
  input: Input,
): Pick<CreativeRecord, 'Name' | 'Kind' | 'Text' | 'LandingUrl' | 'CampaignType' | 'Country' | 'Language' | 'ImageID'> {
  return {
    Name: input.name.trim(),
    Kind: input.kind,
    Text: input.text.trim(),
    LandingUrl: input.landingUrl.trim(),
    CampaignType: input.campaignType,
    Country: input.country,
    Language: input.language,
    ImageID: input.kind === 'banner' ? (input.imageId ?? null) : null,
  };
}

const create = authed(
  async ({ request, user, store }) => {
    const body = await readBody(request, adminCreateCreativeBody);
    const problems = inputProblems(store, body, null);
    if (problems.length) throw invalid(problems);
    const at = store.clock.now().toISOString();
    const creative = store.create('creatives', {
      ...fieldsOf(body),
      Status: 'draft',
      CreatedBy: user.ID,
      CreatedAt: at,
      UpdatedAt: at,
      PublishedAt: null,
      RetiredAt: null,
      Override: null,
      History: [],
    });
    recordCreativeEvent(store, request, creative, 'created', user);
    return toAdminCreative(store, creative);
  },
  { permissions: [UPDATE] },
);

const FILE_MESSAGES = {
  required: 'A file is required in the field `file`',
  many: 'Send exactly one file',
} as const;

const upload = authed(
  async ({ request, user, store }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw invalid([{ field: 'file', message: 'A multipart/form-data body is required' }]);
    }
    const parts = form.getAll('file');
    const files = parts.filter((f): f is File => typeof f !== 'string');
    if (files.length !== parts.length) throw invalid([{ field: 'file', message: 'The field `file` must be a file' }]);
    if (files.length === 0) throw invalid([{ field: 'file', message: FILE_MESSAGES.required }]);
    if (files.length > 1) throw invalid([{ field: 'file', message: FILE_MESSAGES.many }]);
    const file = files[0] as File;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const refusal = bannerRefusal({ type: file.type, size: file.size }, bytes);
    if (refusal?.status === 415) throw problem(415, refusal.message, 'file_type_not_allowed');
    if (refusal?.status === 413) throw problem(413, refusal.message, 'file_too_large');
    if (refusal) throw invalid([{ field: 'file', message: refusal.message }]);
    const info = imageInfo(bytes)!;
    const image = store.create('creativeImages', {
      OwnerID: user.ID,
      Type: info.type as BannerType,
      Bytes: file.size,
      Width: info.width,
      Height: info.height,
      Data: bytes,
      CreatedAt: store.clock.now().toISOString(),
    });
    return toCreativeImage(image) satisfies CreativeImage;
  },
  { permissions: [UPDATE] },
);

/** The creative of the path; throws the 404 answer when there is none. */
const creativeOf = (store: Store, raw: string | readonly string[] | undefined): CreativeRecord =>
  pathRecord(store, 'creatives', raw, 'Creative not found');

const one = authed(
  ({ params, store }) => {
    return toAdminCreative(store, creativeOf(store, params.creativeId));
  },
  { permissions: [READ] },
);

const update = authed(
  async ({ request, params, user, store }) => {
    const c = creativeOf(store, params.creativeId);
    const body = await readBody(request, adminCreateCreativeBody);
    const problems = inputProblems(store, body, c);
    if (problems.length) throw invalid(problems);
    const fields = fieldsOf(body);
    if (c.Status === 'published') {
      const check = creativeCheck(store, fields);
      if (!check.passed) throw notAllowed(`A published creative must pass the compliance check: ${failedRules(check).join(', ')}`);
    }
    store.update('creatives', c.ID, { ...fields, Override: null });
    recordCreativeEvent(store, request, c, 'updated', user);
    return toAdminCreative(store, c);
  },
  { permissions: [UPDATE] },
);

function publish(
  store: Store,
  request: Request,
  c: CreativeRecord,
  user: UserRecord,
  body: { override?: boolean; reason?: string },
): AdminCreative {
  if (c.Status === 'published') throw notAllowed('The creative is already published');
  const check = creativeCheck(store, c);
  const at = store.clock.now().toISOString();
  if (check.passed) {
    store.update('creatives', c.ID, { Status: 'published', PublishedAt: at, RetiredAt: null, Override: null });
    recordCreativeEvent(store, request, c, 'published', user);
    return toAdminCreative(store, c);
  }
  const failing = failedRules(check);
  if (!body.override) throw notAllowed(`The creative fails the compliance check: ${failing.join(', ')}`);
  demand(user.Permissions, OVERRIDE);
  const reason = body.reason?.trim();
  if (!reason) throw invalid([{ field: 'reason', message: 'An override needs a reason' }]);
  store.update('creatives', c.ID, {
    Status: 'published',
    PublishedAt: at,
    RetiredAt: null,
    Override: { Reason: reason, By: actorOf(user), At: at, FailedRules: failing },
  });
  recordCreativeEvent(store, request, c, 'override', user, reason);
  return toAdminCreative(store, c);
}

const action = authed(
  async ({ request, params, user, store }) => {
    if (params.action !== 'publish' && params.action !== 'retire') throw invalid([{ field: 'action', message: 'One of publish, retire' }]);
    const c = creativeOf(store, params.creativeId);
    const body = await readBody(request, adminCreativeActionBody, { optional: true });
    if (params.action === 'publish') return publish(store, request, c, user, body);
    if (c.Status !== 'published') throw notAllowed(`Only a published creative can be retired (this one is ${c.Status})`);
    store.update('creatives', c.ID, { Status: 'retired', RetiredAt: store.clock.now().toISOString(), Override: null });
    recordCreativeEvent(store, request, c, 'retired', user, body.reason?.trim() || null);
    return toAdminCreative(store, c);
  },
  { permissions: [UPDATE] },
);

export const adminCreativesHandlers = [
  getAdminListCreativesMockHandler(list),
  getAdminCreateCreativeMockHandler(create),
  getAdminUploadCreativeImageMockHandler(upload),
  getAdminGetCreativeMockHandler(one),
  getAdminUpdateCreativeMockHandler(update),
  getAdminCreativeActionMockHandler(action),
];
