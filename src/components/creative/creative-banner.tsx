// A banner's image, fetched with the generated getCreativeImage call and shown from an object URL
// of the page's own making (the blob is re-typed to the image type the answer declared, and only
// PNG, JPEG or GIF is shown). `real` draws it at its own pixel size — inside a box that scrolls
// sideways when the screen is narrower (a 970 px billboard on a phone) — otherwise it fits the
// width it is given, keeping its proportions.
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Center, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiError } from '@/api/api-error';
import { getCreativeImage, getGetCreativeImageQueryKey } from '@/api/generated/endpoints/creatives/creatives';
import { creativeMessages as m } from './messages';

const SHOWN = new Set(['image/png', 'image/jpeg', 'image/gif']);

async function fetchImage(creativeId: number, signal: AbortSignal): Promise<Blob> {
  let type = '';
  const data = await getCreativeImage(creativeId, { onHeaders: (h) => (type = (h['content-type'] ?? '').split(';')[0]!.trim()) }, signal);
  if (!SHOWN.has(type)) throw new Error(`Not an image: ${type}`);
  return new Blob([data], { type });
}

function useImageUrl(creativeId: number, version: string) {
  const query = useQuery<Blob, ApiError>({
    queryKey: [...getGetCreativeImageQueryKey(creativeId), version],
    queryFn: ({ signal }) => fetchImage(creativeId, signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return undefined;
    const created = URL.createObjectURL(query.data);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [query.data]);
  return { url, isError: query.isError };
}

interface Props {
  creativeId: number;
  width: number;
  height: number;
  /** The image's alternative text (the banner's words). */
  alt: string;
  /** Draw at the image's own size (scrolling sideways when needed); otherwise fit the width. */
  real?: boolean;
  /** Fitting: also at most this tall (a thumbnail), centred in a box of that height. */
  maxHeight?: number;
  /** Changes when the creative's image changes (its image ID), so a new one is fetched. */
  version?: string | number;
}

/** A banner at its own pixel size: a region the keyboard can scroll too (focusable, named by the size it shows). */
export function RealSizeBox({
  width,
  height,
  children,
  ...rest
}: {
  width: number;
  height: number;
  'data-testid'?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Box
      role="region"
      tabIndex={0}
      aria-label={intl.formatMessage(m.realSize, { width, height })}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
      data-testid={rest['data-testid']}
    >
      {children}
    </Box>
  );
}

export function CreativeBanner({ creativeId, width, height, alt, real = false, maxHeight, version = '' }: Props) {
  const intl = useIntl();
  const { url, isError } = useImageUrl(creativeId, String(version));
  const frame = real
    ? { width, height }
    : maxHeight
      ? { width: '100%', height: maxHeight }
      : { width: '100%', maxWidth: width, aspectRatio: `${width} / ${height}` };
  const fitted = maxHeight
    ? { display: 'block', maxWidth: '100%', maxHeight, width: 'auto', height: 'auto', margin: '0 auto' }
    : { display: 'block', width: '100%', height: 'auto' };
  const body = isError ? (
    <Center style={frame} bg="var(--mantine-color-default-hover)">
      <Text size="xs" c="dimmed" ta="center" p={4}>
        {intl.formatMessage(m.imageError)}
      </Text>
    </Center>
  ) : url ? (
    <img src={url} alt={alt} width={width} height={height} style={real ? { display: 'block' } : fitted} />
  ) : (
    <Center style={frame} bg="var(--mantine-color-default-hover)" role="status" aria-label={intl.formatMessage(m.imageLoading)}>
      <Loader size="xs" />
    </Center>
  );
  if (!real && maxHeight) return <Center h={maxHeight}>{body}</Center>;
  if (!real) return <Box style={{ maxWidth: width }}>{body}</Box>;
  return (
    <RealSizeBox width={width} height={height} data-testid="banner-real-size">
      <Box w={width} h={height}>
        {body}
      </Box>
    </RealSizeBox>
  );
}
