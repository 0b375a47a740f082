// The senses of the spec's fixed Portuguese texts, shown after them in es-419 only (./fixed-text).
// Each en-us default says the sense in English for translators; en-us and pt-br never show it.
import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from './define-messages';
import type { FixedText } from './fixed-text';

const senses = defineMessages({
  maintenance: { id: 'fixed-text.maintenance', defaultMessage: 'Under maintenance' },
  'unknown-error-name': { id: 'fixed-text.unknown-error-name', defaultMessage: 'Unknown error' },
  'unknown-error-message': { id: 'fixed-text.unknown-error-message', defaultMessage: 'An unknown error occurred.' },
  'search-failed': { id: 'fixed-text.search-failed', defaultMessage: 'Error while searching for the affiliate.' },
  'not-found': { id: 'fixed-text.not-found', defaultMessage: 'Account not found' },
});

export default function FixedTextSenseLine({ of, inline }: { of: FixedText; inline: boolean }) {
  const text = useIntl().formatMessage(senses[of]);
  return inline ? (
    <span>{text}</span>
  ) : (
    <Text c="dimmed" size="sm">
      {text}
    </Text>
  );
}
