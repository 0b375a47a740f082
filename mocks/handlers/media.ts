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

// 1×1 transparent PNG and a 1×1 white JPEG.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

/** Base64 to bytes with what both Node and a browser have (the in-browser mock has no Buffer). */
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/**
 * A one-page PDF that names the file (and has it as its title), with a correct cross-reference table, so a browser's PDF
 * viewer shows a page (an empty document is refused as "Failed to load PDF document").
 */
export function placeholderPdf(name: string): Uint8Array {
  const text = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 20 Tf 72 760 Td (Mock document) Tj /F1 12 Tf 0 -28 Td (${text(name).slice(0, 80)}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 5 0 R>>>>/Contents 4 0 R>>',
    `<</Length ${content.length}>>\nstream\n${content}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
    // The viewer's title bar shows the document's title (else the blob: URL's random name).
    `<</Title (${text(name).slice(0, 80)})>>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R/Info 6 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

function placeholder(type: string, name: string): Uint8Array {
  if (type === 'application/pdf') return placeholderPdf(name);
  if (type === 'image/png') return fromBase64(PNG_BASE64);
  if (type === 'image/jpeg') return fromBase64(JPEG_BASE64);
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
