// Uploads and downloads through the API: one file, the 5 MB edge (413), allowed types per purpose
// (415), empty/typeless files (400); downloads by the owner, by header or `?token=`, and by an
// administrator holding the read permission of what the file belongs to.
import { describe, expect, it } from 'vitest';
import { getMedia, uploadMedia } from '@/api/generated/endpoints/media/media';
import { uploadMediaLimits } from '@/api/generated/zod/contract-limits';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, refusal, store, tokenOf, setupMockApi } from './test-kit';

setupMockApi();
const file = (size: number, type = 'application/pdf', name = 'nota.pdf') => new File([new Uint8Array(size).fill(37)], name, { type });
const upload = (f: File, purpose?: 'invoice' | 'business-document') =>
  uploadMedia({ file: f, ...(purpose ? { purpose } : {}) }, as('affiliate'));
const bytes = async (id: string, options: Parameters<typeof getMedia>[2]) =>
  new Uint8Array((await getMedia(id, undefined, { ...options, responseType: 'arraybuffer' })) as unknown as ArrayBuffer);

describe('uploadMedia', () => {
  it.each([
    ['1 byte pdf', file(1), 201],
    ['exactly 5242880 bytes', file(uploadMediaLimits.maxBytes), 201],
    ['5242881 bytes', file(uploadMediaLimits.maxBytes + 1), 413],
    ['a docx', file(10, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'nf.docx'), 201],
    ['text with a charset', file(10, 'text/plain;charset=utf-8', 'nf.txt'), 201],
    ['a png invoice', file(10, 'image/png', 'nf.png'), 415],
    ['an executable', file(10, 'application/x-msdownload', 'nf.exe'), 415],
    ['an empty file', file(0), 400],
    ['a file without a type', file(10, '', 'nf'), 400],
  ])('%s → %s', async (_name, f, status) => {
    if (status === 201) {
      const { fileId } = await upload(f);
      expect(store().db.media.get(fileId)).toMatchObject({ OwnerID: DEMO_IDS.affiliate, Size: f.size });
    } else {
      const e = await refusal(upload(f));
      expect([e.status, e.reason]).toEqual([status, { 413: 'file_too_large', 415: 'file_type_not_allowed', 400: 'validation' }[status]]);
    }
  });

  it('accepts png and jpeg as business documents', async () => {
    expect((await upload(file(10, 'image/png', 'cartao.png'), 'business-document')).fileId).toMatch(/^media-/);
    expect((await upload(file(10, 'image/jpeg', 'contrato.jpg'), 'business-document')).fileId).toMatch(/^media-/);
  });

  it('refuses two files, or none', async () => {
    const send = async (files: File[]) => {
      const form = new FormData();
      for (const f of files) form.append('file', f);
      return fetch('http://127.0.0.1/api/media', {
        method: 'PUT',
        body: form,
        headers: { Authorization: `Bearer ${tokenOf('affiliate')}` },
      });
    };
    const two = await send([file(5), file(6)]);
    expect([two.status, ((await two.json()) as { reason: string }).reason]).toEqual([400, 'validation']);
    expect((await send([])).status).toBe(400);
  });
});

describe('getMedia', () => {
  it('serves the owner the bytes with the stored type, by header or by ?token=', async () => {
    const sent = new TextEncoder().encode('%PDF-1.4 nota fiscal 123');
    const { fileId } = await upload(new File([sent], 'nota.pdf', { type: 'application/pdf' }));
    expect(await bytes(fileId, as('affiliate'))).toEqual(sent);
    const res = await fetch(`http://127.0.0.1/api/media/${fileId}?token=${encodeURIComponent(tokenOf('affiliate'))}`);
    expect([res.status, res.headers.get('content-type'), res.headers.get('content-disposition')]).toEqual([
      200,
      'application/pdf',
      'inline; filename="nota.pdf"',
    ]);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(sent);
  });

  it('serves other types as a download', async () => {
    const { fileId } = await upload(file(3, 'text/plain', 'nf.txt'));
    const res = await fetch(`http://127.0.0.1/api/media/${fileId}?token=${tokenOf('affiliate')}`);
    expect([res.headers.get('content-type'), res.headers.get('content-disposition')]).toEqual([
      'application/octet-stream',
      'attachment; filename="nf.txt"',
    ]);
  });

  it('lets an administrator with the matching read permission read, nobody else', async () => {
    const business = store().ownedBy('businesses', DEMO_IDS.affiliate)[0]!;
    const doc = business.CNPJCardMediaID!;
    expect((await bytes(doc, as('analyst'))).length).toBeGreaterThan(0); // admin_business_read
    expect((await bytes(doc, as('admin'))).length).toBeGreaterThan(0);
    // getMedia asks for a blob; ask for JSON to read the refusal's body.
    const e = await refusal(getMedia(doc, undefined, { ...as('newbie'), responseType: 'json' }));
    expect([e.status, e.reason]).toEqual([403, 'forbidden']);
    const { fileId } = await upload(file(10));
    // An unattached upload needs admin:affiliates:read, which the analyst holds as admin_affiliates_read.
    expect((await bytes(fileId, as('analyst'))).length).toBe(10);
  });

  // Issue 15.17: a name that is a path is kept and served as its base name.
  it.each([
    ['../../etc/passwd.pdf', 'application/pdf', 'inline; filename="passwd.pdf"'],
    ['..\\..\\boot.ini.txt', 'text/plain', 'attachment; filename="boot.ini.txt"'],
    ['/var/www/index.html.pdf', 'application/pdf', 'inline; filename="index.html.pdf"'],
  ])('an upload named %j is stored and served under its base name', async (sent, type, disposition) => {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4 x'], { type }), sent);
    const put = await fetch('http://127.0.0.1/api/media', {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${tokenOf('affiliate')}` },
    });
    expect(put.status).toBe(201);
    const { fileId } = (await put.json()) as { fileId: string };
    expect(store().db.media.get(fileId)?.Name).toBe(disposition.match(/filename="(.+)"/)![1]);
    const res = await fetch(`http://127.0.0.1/api/media/${fileId}`, { headers: { authorization: `Bearer ${tokenOf('affiliate')}` } });
    expect([res.status, res.headers.get('content-disposition')]).toEqual([200, disposition]);
  });

  it('sends X-Content-Type-Options: nosniff with every download (uploaded or seeded; pdf, image, other)', async () => {
    const uploaded = [(await upload(file(3, 'text/plain', 'nf.txt'))).fileId, (await upload(file(3))).fileId];
    const seeded = store().ownedBy('businesses', DEMO_IDS.affiliate)[0]!.CNPJCardMediaID!;
    const { fileId: image } = await upload(file(3, 'image/png', 'cartao.png'), 'business-document');
    for (const id of [...uploaded, seeded, image]) {
      const res = await fetch(`http://127.0.0.1/api/media/${id}`, { headers: { authorization: `Bearer ${tokenOf('affiliate')}` } });
      expect([id, res.status, res.headers.get('x-content-type-options')]).toEqual([id, 200, 'nosniff']);
    }
  });

  it('401 without any token, 404 for an unknown file', async () => {
    const { fileId } = await upload(file(10));
    expect((await refusal(getMedia(fileId))).status).toBe(401);
    expect((await refusal(getMedia('media-999999', undefined, as('affiliate')))).status).toBe(404);
  });
});

describe('seeded files (no bytes stored)', () => {
  it('a seeded PDF is a one-page PDF a viewer can open: every xref offset points at its object', async () => {
    const seeded = [...store().db.media.values()].find((m) => m.Type === 'application/pdf' && !m.Bytes)!;
    const text = new TextDecoder().decode(await bytes(seeded.ID, as('admin')));
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('/Count 1');
    expect(text).toContain(`(${seeded.Name})`);
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    expect(text).toContain(`<</Title (${seeded.Name})>>`);
    offsets.forEach((offset, i) => expect(text.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`)));
  });
});
