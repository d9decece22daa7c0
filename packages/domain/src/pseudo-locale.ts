/**
 * The pseudo-locale's text (issue 48, PSEUDO_LOCALE in locale.ts): a module of its own, so the web
 * app loads it only when the pseudo-locale is chosen.
 */
const PSEUDO_LETTERS: Record<string, string> = {
  a: 'àà',
  e: 'éé',
  i: 'îî',
  o: 'öö',
  u: 'üü',
  y: 'ÿ',
  c: 'ç',
  n: 'ñ',
  A: 'ÀÀ',
  E: 'ÉÉ',
  I: 'ÎÎ',
  O: 'ÖÖ',
  U: 'ÜÜ',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
};

/**
 * A text in the pseudo-locale: letters accented and vowels doubled, every character within
 * Latin-1, so the PDFs' standard fonts draw it too. Brackets are added by the caller, once per
 * message.
 */
export function pseudoLocalize(text: string): string {
  return text.replace(/[aeiouycnAEIOUYCN]/g, (letter) => PSEUDO_LETTERS[letter] ?? letter);
}

/** An ICU message's syntax tree as FormatJS compiles it: literal 0, select 5, plural 6, tag 8. */
interface MessageElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: MessageElement[] }>;
  children?: MessageElement[];
}

const LITERAL = 0;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

function pseudoElements<E extends MessageElement>(elements: E[]): E[] {
  return elements.map((element) => {
    if (element.type === LITERAL && typeof element.value === 'string')
      return { ...element, value: pseudoLocalize(element.value) };
    if ((element.type === SELECT || element.type === PLURAL) && element.options)
      return {
        ...element,
        options: Object.fromEntries(
          Object.entries(element.options).map(([key, option]) => [
            key,
            { ...option, value: pseudoElements(option.value) },
          ]),
        ),
      };
    if (element.type === TAG && element.children) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

/**
 * A compiled message in the pseudo-locale: its words pseudo-localized (never its arguments, which
 * are data such as a customer's name), in brackets, so where a message ends shows.
 */
export function pseudoMessage<E extends MessageElement>(elements: E[]): E[] {
  const bracket = (value: string) => ({ type: LITERAL, value }) as E;
  return [bracket('['), ...pseudoElements(elements), bracket(']')];
}
