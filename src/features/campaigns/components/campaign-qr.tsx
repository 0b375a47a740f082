// The QR code of a tracking link, drawn as an <img> (no injected markup), with a download link.
// Only an http(s) link is encoded.
import { useIntl } from 'react-intl';
import { QrCode } from '@/components/data/qr-code';
import { campaignMessages as m } from '../messages';
import { safeHttpUrl } from '@/lib/safe-url';

export function CampaignQr({ link, name }: { link: string; name: string }) {
  const intl = useIntl();
  return (
    <QrCode
      text={safeHttpUrl(link)}
      width={480}
      size={200}
      alt={intl.formatMessage(m.qrLabel, { name })}
      failedText={intl.formatMessage(m.qrError)}
      testId="campaign-qr"
      download={{ label: intl.formatMessage(m.qrDownload), fileName: `${name}-qr.png` }}
    />
  );
}
