// The interface language (spec §1: en-us and pt-br). `compact` shows EN/PT for a narrow header.
import { SegmentedControl } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { useLocale } from '../../i18n/intl-provider';
import { isLocale, localeInfo, locales } from '../../i18n/locales';

const messages = defineMessages({
  label: { id: 'layout.language.label', defaultMessage: 'Language' },
});

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <SegmentedControl
      aria-label={intl.formatMessage(messages.label)}
      size="xs"
      value={locale}
      onChange={(value) => isLocale(value) && setLocale(value)}
      data={locales.map((l) => ({
        value: l,
        label: compact ? (
          <abbr title={localeInfo[l].name} aria-label={localeInfo[l].name} style={{ textDecoration: 'none' }}>
            {l.slice(0, 2).toUpperCase()}
          </abbr>
        ) : (
          localeInfo[l].name
        ),
      }))}
    />
  );
}
