// A QR code drawn in the browser: the `qrcode` library (loaded only when a code is shown) draws the
// text into a PNG data URL shown as an <img> (no injected markup). While drawing, a box of the same
// size keeps the room (announced as a status); when there is nothing to draw or drawing fails, the
// screen's own words say so. With `download`, a link under the code saves the PNG.
import { useEffect, useState } from 'react';
import { Anchor, Image, Stack, Text } from '@mantine/core';

export interface QrCodeProps {
  /** What to encode; null when the screen has nothing it may encode. */
  text: string | null;
  /** The drawing's width in pixels (sharper than shown). */
  width: number;
  /** The width and height shown. */
  size: number;
  alt: string;
  failedText: string;
  testId: string;
  download?: { label: string; fileName: string };
}

function useQrSrc(text: string | null, width: number) {
  const [qr, setQr] = useState<{ text: string; src: string | null } | null>(null);

  useEffect(() => {
    if (!text) return;
    let live = true;
    import('qrcode')
      .then((mod) => mod.default.toDataURL(text, { width, margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (src) => live && setQr({ text, src }),
        () => live && setQr({ text, src: null }),
      );
    return () => {
      live = false;
    };
  }, [text, width]);

  const drawn = qr !== null && qr.text === text;
  return { src: drawn ? qr.src : null, failed: !text || (drawn && qr.src === null) };
}

export function QrCode({ text, width, size, alt, failedText, testId, download }: QrCodeProps) {
  const { src, failed } = useQrSrc(text, width);
  if (failed) {
    return (
      <Text size="sm" c="dimmed">
        {failedText}
      </Text>
    );
  }
  const image = src ? (
    <Image src={src} alt={alt} w={size} h={size} radius="sm" data-testid={testId} />
  ) : (
    <div style={{ width: size, height: size }} role="status" aria-label={alt} />
  );
  if (!download) return image;
  return (
    <Stack gap="xs" align="center">
      {image}
      {src && (
        <Anchor href={src} download={download.fileName} size="sm">
          {download.label}
        </Anchor>
      )}
    </Stack>
  );
}
