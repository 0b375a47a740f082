// The enrolment's QR code: the `qrcode` library (loaded only here, when a partner enrols) draws
// the otpauth:// URI into a PNG data URL shown as an <img>. Only an otpauth://totp/ URI is drawn.
import { useEffect, useState } from 'react';
import { Image, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { twoFactorMessages as m } from '../messages';

export function TwoFactorQr({ uri }: { uri: string }) {
  const intl = useIntl();
  const [qr, setQr] = useState<{ uri: string; src: string | null } | null>(null);
  const drawable = uri.startsWith('otpauth://totp/');

  useEffect(() => {
    if (!drawable) return;
    let live = true;
    import('qrcode')
      .then((mod) => mod.default.toDataURL(uri, { width: 360, margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (src) => live && setQr({ uri, src }),
        () => live && setQr({ uri, src: null }),
      );
    return () => {
      live = false;
    };
  }, [uri, drawable]);

  const alt = intl.formatMessage(m.qrAlt);
  if (!drawable || (qr?.uri === uri && qr.src === null)) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.qrFailed)}
      </Text>
    );
  }
  const src = qr?.uri === uri ? qr.src : null;
  return src ? (
    <Image src={src} alt={alt} w={180} h={180} radius="sm" data-testid="two-factor-qr" />
  ) : (
    <div style={{ width: 180, height: 180 }} role="status" aria-label={alt} />
  );
}
