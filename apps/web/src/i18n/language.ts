import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isDisplayLocale, matchLocale, type DisplayLocale, type Locale } from '@keyplan/domain';
import { readItem, writeItem } from '../lib/local-storage.ts';
import { loadText } from './text.ts';

/**
 * Which language the app speaks (issue 48), first found of: the language chosen in this browser
 * (the app bar's or the review page's switch, kept in localStorage), the customer's language on
 * the review page (SAP's correspondence language, as Keyplan keeps it), the signed-in person's
 * profile (Okta's `locale`), the browser's languages, en-US.
 */
export const LANGUAGE_KEY = 'keyplan.language';

let customerLanguage: Locale | null = null;
let profileLanguage: Locale | null = null;
let shown: DisplayLocale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

function chosenLanguage(): DisplayLocale | null {
  const stored = readItem(LANGUAGE_KEY);
  return isDisplayLocale(stored) ? stored : null;
}

function browserLanguage(): Locale | null {
  return typeof navigator === 'undefined' ? null : matchLocale(navigator.languages ?? [navigator.language]);
}

/** The language the app should speak now. */
export function wantedLanguage(): DisplayLocale {
  return chosenLanguage() ?? customerLanguage ?? profileLanguage ?? browserLanguage() ?? DEFAULT_LOCALE;
}

/** The language the app speaks now: it changes only once every area's messages have loaded in it. */
export function shownLanguage(): DisplayLocale {
  return shown;
}

/**
 * Moves to the wanted language once its messages are in. A failed load keeps the language on show
 * and is thrown to the caller.
 */
export async function settleLanguage(): Promise<void> {
  const wanted = wantedLanguage();
  await loadText(wanted);
  if (wantedLanguage() !== wanted || shown === wanted) return;
  shown = wanted;
  if (typeof document !== 'undefined') document.documentElement.lang = wanted;
  for (const listener of listeners) listener();
}

/** The person's own choice of language, kept in this browser; null goes back to the defaults. */
export function chooseLanguage(locale: DisplayLocale | null): Promise<void> {
  writeItem(LANGUAGE_KEY, locale);
  return settleLanguage();
}

/** The customer's language while their review is open; null when it closes. */
export function setCustomerLanguage(locale: Locale | null): Promise<void> {
  customerLanguage = locale;
  return settleLanguage();
}

/**
 * The customer's language while a screen made for them is on show (their review): it is the
 * language unless this browser chose another. Left, the defaults come back.
 */
export function useCustomerLanguage(locale: Locale | null): void {
  useEffect(() => {
    if (!locale) return undefined;
    // A failed load of the messages keeps the language on show.
    setCustomerLanguage(locale).catch(() => undefined);
    return () => {
      setCustomerLanguage(null).catch(() => undefined);
    };
  }, [locale]);
}

/** The signed-in person's language from their profile (Okta's `locale`, as in fr_CA). */
export function setProfileLanguage(oktaLocale: string | null | undefined): Promise<void> {
  profileLanguage = oktaLocale ? matchLocale([oktaLocale]) : null;
  return settleLanguage();
}

/**
 * A language asked for in the address (`?locale=fr-CA`, or the pseudo-locale `en-XA`): kept as
 * the choice, as if made in the switch. Used by links into the app and by the layout checks.
 */
export function chooseLanguageOfAddress(search: string): void {
  const asked = new URLSearchParams(search).get('locale');
  if (isDisplayLocale(asked)) writeItem(LANGUAGE_KEY, asked);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language on show, re-rendering when it changes. */
export function useLocale(): DisplayLocale {
  return useSyncExternalStore(subscribe, shownLanguage, shownLanguage);
}

/** What Intl formats with: the pseudo-locale's numbers and dates are English ones. */
export function formattingLocale(locale: DisplayLocale): Locale {
  return locale === 'en-XA' ? DEFAULT_LOCALE : locale;
}
