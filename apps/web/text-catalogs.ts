import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A language's catalog: a JSON file named after its language in a `text` folder (issue 48). */
export const CATALOG_FILE = /[\\/]text[\\/](en-US|fr-CA|es-MX)\.json$/;

/**
 * A catalog's messages compiled to their ICU syntax trees (plain words as a string), as JSON: the browser formats them
 * without the ICU parser (intl-messageformat aliased to its no-parser build in vite.config.ts).
 * A message that is not valid ICU fails the build, naming the file and the key.
 */
export function compileCatalog(source: string, file: string): string {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
      try {
        const elements = parse(message, { shouldParseSkeletons: true, requiresOtherClause: true });
        // Plain words stay a string (shorter, and shown without a formatter); the rest a syntax tree.
        const [only] = elements;
        if (elements.length === 0) return [key, ''];
        if (elements.length === 1 && only?.type === TYPE.literal) return [key, only.value];
        return [key, elements];
      } catch (error) {
        throw new Error(`${file}: "${key}" is not valid ICU MessageFormat (${(error as Error).message})`, {
          cause: error,
        });
      }
    }),
  );
  return JSON.stringify(compiled);
}

/** Compiles every catalog the app imports, before Vite turns the JSON into a module. */
export function textCatalogs(): Plugin {
  return {
    name: 'keyplan:text-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG_FILE.test(file)) return null;
      return { code: compileCatalog(code, file), map: null };
    },
  };
}

/** The browser build of intl-messageformat, without the ICU parser (the catalogs come compiled). */
export const NO_PARSER_ALIAS = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
