import { useId } from 'react';
import { LANGUAGE_NAMES, LOCALES, isLocale } from '@keyplan/domain';
import { chooseLanguage, useLocale } from '../../i18n/language.ts';
import { useText } from '../../i18n/use-text.ts';
import { commonText } from '../common-text.ts';

/**
 * The language switch of the app bar (the customer's review has it too, issue 48): each language
 * named in its own words, on a phone shown as its two letters. The choice is kept in this browser
 * and comes before every default.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useText(commonText);
  const locale = useLocale();
  const id = useId();
  return (
    <span className={`kp-language ${className}`}>
      <label htmlFor={id} className="kp-visually-hidden">
        {t('language')}
      </label>
      {/* On a phone, the language's two letters; the select lies over them, unseen, and opens as ever. */}
      <span className="kp-language-code" aria-hidden="true">
        {locale.slice(0, 2).toUpperCase()}
      </span>
      <select
        id={id}
        value={isLocale(locale) ? locale : ''}
        onChange={(event) => void chooseLanguage(isLocale(event.target.value) ? event.target.value : null)}
      >
        {!isLocale(locale) && <option value="">{locale}</option>}
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
