// The "Guide" section (overview): the guide video, or its fallback, and the two terms documents.
import { Card, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { GuideVideo } from './guide-video';
import type { GuideVideo as Video } from './guide-video-url';
import { termsMessages as m } from './messages';
import { TermsDocuments } from './terms-documents';

export function GuideSection({ video }: { video?: Video | null }) {
  const intl = useIntl();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="guide-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="guide-title">
          {intl.formatMessage(m.guideTitle)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.guideIntro)}
        </Text>
        <GuideVideo video={video} />
        <TermsDocuments />
      </Stack>
    </Card>
  );
}
