// The "Guide" section (overview): the guide video, or its fallback, and the two terms documents.
import { useIntl } from 'react-intl';
import { Section } from '@/components/layout/section';
import { GuideVideo } from './guide-video';
import type { GuideVideo as Video } from './guide-video-url';
import { termsMessages as m } from './messages';
import { TermsDocuments } from './terms-documents';

export function GuideSection({ video }: { video?: Video | null }) {
  const intl = useIntl();
  return (
    <Section id="guide-title" title={intl.formatMessage(m.guideTitle)} intro={intl.formatMessage(m.guideIntro)} padding="lg">
      <GuideVideo video={video} />
      <TermsDocuments />
    </Section>
  );
}
