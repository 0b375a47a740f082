// The QR code of a tracking link, drawn by the `qrcode` library into a PNG data URL shown as an
// <img> (no injected markup), with a download link. Only an http(s) link is encoded.
import { useEffect, useState } from 'react';
import { Anchor, Image, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useIntl } from 'react-intl';
import { campaignMessages as m } from '../messages';
import { safeHttpUrl } from '@/lib/safe-url';

type QrState = { link: string; src: string | null } | null;

export function CampaignQr({ link, name }: { link: string; name: string }) {
  const intl = useIntl();
  const [qr, setQr] = useState<QrState>(null);
  const href = safeHttpUrl(link);

  useEffect(() => {
    if (!href) return;
    let live = true;
    QRCode.toDataURL(href, { width: 480, margin: 2, errorCorrectionLevel: 'M' }).then(
      (src) => live && setQr({ link: href, src }),
      () => live && setQr({ link: href, src: null }),
    );
    return () => {
      live = false;
    };
  }, [href]);

  if (!href || (qr?.link === href && qr.src === null)) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.qrError)}
      </Text>
    );
  }
  const src = qr?.link === href ? qr.src : null;
  const alt = intl.formatMessage(m.qrLabel, { name });
  return (
    <Stack gap="xs" align="center">
      {src ? (
        <Image src={src} alt={alt} w={200} h={200} radius="sm" data-testid="campaign-qr" />
      ) : (
        <div style={{ width: 200, height: 200 }} role="status" aria-label={alt} />
      )}
      {src && (
        <Anchor href={src} download={`${name}-qr.png`} size="sm">
          {intl.formatMessage(m.qrDownload)}
        </Anchor>
      )}
    </Stack>
  );
}
