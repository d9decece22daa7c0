import type { SubmissionKey, SubmissionTranslate } from './submission-text.ts';

/**
 * The quote requirements schema's messages (the domain's English), each said with its message,
 * whose en-US text is the domain's word for word (quote-rule-words.test.ts); others as they came.
 */
const RULES: ReadonlyArray<{ key: SubmissionKey; pattern: RegExp; max?: boolean }> = [
  { key: 'rule.required', pattern: /^is required$/ },
  { key: 'rule.tooLong', pattern: /^must be at most (\d+) characters$/, max: true },
  { key: 'rule.email', pattern: /^must be an email address$/ },
  { key: 'rule.partner', pattern: /^must be a SAP business partner number \(1 to 10 digits\)$/ },
];

/** A message of the quote requirements schema in the language of `t`; any other text as it came. */
export function quoteRuleWords(message: string, t: SubmissionTranslate): string {
  for (const { key, pattern, max } of RULES) {
    const match = pattern.exec(message);
    if (match) return t(key, max ? { max: Number(match[1]) } : undefined);
  }
  return message;
}
