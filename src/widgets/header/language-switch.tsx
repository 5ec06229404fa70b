import { useStore } from '@nanostores/react';
import { $language, chooseLocale, type Language } from '../../store/language';
import * as styles from './header.css';
import { $strings } from './strings';

// Each language is offered in its own words, as a reader of only that language looks for it.
const LANGUAGES: { language: Language; locale: string; short: string; name: string }[] = [
  { language: 'ms', locale: 'ms-MY', short: 'BM', name: 'Bahasa Malaysia' },
  { language: 'en', locale: 'en-MY', short: 'EN', name: 'English' },
];

/** BM | EN: switches every element on the page between Bahasa Malaysia and English, and remembers the choice. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useStore($strings);
  const language = useStore($language);
  return (
    <div role="group" aria-label={t.language} className={`${styles.languageSwitch} ${className ?? ''}`} part="language-switch">
      {LANGUAGES.map((option) => (
        <button
          key={option.language}
          type="button"
          lang={option.locale}
          className={styles.languageOption}
          aria-label={`${option.short} (${option.name})`}
          aria-pressed={language === option.language}
          onClick={() => chooseLocale(option.locale)}
        >
          {option.short}
        </button>
      ))}
    </div>
  );
}
