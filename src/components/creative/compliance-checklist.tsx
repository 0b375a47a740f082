// The compliance checklist (issue 18): one line per rule with its outcome, and for a failing line
// the rule it breaks and the words found; then the checked text and landing URL with those words
// marked. Everything the API sent is rendered as text (highlighted-text.tsx splits it into nodes).
// Used by the admin's creative pages and by the affiliates' "check my own text".
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ComplianceItem } from '@/api/generated/model/complianceItem';
import type { ComplianceResult } from '@/api/generated/model/complianceResult';
import { HighlightedText } from './highlighted-text';
import { creativeMessages as m, ruleFailMessages, ruleMessages } from './messages';

const LOOK = {
  pass: { color: 'teal', icon: '✓', label: m.outcomePass },
  fail: { color: 'red', icon: '✗', label: m.outcomeFail },
  not_checked: { color: 'gray', icon: '–', label: m.outcomeNotChecked },
} as const;

/** The checked fields shown under the lines, each with the failing words marked: the text as typed
 * (its line breaks kept), then the landing URL in monospace. */
const CHECKED_FIELDS = [
  { field: 'text', label: m.checkedText, testId: 'checked-text', look: { style: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } },
  { field: 'landingUrl', label: m.checkedUrl, testId: 'checked-url', look: { ff: 'monospace', style: { overflowWrap: 'anywhere' } } },
] as const;

function Line({ item }: { item: ComplianceItem }) {
  const intl = useIntl();
  const look = LOOK[item.outcome];
  const words = [...new Set(item.matches.map((x) => `“${x.text}”`))].join(', ');
  return (
    <List.Item
      data-rule={item.rule}
      data-outcome={item.outcome}
      icon={
        <Text component="span" fw={700} c={look.color} aria-hidden w={16} ta="center">
          {look.icon}
        </Text>
      }
    >
      <Stack gap={2}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500}>
            {intl.formatMessage(ruleMessages[item.rule])}
          </Text>
          <Badge size="sm" variant="light" color={look.color}>
            {intl.formatMessage(look.label)}
          </Badge>
        </Group>
        {item.outcome === 'fail' && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(ruleFailMessages[item.rule])}
          </Text>
        )}
        {item.outcome === 'fail' && words && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage(m.found, { words })}
          </Text>
        )}
        {item.rule === 'landing_domain' && item.host && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage(m.host, { host: item.host })}
          </Text>
        )}
      </Stack>
    </List.Item>
  );
}

export function ComplianceChecklist({ result, headingOrder = 2 }: { result: ComplianceResult; headingOrder?: 2 | 3 }) {
  const intl = useIntl();
  const failing = result.items.filter((i) => i.outcome === 'fail');
  const ranges = (field: 'text' | 'landingUrl') => failing.flatMap((i) => i.matches.filter((x) => x.field === field));
  return (
    <Paper withBorder p="md" component="section" data-testid="compliance-checklist" data-passed={result.passed}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={headingOrder} size="h4">
            {intl.formatMessage(m.checklistTitle)}
          </Title>
          <Badge color={result.passed ? 'teal' : 'red'} variant="filled" role="status">
            {result.passed ? intl.formatMessage(m.passed) : intl.formatMessage(m.failed, { count: failing.length })}
          </Badge>
        </Group>
        <List spacing="xs" listStyleType="none" center={false}>
          {result.items.map((item) => (
            <Line key={item.rule} item={item} />
          ))}
        </List>
        {CHECKED_FIELDS.map(({ field, label, testId, look }) => {
          const value = result[field];
          return (
            value !== null && (
              <Stack key={field} gap={4}>
                <Text size="xs" c="dimmed">
                  {intl.formatMessage(label)}
                </Text>
                <Text size="sm" {...look} data-testid={testId}>
                  <HighlightedText text={value} ranges={ranges(field)} />
                </Text>
              </Stack>
            )
          );
        })}
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.versions, { phrases: result.phrasesVersion, domains: result.domainsVersion })}
        </Text>
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.disclaimer)}
        </Text>
      </Stack>
    </Paper>
  );
}
