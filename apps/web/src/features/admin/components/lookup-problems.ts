import type { Translate } from '../../../i18n/use-text.ts';
import type { AdminTextKey } from '../admin-text.ts';

/**
 * The domain's words for a broken rule of a lookup item (its admin schemas and reference checks,
 * which the server answers too) and the admin catalog's message for each: the catalog's English is
 * the domain's, word for word (lookup-problems.test.ts), so the problem reads the same in English
 * and in the admin's language elsewhere. A problem not listed here is shown as the domain says it.
 */
const PROBLEMS: ReadonlyArray<{ pattern: RegExp; key: AdminTextKey; values?: readonly string[] }> = [
  { pattern: /^must not be empty$/, key: 'problem.empty' },
  { pattern: /^must be at most (\d+) characters$/, key: 'problem.atMostCharacters', values: ['max'] },
  { pattern: /^must be letters, digits, - or _$/, key: 'problem.idCharacters' },
  { pattern: /^must be # and six hex digits, e\.g\. #C8102E$/, key: 'problem.hex' },
  { pattern: /^must not name an id twice$/, key: 'problem.idTwice' },
  { pattern: /^must be a whole number$/, key: 'problem.wholeNumber' },
  { pattern: /^must be at least (\d+)$/, key: 'problem.atLeast', values: ['min'] },
  { pattern: /^must be at most (\d+) \(the longest engraving line\)$/, key: 'problem.longestLine', values: ['max'] },
  { pattern: /^must be greater than depthMin$/, key: 'problem.depthOrder' },
  { pattern: /^must be a three-letter currency code$/, key: 'problem.currency' },
  { pattern: /^must be an ISO country code \(two capital letters\)$/, key: 'problem.country' },
  {
    pattern: /^must be unique in the list \((.+) is named (.+) in ([a-z]{2}-[A-Z]{2})\)$/,
    key: 'problem.uniqueIn',
    values: ['id', 'name', 'language'],
  },
  { pattern: /^must be unique in the list \((.+) is named (.+)\)$/, key: 'problem.unique', values: ['id', 'name'] },
];

/** A lookup item's problem (`must not be empty`) in the admin's language. */
export function lookupProblemText(problem: string, t: Translate<AdminTextKey>): string {
  for (const { pattern, key, values = [] } of PROBLEMS) {
    const match = pattern.exec(problem);
    if (match) return t(key, Object.fromEntries(values.map((name, index) => [name, match[index + 1]!])));
  }
  return problem;
}
