// Copy-ready curl calls with the key just created (while it is shown) or the YOUR_API_KEY
// placeholder, against the API this app talks to; last month's dates for the report calls. In the
// in-browser demo, where curl cannot reach the API, it says to use `npm run mock` instead.
import { Alert, Anchor, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Section } from '@/components/layout/section';
import { apiTarget } from '@/config/api-base';
import { developersMessages as m } from '../messages';

export const KEY_PLACEHOLDER = 'YOUR_API_KEY';
/** Where `npm run mock` listens by default (mocks/server.ts): the in-browser demo's examples call it. */
const MOCK_SERVER = 'http://127.0.0.1:4000';
export const REFERENCE_PATH = '/api-reference/';

const ymd = (d: Date) => d.toISOString().slice(0, 10);
function lastMonth(now: Date): { since: string; until: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { since: ymd(first), until: ymd(last) };
}

export function curlExamples(base: string, key: string, now = new Date()) {
  const { since, until } = lastMonth(now);
  const call = (path: string) => `curl -s -H "X-API-Key: ${key}" \\\n  "${base}${path}"`;
  return {
    keySum: call(
      `/api/me/data/reports/key-sum?since=${since}&until=${until}&columns=Commission&columns=FTD&columns=QFTD&columns=Registrations`,
    ),
    reports: call(`/api/me/data/reports?since=${since}&until=${until}&page=1&pageSize=100`),
    payments: call('/api/me/payments?page=1&pageSize=20'),
  };
}

function Example({ title, code }: { title: string; code: string }) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={500} style={{ minWidth: 0 }}>
          {title}
        </Text>
        <CopyButton value={code} timeout={3000}>
          {({ copied, copy }) => (
            <Button
              size="compact-xs"
              variant="light"
              color={copied ? 'teal' : undefined}
              onClick={copy}
              style={{ flexShrink: 0 }}
              aria-label={`${intl.formatMessage(m.copy)}: ${title}`}
            >
              {intl.formatMessage(copied ? m.copied : m.copy)}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {code}
      </Code>
    </Stack>
  );
}

export function CurlExamples({ apiKey }: { apiKey: string | null }) {
  const intl = useIntl();
  const base = apiTarget.mode === 'mock' ? MOCK_SERVER : apiTarget.baseUrl || window.location.origin;
  const examples = curlExamples(base, apiKey ?? KEY_PLACEHOLDER);
  return (
    <Section id="developers-examples-title" title={intl.formatMessage(m.examplesTitle)}>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.examplesIntro, { header: <Code key="h">X-API-Key</Code>, limits: <Code key="l">RateLimit-*</Code> })}
      </Text>
      {!apiKey && <Text size="sm">{intl.formatMessage(m.examplesPlaceholder)}</Text>}
      {apiTarget.mode === 'mock' && <Alert color="blue">{intl.formatMessage(m.mockNote)}</Alert>}
      <Stack gap="sm" data-testid="developers-examples">
        <Example title={intl.formatMessage(m.exampleKeySum)} code={examples.keySum} />
        <Example title={intl.formatMessage(m.exampleReports)} code={examples.reports} />
        <Example title={intl.formatMessage(m.examplePayments)} code={examples.payments} />
      </Stack>
    </Section>
  );
}

export function ApiReferenceLink() {
  const intl = useIntl();
  return (
    <Section id="developers-reference-title" title={intl.formatMessage(m.referenceTitle)} gap="xs">
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.referenceIntro)}
      </Text>
      <Anchor href={REFERENCE_PATH} target="_blank" rel="noopener">
        {intl.formatMessage(m.referenceOpen)}
      </Anchor>
    </Section>
  );
}
