// The embedded guide video, or a translated fallback: when no video is configured, when its
// address is not a safe https one, when the file fails, or when the player has not loaded after
// a while (a frame has no error event). Never an empty or broken frame.
import { useEffect, useState } from 'react';
import { Alert, AspectRatio, Anchor, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { configuredGuideVideo, type GuideVideo as Video } from './guide-video-url';
import { termsMessages as m } from './messages';

/** How long a player frame may take before the fallback shows. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;

export function GuideVideo({ video = configuredGuideVideo() }: { video?: Video | null }) {
  const intl = useIntl();
  if (!video)
    return (
      <Alert color="gray" variant="light" data-testid="guide-video-fallback">
        <Text size="sm">{intl.formatMessage(m.videoUnavailable)}</Text>
      </Alert>
    );
  // A new address starts a new player, with its own load state.
  return <Player key={video.src} video={video} />;
}

function Player({ video }: { video: Video }) {
  const intl = useIntl();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    const timer = window.setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), FRAME_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const title = intl.formatMessage(m.videoTitle);
  const open = (
    <Anchor href={video.href} target="_blank" rel="noopener noreferrer" size="sm">
      {intl.formatMessage(m.videoOpen)}
    </Anchor>
  );
  if (state === 'failed')
    return (
      <Alert color="orange" variant="light" role="status" data-testid="guide-video-fallback">
        <Stack gap={4}>
          <Text size="sm">{intl.formatMessage(m.videoFailed)}</Text>
          {open}
        </Stack>
      </Alert>
    );
  return (
    <Stack gap={4}>
      <AspectRatio ratio={16 / 9} maw={720} w="100%">
        {video.kind === 'file' ? (
          <video
            src={video.src}
            controls
            preload="metadata"
            aria-label={title}
            onLoadedMetadata={() => setState('loaded')}
            onError={() => setState('failed')}
          />
        ) : (
          <iframe
            src={video.src}
            title={title}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            style={{ border: 0 }}
            onLoad={() => setState('loaded')}
          />
        )}
      </AspectRatio>
      {open}
    </Stack>
  );
}
