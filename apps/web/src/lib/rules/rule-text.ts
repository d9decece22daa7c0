import {
  isArgumentElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  TYPE,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { defineText } from '../../i18n/text.ts';
import { textNow, type Translate } from '../../i18n/use-text.ts';
import english from './text/en-US.json';

/**
 * The domain's rules in people's words: validation, lockout/tagout, engraving, pricing. The domain
 * writes them in English (the server and SPEC use its words); the web says them in the language on
 * show with these messages, whose English is the domain's word for word (rule-text.test.ts).
 */
export const ruleText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

export type RuleKey = NonNullable<(typeof ruleText)['keys']>;
export type RuleTranslate = Translate<RuleKey>;

/** The messages a domain text is recognized as (the others are the web's own: summaries, quotes). */
const DOMAIN_MESSAGES = (Object.keys(english) as RuleKey[]).filter(
  (key) => !['engraving.allowed', 'engraving.quoted', 'lockSet.summary', 'lockSet.summaryVariable'].includes(key),
);

/** What a regular expression group of a message's pattern holds: an argument's text, or which option was taken. */
interface Capture {
  argument: string;
  /** A select's option: the argument's value when the group matched. */
  option?: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a message's English: literals as they are, arguments as lazy groups, options as alternatives. */
function patternSource(elements: readonly MessageFormatElement[], captures: Capture[], plural?: string): string {
  return elements
    .map((element) => {
      if (isLiteralElement(element)) return escape(element.value);
      if (isArgumentElement(element) || isNumberElement(element)) {
        captures.push({ argument: element.value });
        return '([\\s\\S]+?)';
      }
      if (isPoundElement(element)) {
        captures.push({ argument: plural ?? '#' });
        return '(\\d[\\d,]*)';
      }
      if (isSelectElement(element) || isPluralElement(element)) {
        const options = Object.entries(element.options).map(([option, { value }]) => {
          captures.push(isSelectElement(element) ? { argument: element.value, option } : { argument: '' });
          return `(${patternSource(value, captures, element.value)})`;
        });
        return `(?:${options.join('|')})`;
      }
      throw new Error(
        `A domain rule message may hold text, arguments, selects and plurals only (type ${element.type})`,
      );
    })
    .join('');
}

interface RulePattern {
  key: RuleKey;
  regex: RegExp;
  captures: Capture[];
}

let patterns: RulePattern[] | null = null;

/** Each domain message's pattern, made once from the compiled English catalog. */
function rulePatterns(): RulePattern[] {
  if (patterns) return patterns;
  const compiled = ruleText.messagesOf('en-US')!;
  patterns = DOMAIN_MESSAGES.map((key) => {
    const captures: Capture[] = [];
    const message = compiled[key]!;
    // Plain words come compiled as a string (text-catalogs.ts).
    const source = patternSource(
      typeof message === 'string' ? [{ type: TYPE.literal, value: message }] : message,
      captures,
    );
    return { key, regex: new RegExp(`^${source}$`), captures };
  });
  return patterns;
}

/** The key and arguments of a domain text, or null when it is none of the rules' messages. */
export function recognizeRule(text: string): { key: RuleKey; values: Record<string, string | number> } | null {
  for (const { key, regex, captures } of rulePatterns()) {
    const match = regex.exec(text);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    captures.forEach(({ argument, option }, index) => {
      const group = match[index + 1];
      if (group === undefined || argument === '' || argument in values) return;
      if (option !== undefined) values[argument] = option;
      else values[argument] = /^\d+$/.test(group) ? Number(group) : group;
    });
    return { key, values };
  }
  return null;
}

/** "'@', '!'" as the language quotes characters. */
function requoted(characters: string, t: RuleTranslate): string {
  const each = [...characters.matchAll(/'(.)'(?:, |$)/gu)].map((match) => match[1]!);
  return each.length === 0 ? characters : each.map((character) => t('engraving.quoted', { character })).join(', ');
}

/**
 * A text of the domain's rules in the language on show (or `t`'s); any other text (a server's
 * answer, a rule this catalog does not know yet) as it is.
 */
export function ruleMessage(text: string, t: RuleTranslate = textNow(ruleText)): string {
  const rule = recognizeRule(text);
  if (!rule) return text;
  const { characters } = rule.values;
  return t(
    rule.key,
    typeof characters === 'string' ? { ...rule.values, characters: requoted(characters, t) } : rule.values,
  );
}

/** The characters an engraving refused, named in the language on show: "'@', '!' cannot be engraved. Allowed: …". */
export function engravingRefusedText(refused: readonly string[], t: RuleTranslate = textNow(ruleText)): string {
  const characters = refused.map((character) => t('engraving.quoted', { character })).join(', ');
  return t('engraving.refused', { characters });
}

/** "10 sets × 5 locks, keyed alike" in the language on show (the domain's `summarizeLockSet`). */
export function lockSetSummary(
  lockSet: {
    numberOfSets: number;
    numberOfLocksPerSet: number;
    variableSets: readonly number[] | null;
    keyOption: string;
  },
  t: RuleTranslate = textNow(ruleText),
): string {
  return lockSet.variableSets
    ? t('lockSet.summaryVariable', {
        sets: lockSet.numberOfSets,
        list: lockSet.variableSets.join(', '),
        keyOption: lockSet.keyOption,
      })
    : t('lockSet.summary', {
        sets: lockSet.numberOfSets,
        locks: lockSet.numberOfLocksPerSet,
        keyOption: lockSet.keyOption,
      });
}
