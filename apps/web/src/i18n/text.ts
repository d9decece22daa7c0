import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type DisplayLocale, type Locale } from '@keyplan/domain';

/**
 * A catalog as the build hands it over (text-catalogs.ts): each message compiled to its ICU syntax
 * tree, or, when it is plain words, the words.
 */
export type CompiledMessages = Record<string, MessageFormatElement[] | string>;

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
      return loaded.get(locale);
    },
    load(locale) {
      const messages = text.messagesOf(locale);
      if (messages) return Promise.resolve(messages);
      let promise = loading.get(locale);
      if (!promise) {
        // The pseudo-locale is made from the English, by code that loads only for it.
        const arriving =
          locale === PSEUDO_LOCALE
            ? import('./pseudo-messages.ts').then(({ pseudoMessages }) => pseudoMessages(compiledEnglish))
            : translations[locale as Translated]().then((module) => module.default as CompiledMessages);
        promise = arriving.then(
          (translated) => {
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
