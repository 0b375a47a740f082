// A creative's QR code for a campaign (issue 18): the tracked link drawn by the `qrcode` library
// (loaded when the modal shows it, never with the page) with the required marks written under it
// on the same image, so the PNG carries them wherever it is posted. Shown as an <img> of a data
// URL of the page's own making; copied to the clipboard as an image where the browser allows it,
// and downloadable.
import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { safeHttpUrl } from '@/lib/safe-url';
import { copyMessages as m } from '../messages';

const SIZE = 240;
const FONT = 13;
const LINE = 17;

/** Splits `text` into lines no wider than `max` pixels. */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The QR code of `link` with `marks` under it, as a PNG data URL. */
export async function drawQrWithMarks(link: string, marks: string): Promise<string> {
  const QRCode = (await import('qrcode')).default;
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, link, { width: SIZE, margin: 2, errorCorrectionLevel: 'M' });
  const measure = document.createElement('canvas').getContext('2d');
  if (!measure) throw new Error('No canvas');
  measure.font = `${FONT}px Arial, sans-serif`;
  const lines = wrap(measure, marks, SIZE - 16);
  const out = document.createElement('canvas');
  out.width = SIZE;
  out.height = SIZE + lines.length * LINE + 12;
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('No canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.drawImage(qr, 0, 0, SIZE, SIZE);
  ctx.fillStyle = '#000000';
  ctx.font = `${FONT}px Arial, sans-serif`;
  ctx.textAlign = 'center';
  lines.forEach((l, i) => ctx.fillText(l, SIZE / 2, SIZE + 4 + (i + 1) * LINE - 4));
  return out.toDataURL('image/png');
}

type QrState = { key: string; src: string | null };

/** A PNG data URL as a Blob, decoded here (a fetch of a data: URL would need connect-src data: under the CSP). */
function dataUrlBlob(src: string): Blob {
  const bytes = Uint8Array.from(atob(src.slice(src.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

export function CreativeQr({ link, marks, name }: { link: string; marks: string; name: string }) {
  const intl = useIntl();
  const href = safeHttpUrl(link);
  const key = `${href}\n${marks}`;
  const [qr, setQr] = useState<QrState | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  useEffect(() => {
    if (!href) return;
    let live = true;
    drawQrWithMarks(href, marks).then(
      (src) => live && setQr({ key, src }),
      () => live && setQr({ key, src: null }),
    );
    return () => {
      live = false;
    };
  }, [href, marks, key]);

  const src = qr?.key === key ? qr.src : undefined;
  if (!href || src === null) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.qrError)}
      </Text>
    );
  }
  const alt = intl.formatMessage(m.qrAlt, { name });
  const canCopyImage = typeof ClipboardItem !== 'undefined' && !!navigator.clipboard?.write;
  const copyImage = async () => {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': dataUrlBlob(src!) })]);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      {src ? (
        <Image src={src} alt={alt} w={SIZE} radius="sm" data-testid="creative-qr" />
      ) : (
        <div style={{ width: SIZE, height: SIZE }} role="status" aria-label={alt} />
      )}
      {src && (
        <Group gap="sm">
          {canCopyImage && (
            <Button size="xs" variant="light" onClick={() => void copyImage()}>
              {intl.formatMessage(copied === 'yes' ? m.copied : m.copyQr)}
            </Button>
          )}
          <Anchor href={src} download={`${name.replace(/[^\w-]+/g, '-')}-qr.png`} size="sm">
            {intl.formatMessage(m.downloadQr)}
          </Anchor>
        </Group>
      )}
      {copied === 'failed' && (
        <Text size="sm" c="red" role="alert">
          {intl.formatMessage(m.copyFailed)}
        </Text>
      )}
    </Stack>
  );
}
