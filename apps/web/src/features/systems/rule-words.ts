import { textNow } from '../../i18n/use-text.ts';
import { systemsText, type SystemsKey, type SystemsTranslate } from './systems-text.ts';

type Values = Record<string, string | number>;

/**
 * The domain's rule messages these screens show (the header's and the reorder request's schemas,
 * the installed system's rules), as the domain writes them in English: each is said again with
 * its message, whose en-US text is the domain's word for word (rule-words.test.ts).
 */
const RULES: ReadonlyArray<{ key: SystemsKey; pattern: RegExp; values?: (match: RegExpExecArray) => Values }> = [
  { key: 'rule.required', pattern: /^is required$/ },
  { key: 'rule.tooLong', pattern: /^must be at most (\d+) characters$/, values: (m) => ({ max: Number(m[1]) }) },
  { key: 'rule.atLeast', pattern: /^must be at least (\d+)$/, values: (m) => ({ min: Number(m[1]) }) },
  { key: 'rule.atMost', pattern: /^must be at most (\d+)$/, values: (m) => ({ max: Number(m[1]) }) },
  { key: 'rule.number', pattern: /^must be a number$/ },
  { key: 'rule.wholeNumber', pattern: /^must be a whole number$/ },
  { key: 'rule.uuid', pattern: /^must be a UUID$/ },
  { key: 'rule.keyOption', pattern: /^must be KD or KA$/ },
  { key: 'rule.keySymbol', pattern: /^must be a key symbol such as A, AB or AB3$/ },
  { key: 'rule.orderSomething', pattern: /^must order locks, a lock set, a master key or keys$/ },
  { key: 'rule.currencyCode', pattern: /^must be a three-letter currency code$/ },
  {
    key: 'rule.secondKeyReason',
    pattern: /^Lockout\/tagout locks have one key per lock: record why a second key of (\S+) is needed$/,
    values: (m) => ({ symbol: m[1]! }),
  },
  {
    key: 'rule.supervisorKey',
    pattern:
      /^(.+) is a lockout\/tagout supervisor master key: it opens workers’ safety locks and is held by a supervisor under the customer’s written removal procedure\.$/,
    values: (m) => ({ key: m[1]! }),
  },
];

/** A rule message of the domain in the language on show (or `t`'s); any other text as it came. */
export function ruleWords(message: string, t: SystemsTranslate = textNow(systemsText)): string {
  for (const { key, pattern, values } of RULES) {
    const match = pattern.exec(message);
    if (match) return t(key, values?.(match));
  }
  return message;
}
