// The enrolment's QR code: the otpauth:// URI drawn as an <img> (the `qrcode` library is loaded
// only when a partner enrols). Only an otpauth://totp/ URI is drawn.
import { useIntl } from 'react-intl';
import { QrCode } from '@/components/data/qr-code';
import { twoFactorMessages as m } from '../messages';

export function TwoFactorQr({ uri }: { uri: string }) {
  const intl = useIntl();
  return (
    <QrCode
      text={uri.startsWith('otpauth://totp/') ? uri : null}
      width={360}
      size={180}
      alt={intl.formatMessage(m.qrAlt)}
      failedText={intl.formatMessage(m.qrFailed)}
      testId="two-factor-qr"
    />
  );
}
