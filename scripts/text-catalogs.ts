import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isStructurallySame,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '../packages/domain/src/locale.ts';

/**
 * The check of the message catalogs (issue 48): every `text` folder holds one JSON catalog per
 * language, each with the same keys, each message valid ICU MessageFormat with the same arguments
 * as its English, and translated (a text the same as its English is listed in `sameAsEnglish`).
 */
type Catalog = Record<string, string>;

const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];

/** The `text` folders of the workspace's source, relative to `root`. */
export function textFolders(root: string): string[] {
  return SOURCE_ROOTS.flatMap((source) => {
    const folder = join(root, source);
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isDirectory() && entry.name === 'text')
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  }).sort();
}

function readCatalog(file: string): Catalog | string {
  try {
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) return 'is not a JSON object';
    const notText = Object.entries(catalog).find(([, value]) => typeof value !== 'string');
    return notText ? `"${notText[0]}" is not a string` : (catalog as Catalog);
  } catch (error) {
    return `cannot be read: ${(error as Error).message}`;
  }
}

function parsed(message: string): MessageFormatElement[] | string {
  try {
    return parse(message, { shouldParseSkeletons: true, requiresOtherClause: true });
  } catch (error) {
    return (error as Error).message;
  }
}

/** The words of a message, without its arguments' names. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (isLiteralElement(element)) return element.value;
      if (isPluralElement(element) || isSelectElement(element))
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ');
      if (isTagElement(element)) return literalText(element.children);
      return ' ';
    })
    .join('');
}

/** The problems of one `text` folder, each naming the file and the key. */
export function catalogProblems(
  root: string,
  folder: string,
  sameAsEnglish: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  const catalogs = new Map<string, Catalog>();
  for (const locale of LOCALES) {
    const file = join(folder, `${locale}.json`);
    const catalog = existsSync(join(root, file)) ? readCatalog(join(root, file)) : 'is missing';
    if (typeof catalog === 'string') problems.push(`${file} ${catalog}`);
    else catalogs.set(locale, catalog);
  }
  const extra = readdirSync(join(root, folder)).filter((name) => !LOCALES.some((locale) => name === `${locale}.json`));
  for (const name of extra) problems.push(`${join(folder, name)} is not a catalog of ${LOCALES.join(', ')}`);
  const english = catalogs.get('en-US');
  if (!english) return problems;
  for (const [locale, catalog] of catalogs) {
    const file = join(folder, `${locale}.json`);
    for (const key of Object.keys(english)) if (!(key in catalog)) problems.push(`${file}: missing key "${key}"`);
    for (const [key, message] of Object.entries(catalog)) {
      if (!(key in english)) {
        problems.push(`${file}: key "${key}" is not in en-US.json`);
        continue;
      }
      const elements = parsed(message);
      if (typeof elements === 'string') {
        problems.push(`${file}: "${key}" is not valid ICU MessageFormat (${elements})`);
        continue;
      }
      if (locale === 'en-US') continue;
      const englishElements = parsed(english[key]!);
      if (typeof englishElements === 'string') continue;
      const same = isStructurallySame(englishElements, elements);
      if (!same.success)
        problems.push(`${file}: "${key}" has other arguments than its English (${same.error?.message})`);
      if (
        message === english[key] &&
        /[A-Za-z]{2}/.test(literalText(elements)) &&
        !sameAsEnglish.has(`${folder}#${key}`)
      )
        problems.push(
          `${file}: "${key}" is the same as its English: translate it, or list it as the same in every language`,
        );
    }
  }
  return problems;
}
