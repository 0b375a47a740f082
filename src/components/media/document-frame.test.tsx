// The stored-document viewer against the Node mock (issue 15.1): the file is fetched with the
// bearer token in the Authorization header and shown from an object URL (never a URL carrying
// the token), with Open and Download links named after the file; the object URL is revoked when
// the viewer goes; 404, 403 and a failed connection are said in words with a retry, in both
// languages; a type that cannot be shown is offered as a download only.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { server } from '@mocks/node';
import { getStore } from '@mocks/runtime';
import { tokenStore } from '@/api/token-store';
import { render, screen } from '@/testing/render';
import { DocumentFrame } from './document-frame';

interface Seen {
  url: string;
  authorization: string | null;
}

// jsdom's Blob has no stream(), which MSW's XMLHttpRequest interceptor needs to hand a binary
// answer (responseType 'blob', as getMedia asks) back to the page; a browser's Blob has it.
if (typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    const bytes = this.arrayBuffer();
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    });
  } as Blob['stream'];
}

let seen: Seen[] = [];
let made: Blob[] = [];
const revoke = vi.fn();
const onRequest = ({ request }: { request: Request }) =>
  void seen.push({ url: request.url, authorization: request.headers.get('authorization') });

beforeEach(() => {
  seen = [];
  made = [];
  revoke.mockReset();
  // jsdom has no object URLs: number them, and keep the blobs the viewer made.
  URL.createObjectURL = (blob: Blob) => `blob:http://localhost/${made.push(blob)}`;
  URL.revokeObjectURL = revoke;
  server.events.on('request:start', onRequest);
});
afterEach(() => server.events.removeListener('request:start', onRequest));

/** A seeded business's CNPJ card, and an admin token to read it with. */
function cnpjCard(): { mediaId: string; token: string } {
  const store = getStore();
  const business = [...store.db.businesses.values()].find((b) => b.CNPJCardMediaID)!;
  const token = store.issueToken(DEMO_IDS.admin).token;
  tokenStore.set(token);
  return { mediaId: business.CNPJCardMediaID!, token };
}

const viewer = (mediaId: string | null) => <DocumentFrame mediaId={mediaId} title="CNPJ card" missingText="Not sent." />;

describe('DocumentFrame', () => {
  it('shows the PDF from an object URL, fetched with the token in a header and in no URL', async () => {
    const { mediaId, token } = cnpjCard();
    render(viewer(mediaId));
    const frame = await screen.findByTitle('CNPJ card');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/1');
    expect(made[0]!.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await made[0]!.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const download = screen.getByRole('link', { name: 'Download CNPJ card (cartao-cnpj.pdf)' });
    expect(download).toHaveAttribute('href', 'blob:http://localhost/1');
    expect(download).toHaveAttribute('download', 'cartao-cnpj.pdf');
    const open = screen.getByRole('link', { name: 'Open CNPJ card in a new tab' });
    expect(open).toHaveAttribute('href', 'blob:http://localhost/1');
    expect(open).toHaveAttribute('target', '_blank');

    const media = seen.filter((s) => new URL(s.url).pathname.startsWith('/api/media/'));
    expect(media.map((s) => new URL(s.url).pathname)).toEqual([`/api/media/${mediaId}`]);
    expect(media[0]!.authorization).toBe(`Bearer ${token}`);
    for (const s of seen) expect(decodeURIComponent(s.url)).not.toContain(token);
  });

  it('revokes the object URL when it is no longer shown', async () => {
    const { mediaId } = cnpjCard();
    const { unmount } = render(viewer(mediaId));
    await screen.findByTitle('CNPJ card');
    expect(revoke).not.toHaveBeenCalled();
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  it('says a missing file in words, and its retry loads it once it is back', async () => {
    const { mediaId } = cnpjCard();
    server.use(
      http.get('*/api/media/:mediaId', () => HttpResponse.json({ message: 'File not found', reason: 'not_found' }, { status: 404 }), {
        once: true,
      }),
    );
    const { user } = render(viewer(mediaId));
    expect(await screen.findByRole('alert')).toHaveTextContent('CNPJ card could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('The file was not found. It may have been removed or replaced.');
    expect(screen.queryByTitle('CNPJ card')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('CNPJ card')).toHaveAttribute('src', 'blob:http://localhost/1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a refusal and a failed connection in pt-br', async () => {
    const { mediaId } = cnpjCard();
    server.use(
      http.get('*/api/media/:mediaId', () => HttpResponse.json({ message: 'Missing permission', reason: 'forbidden' }, { status: 403 }), {
        once: true,
      }),
    );
    const first = render(viewer(mediaId), { locale: 'pt-br' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem permissão para abrir este arquivo.');
    first.unmount();

    server.use(http.get('*/api/media/:mediaId', () => HttpResponse.error()));
    render(viewer(mediaId), { locale: 'pt-br' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Não foi possível carregar CNPJ card');
    expect(alert).toHaveTextContent('A conexão falhou. Verifique sua rede e tente novamente.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  it('offers a type it cannot show as a download only, under its own name', async () => {
    const { mediaId } = cnpjCard();
    server.use(
      http.get(
        '*/api/media/:mediaId',
        () =>
          new HttpResponse('<script>alert(1)</script>', {
            headers: { 'content-type': 'text/html', 'content-disposition': 'attachment; filename="nota fiscal.docx"' },
          }),
      ),
    );
    render(viewer(mediaId));
    expect(await screen.findByText('nota fiscal.docx cannot be shown here. Download it to open it.')).toBeVisible();
    expect(screen.queryByTitle('CNPJ card')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Open/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download CNPJ card (nota fiscal.docx)' })).toHaveAttribute('download', 'nota fiscal.docx');
    // Whatever the server called it, the page's copy is typed as a plain download.
    expect(made[0]!.type).toBe('application/octet-stream');
  });

  it('asks nothing for a missing or malformed id', async () => {
    cnpjCard();
    const { queryClient } = render(
      <>
        {viewer(null)}
        <DocumentFrame mediaId="../me/profile" title="Social contract" missingText="Not sent." />
      </>,
    );
    expect(screen.getByText('Not sent.')).toBeVisible();
    expect(screen.getByText('This document cannot be shown.')).toBeVisible();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['/api/media/../me/profile'] })).toEqual([]);
    expect(seen.filter((s) => new URL(s.url).pathname.startsWith('/api/media'))).toEqual([]);
  });
});
