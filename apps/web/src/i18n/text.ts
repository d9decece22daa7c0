import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type DisplayLocale, type Locale } from '@keyplan/domain';
import { pseudoMessages } from './pseudo-messages.ts';

/** A catalog as the build hands it over: each message compiled to its ICU syntax tree (text-catalogs.ts). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

type Translated = Exclude<Locale, typeof DEFAULT_LOCALE>;

/**
 * The messages of one area of the app (a feature, the shell, a screen) in every language. Its
 * English comes with its code; French and Spanish load on demand, in a chunk of their own.
 * `K` is the area's message keys, as written in its en-US.json.
 */
export interface Text<K extends string> {
  /** Only for the type of the keys. */
  readonly keys?: K;
  /** The area's messages in `locale`, or undefined while they have not loaded. */
  messagesOf(locale: DisplayLocale): CompiledMessages | undefined;
  /** Loads the area's messages in `locale` (once). */
  load(locale: DisplayLocale): Promise<CompiledMessages>;
}

const areas = new Set<Text<string>>();

/**
 * Declares an area's messages: `english` is its en-US.json, imported (the build compiles it), and
 * `translations` import its fr-CA.json and es-MX.json. Every area declared is loaded when the
 * language changes, so a screen on show never waits for its words.
 */
export function defineText<K extends string>(
  english: Record<K, string>,
  translations: Record<Translated, () => Promise<{ default: unknown }>>,
): Text<K> {
  // The build turned each message into its syntax tree; the JSON's type still says string.
  const compiledEnglish = english as unknown as CompiledMessages;
  const loaded = new Map<DisplayLocale, CompiledMessages>([[DEFAULT_LOCALE, compiledEnglish]]);
  const loading = new Map<DisplayLocale, Promise<CompiledMessages>>();
  const text: Text<K> = {
    messagesOf: (locale) => {
      if (locale === PSEUDO_LOCALE && !loaded.has(locale)) loaded.set(locale, pseudoMessages(compiledEnglish));
      return loaded.get(locale);
    },
    load(locale) {
      const messages = text.messagesOf(locale);
      if (messages) return Promise.resolve(messages);
      let promise = loading.get(locale);
      if (!promise) {
        promise = translations[locale as Translated]().then(
          (module) => {
            const translated = module.default as CompiledMessages;
            loaded.set(locale, translated);
            return translated;
          },
          (error: unknown) => {
            // A later render or language change tries again (a flaky network).
            loading.delete(locale);
            throw error;
          },
        );
        loading.set(locale, promise);
      }
      return promise;
    },
  };
  areas.add(text);
  return text;
}

/** Loads the messages of every area declared so far in `locale`. */
export async function loadText(locale: DisplayLocale): Promise<void> {
  await Promise.all([...areas].map((area) => area.load(locale)));
}
