// creative-copy (`?modal=creative-copy&creativeId=…`, issue 18): a creative of the library at its
// real size, then — for one of the affiliate's campaigns — its tracked link, its text, its HTML
// snippet and its QR code, each copied with the required marks. The copy call runs the compliance
// check before use: a creative that fails it now (409) is not offered. The snippet is shown as
// text (a <pre>), never put into the page as HTML.
import { useState } from 'react';
import { Alert, Anchor, Button, Code, Divider, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useGetCampaigns } from '@/api/generated/endpoints/campaigns/campaigns';
import { useGetCreative, useGetCreativeCopy } from '@/api/generated/endpoints/creatives/creatives';
import type { CreativeCopy } from '@/api/generated/model/creativeCopy';
import type { LibraryCreative } from '@/api/generated/model/libraryCreative';
import { CreativeBanner } from '@/components/creative/creative-banner';
import { CreativeText } from '@/components/creative/creative-text';
import { creativeMessages } from '@/components/creative/messages';
import { QueryError, QueryState } from '@/components/data/query-state';
import { TitledBlock } from '@/components/data/titled-block';
import { parseIdParam, paths } from '@/config/paths';
import { copyMessages as m } from '../messages';
import { buildSnippet, linkWithMarks, textWithLink } from '../snippet';
import { CreativeQr } from './creative-qr';

function CopyAction({ value, label }: { value: string; label: MessageDescriptor }) {
  const intl = useIntl();
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" variant="light" color={clipboard.copied ? 'teal' : undefined} onClick={() => clipboard.copy(value)}>
        {intl.formatMessage(clipboard.copied ? m.copied : label)}
      </Button>
      {clipboard.error && (
        <Text size="sm" c="red" role="alert">
          {intl.formatMessage(m.copyFailed)}
        </Text>
      )}
    </Stack>
  );
}

/** Text the user copies, shown as text (selectable; wraps on a phone), and its copy button. */
function Copyable({ value, testId, label }: { value: string; testId: string; label: MessageDescriptor }) {
  return (
    <>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '100%' }} data-testid={testId}>
        {value}
      </Code>
      <CopyAction value={value} label={label} />
    </>
  );
}

function CopyPanel({ copy, creative }: { copy: CreativeCopy; creative: LibraryCreative }) {
  const intl = useIntl();
  const snippet = buildSnippet(copy);
  return (
    <Stack gap="md" data-testid="creative-copy">
      <Alert color="blue" variant="light">
        {intl.formatMessage(m.marksNote, { marks: copy.marks })}
      </Alert>
      {copy.override && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.overridden)}
        </Text>
      )}
      <TitledBlock gap="xs" title={m.linkTitle}>
        <Copyable testId="copy-link" value={linkWithMarks(copy)} label={m.copyLink} />
      </TitledBlock>
      {creative.Kind === 'text' && (
        <TitledBlock gap="xs" title={m.textTitle}>
          <Copyable testId="copy-text" value={textWithLink(copy)} label={m.copyText} />
        </TitledBlock>
      )}
      <TitledBlock gap="xs" title={m.htmlTitle}>
        {snippet ? (
          <>
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.htmlHint)}
            </Text>
            <Copyable testId="copy-html" value={snippet} label={m.copyHtml} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.htmlUnavailable)}
          </Text>
        )}
      </TitledBlock>
      <TitledBlock gap="xs" title={m.qrTitle}>
        <CreativeQr link={copy.trackedUrl} marks={copy.marks} name={creative.Name} />
      </TitledBlock>
    </Stack>
  );
}

function ForCampaign({ creative }: { creative: LibraryCreative }) {
  const intl = useIntl();
  const campaigns = useGetCampaigns();
  const [chosen, setChosen] = useState<string | null>(null);
  const campaignId = chosen ?? (campaigns.data?.[0] ? String(campaigns.data[0].ID) : null);
  const copy = useGetCreativeCopy(
    creative.ID,
    { campaignId: Number(campaignId) },
    { query: { enabled: campaignId !== null, retry: false } },
  );
  if (campaigns.isPending || campaigns.isError) {
    return <QueryState query={campaigns}>{() => null}</QueryState>;
  }
  if (campaigns.data.length === 0) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{intl.formatMessage(m.noCampaigns)}</Text>
        <Anchor component={Link} to={paths.campaigns} size="sm">
          {intl.formatMessage(m.toCampaigns)}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Select
        label={intl.formatMessage(m.campaign)}
        description={intl.formatMessage(m.campaignHint)}
        data={campaigns.data.map((c) => ({ value: String(c.ID), label: c.Name }))}
        value={campaignId}
        onChange={setChosen}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      {copy.isError && isApiError(copy.error) && copy.error.status === 409 ? (
        <Alert color="red" role="alert" data-testid="copy-refused">
          {intl.formatMessage(m.refused)}
        </Alert>
      ) : copy.isError ? (
        <QueryError error={copy.error} onRetry={() => void copy.refetch()} />
      ) : copy.data ? (
        <CopyPanel copy={copy.data} creative={creative} />
      ) : (
        <QueryState query={copy}>{() => null}</QueryState>
      )}
    </Stack>
  );
}

function CopyBody({ creativeId }: { creativeId: number }) {
  const intl = useIntl();
  const creative = useGetCreative(creativeId, { query: { retry: false } });
  if (creative.isError && isApiError(creative.error) && creative.error.status === 404) {
    return <Text>{intl.formatMessage(m.badId)}</Text>;
  }
  return (
    <QueryState query={creative}>
      {(c) => (
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {intl.formatMessage(m.preview)}
            </Text>
            {c.Kind === 'banner' && c.Width && c.Height ? (
              <>
                <CreativeBanner creativeId={c.ID} width={c.Width} height={c.Height} alt={c.Text} real />
                <Text size="xs" c="dimmed">
                  {intl.formatMessage(creativeMessages.realSize, { width: c.Width, height: c.Height })}
                </Text>
              </>
            ) : (
              <CreativeText>{c.Text}</CreativeText>
            )}
          </Stack>
          <Divider />
          <ForCampaign creative={c} />
        </Stack>
      )}
    </QueryState>
  );
}

export function CreativeCopyModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const creativeId = parseIdParam(search.get('creativeId'));
  const creative = useGetCreative(creativeId ?? 0, { query: { enabled: creativeId !== null, retry: false } });
  return (
    <Modal opened onClose={onClose} size="xl" title={creative.data?.Name ?? intl.formatMessage(m.preview)}>
      {creativeId ? <CopyBody creativeId={creativeId} /> : <Text>{intl.formatMessage(m.badId)}</Text>}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {intl.formatMessage(m.close)}
        </Button>
      </Group>
    </Modal>
  );
}
