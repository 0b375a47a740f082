// The banner image of a creative (issue 18): a file is checked here first (PNG/JPEG/GIF, weight,
// a standard pixel size read by decoding it), then uploaded at once; its ID goes into the form.
// The chosen file stays shown (at real size, scrolling sideways on a phone) after any refusal.
// Editing a creative shows its stored image until another one is chosen.
import { useEffect, useState } from 'react';
import { Alert, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useIntl, type IntlShape } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { CreativeImage } from '@/api/generated/model/creativeImage';
import { CreativeBanner, RealSizeBox } from '@/components/creative/creative-banner';
import { bannerSizeMessages } from '@/components/creative/messages';
import { notifyError } from '@/lib/notify';
import { useUploadBannerImage } from '../api/creative-writes';
import { BANNER_ACCEPT, BANNER_MAX_BYTES, BANNER_SIZES, checkBannerFile, kilobytes, type BannerFileError } from '../banner-file';
import { editorMessages as m } from '../messages';

function fileErrorText(intl: IntlShape, error: BannerFileError): string {
  switch (error.kind) {
    case 'wrongType':
      return intl.formatMessage(m.imageWrongType);
    case 'tooLarge':
      return intl.formatMessage(m.imageTooLarge, { kb: error.kb, max: kilobytes(BANNER_MAX_BYTES) });
    case 'wrongSize':
      return intl.formatMessage(m.imageWrongSize, { width: error.width, height: error.height });
    default:
      return intl.formatMessage(m.imageUnreadable);
  }
}

function LocalPreview({ file, width, height, alt }: { file: File; width: number; height: number; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return (
    <RealSizeBox width={width} height={height}>
      {url && <img src={url} alt={alt} width={width} height={height} style={{ display: 'block' }} />}
    </RealSizeBox>
  );
}

interface Props {
  /** The image the form holds (uploaded now, or the creative's). */
  value: CreativeImage | null;
  onChange: (image: CreativeImage | null) => void;
  /** The saved creative whose stored image is shown until another is chosen. */
  creativeId?: number;
  /** The creative's text, as the preview's alternative text. */
  alt: string;
  /** An error of the form (a banner without an image). */
  error?: string;
}

export function BannerUpload({ value, onChange, creativeId, alt, error }: Props) {
  const intl = useIntl();
  const upload = useUploadBannerImage();
  const [chosen, setChosen] = useState<{ file: File; width: number; height: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setChecking(true);
    const checked = await checkBannerFile(file);
    setChecking(false);
    if ('error' in checked) {
      setChosen(null);
      setProblem(fileErrorText(intl, checked.error));
      return;
    }
    setChosen({ file, ...checked });
    try {
      onChange(await upload.mutateAsync({ data: { file } }));
    } catch (e) {
      onChange(null);
      if (isApiError(e) && (e.status === 400 || e.status === 413 || e.status === 415)) {
        setProblem(intl.formatMessage(m.imageUploadFailed, { reason: e.fieldErrors.file ?? e.message }));
      } else notifyError(e);
    }
  };

  const sizes = BANNER_SIZES.map((s) => `${s.replace('x', '×')} ${intl.formatMessage(bannerSizeMessages[s]).toLowerCase()}`).join(', ');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="banner-image-label">
        {intl.formatMessage(m.image)}
      </Text>
      <Text size="xs" c="dimmed" id="banner-image-hint">
        {intl.formatMessage(m.imageHint, { kb: kilobytes(BANNER_MAX_BYTES), sizes })}
      </Text>
      <Group gap="sm">
        <FileButton onChange={(f) => void choose(f)} accept={BANNER_ACCEPT.join(',')}>
          {(props) => (
            <Button {...props} variant="light" loading={checking || upload.isPending} aria-describedby="banner-image-hint">
              {intl.formatMessage(value || chosen ? m.imageReplace : m.imageChoose)}
            </Button>
          )}
        </FileButton>
        {upload.isPending && (
          <Group gap={4}>
            <Loader size="xs" />
            <Text size="sm">{intl.formatMessage(m.imageUploading)}</Text>
          </Group>
        )}
      </Group>
      {(problem || (error && !value)) && (
        <Alert color="red" role="alert" p="xs">
          {problem ?? error}
        </Alert>
      )}
      {chosen ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" data-testid="banner-file">
            {intl.formatMessage(m.imageReady, {
              name: chosen.file.name,
              width: chosen.width,
              height: chosen.height,
              kb: kilobytes(chosen.file.size),
            })}
          </Text>
          <LocalPreview
            file={chosen.file}
            width={chosen.width}
            height={chosen.height}
            alt={intl.formatMessage(m.imagePreview, { name: chosen.file.name })}
          />
        </Stack>
      ) : value && creativeId ? (
        <CreativeBanner creativeId={creativeId} width={value.Width} height={value.Height} alt={alt} real version={value.ID} />
      ) : null}
    </Stack>
  );
}
