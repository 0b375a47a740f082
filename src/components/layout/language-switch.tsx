// The interface language (spec §1: en-us and pt-br; issue 19.5: es-419). `compact` shows
// EN/PT/ES for a narrow header. Native radio buttons in a labelled group (arrow keys move between
// them, as in any radio group), drawn as segments by the CSS module. Each language is named in
// itself (English, Português, Español) and marked with its `lang`, so a screen reader says it right.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { useLocale } from '@/i18n/intl-provider';
import { localeInfo, locales } from '@/i18n/locales';
import classes from './language-switch.module.css';

const messages = defineMessages({
  label: { id: 'layout.language.label', defaultMessage: 'Language' },
});

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={intl.formatMessage(messages.label)} className={classes.root}>
      {locales.map((l) => (
        <label key={l} className={classes.option} lang={localeInfo[l].intl}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={l}
            checked={locale === l}
            onChange={() => setLocale(l)}
            aria-label={compact ? localeInfo[l].name : undefined}
          />
          {compact ? (
            <abbr title={localeInfo[l].name} className={classes.abbr} aria-hidden>
              {l.slice(0, 2).toUpperCase()}
            </abbr>
          ) : (
            localeInfo[l].name
          )}
        </label>
      ))}
    </div>
  );
}
