// Uploads (invoices, business documents) and downloads. The upload checks are the spec's
// (rules/invoice.ts): exactly one non-empty typed file (400 otherwise), an allowed type for its
// purpose (415), within uploadMedia's x-limits size (413); the file keeps only its base name
// (rules/file-name.ts). A download is the file itself, with its type, disposition and
// `X-Content-Type-Options: nosniff` — more than the factory's JSON answer carries, so it is sent
// as is (respond.ts answerAsIs) from the factory's route. A download is for the owner, or an administrator
// with the read permission of what the file belongs to (business documents: admin:business:read;
// invoices: admin:payments:read; anything else: admin:affiliates:read). Embedded frames send the
// token as `?token=`. Seeded files have no bytes: they are served as a small placeholder.
// A part sent as application/octet-stream (what FormData sends for a file without a type)
// counts as typeless (400), as the spec asks for a file with a type.
import { HttpResponse } from 'msw';
import { getGetMediaMockHandler, getUploadMediaMockHandler } from '@/api/generated/endpoints/media/media.msw';
import { uploadMediaLimits } from '@/api/generated/zod/contract-limits';
import { uploadMediaBody } from '@/api/generated/zod/media/media.zod';
import type { Store } from '../db/store';
import type { MediaRecord, UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { issuesToFields } from '../http/field-messages';
import { answerAsIs, invalid, notFound, problem } from '../http/respond';
import { storedFileName } from '../rules/file-name';
import { BUSINESS_DOCUMENT_MIME_TYPES, fileRefusal, INVOICE_MIME_TYPES } from '../rules/invoice';
import { hasPermission } from '../rules/permissions';
import { nowIso } from './support';

const FILE_MESSAGES = {
  file_required: 'A file is required in the field `file`',
  too_many_files: 'Send exactly one file',
  file_type_missing: 'The file has no type',
  file_empty: 'The file is empty',
} as const;

/** The permission an administrator needs to read someone else's file. */
export function readPermissionFor(store: Store, media: MediaRecord): string {
  for (const b of store.ownedBy('businesses', media.OwnerID)) {
    if (b.CNPJCardMediaID === media.ID || b.SocialContractMediaID === media.ID) return 'admin:business:read';
  }
  if (store.ownedBy('payments', media.OwnerID).some((p) => p.InvoiceFileID === media.ID)) return 'admin:payments:read';
  return 'admin:affiliates:read';
}

const MINIMAL_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
// 1×1 transparent PNG and a 1×1 white JPEG.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

function placeholder(type: string, name: string): Uint8Array {
  if (type === 'application/pdf') return new TextEncoder().encode(MINIMAL_PDF);
  if (type === 'image/png') return Uint8Array.from(Buffer.from(PNG_BASE64, 'base64'));
  if (type === 'image/jpeg') return Uint8Array.from(Buffer.from(JPEG_BASE64, 'base64'));
  return new TextEncoder().encode(`Placeholder for ${name}\n`);
}

/** pdf inline, png/jpeg as themselves, anything else as a download. */
function served(media: MediaRecord): { type: string; disposition: string } {
  const filename = media.Name.replace(/["\\\r\n]/g, '_');
  if (media.Type === 'application/pdf' || media.Type === 'image/png' || media.Type === 'image/jpeg') {
    return { type: media.Type, disposition: `inline; filename="${filename}"` };
  }
  return { type: 'application/octet-stream', disposition: `attachment; filename="${filename}"` };
}

function mayRead(store: Store, user: UserRecord, media: MediaRecord): string | null {
  if (media.OwnerID === user.ID) return null;
  const needed = readPermissionFor(store, media);
  return hasPermission(user.Permissions, needed) ? null : needed;
}

export const mediaHandlers = [
  getUploadMediaMockHandler(
    authed(async ({ request, user, store }) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        throw invalid([{ field: 'file', message: 'A multipart/form-data body is required' }]);
      }
      const purposeSent = form.get('purpose') ?? undefined;
      const checked = uploadMediaBody.shape.purpose.safeParse(purposeSent);
      if (!checked.success) throw invalid(issuesToFields(checked.error.issues, purposeSent).map((f) => ({ ...f, field: 'purpose' })));
      const purpose = checked.data;
      const files = form.getAll('file').filter((f): f is File => typeof f !== 'string');
      if (form.getAll('file').length !== files.length) throw invalid([{ field: 'file', message: 'The field `file` must be a file' }]);
      const allowed = purpose === 'invoice' ? INVOICE_MIME_TYPES : BUSINESS_DOCUMENT_MIME_TYPES;
      // A part without a type arrives as application/octet-stream (FormData's default): no type.
      const typed = files.map((f) => ({ size: f.size, type: /^application\/octet-stream\b/i.test(f.type) ? '' : f.type }));
      const refusal = fileRefusal(typed, allowed);
      if (refusal === 'file_type_not_allowed') throw problem(415, `File type not allowed for ${purpose}`, 'file_type_not_allowed');
      if (refusal === 'file_too_large')
        throw problem(413, `File larger than ${uploadMediaLimits.maxBytes / 1_048_576} MB`, 'file_too_large');
      if (refusal) throw invalid([{ field: 'file', message: FILE_MESSAGES[refusal] }]);

      const file = files[0] as File;
      const ID = store.newMediaId();
      store.insert('media', {
        ID,
        OwnerID: user.ID,
        Name: storedFileName(file.name),
        Type: file.type.split(';')[0]?.trim().toLowerCase() ?? '',
        Size: file.size,
        Bytes: new Uint8Array(await file.arrayBuffer()),
        CreatedAt: nowIso(store),
      });
      return { fileId: ID };
    }),
  ),

  getGetMediaMockHandler(
    authed(
      ({ params, user, store }) => {
        const media = store.db.media.get(String(params.mediaId));
        if (!media) throw notFound('File not found');
        const missing = mayRead(store, user, media);
        if (missing) throw problem(403, `Missing permission ${missing}`, 'forbidden');
        const bytes = media.Bytes ?? placeholder(media.Type, media.Name);
        const { type, disposition } = served(media);
        // A file, with its own type and headers: more than the factory's JSON answer can carry.
        return answerAsIs(
          new HttpResponse(bytes, {
            status: 200,
            headers: {
              'content-type': type,
              'content-disposition': disposition,
              'content-length': String(bytes.byteLength),
              // The declared type is the only one: a browser must not sniff an upload into HTML or script.
              'x-content-type-options': 'nosniff',
            },
          }),
        );
      },
      { tokenInQuery: true },
    ),
  ),
];
