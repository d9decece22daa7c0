/** How much JSON text a route takes before it is parsed: nesting, members and string length. */
export interface JsonLimits {
  /** The deepest nesting of objects and arrays. */
  depth: number;
  /** Object members and array items, counted over the whole body. */
  members: number;
  /** The longest string (or object key) as written in the text, escapes included. */
  stringLength: number;
}

/**
 * The deepest nesting any JSON body may have. Our deepest body (a tree save: body → tree → master
 * keys → a master key → lock sets → a lock set → variable sets) is 7 levels; 32 leaves room and
 * stops bodies built to exhaust the stack or the CPU of every later walk over them.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_ARRAY = 91;
const OPEN_OBJECT = 123;
const CLOSE_ARRAY = 93;
const CLOSE_OBJECT = 125;

function isWhitespace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

/**
 * The first of `limits` that JSON text breaks, as a `body: rule` message, or null. One pass over
 * the text that stops at the first breach and builds nothing, so that a body built to cost the
 * parser (60,000 keys, a string of a megabyte) is refused for the price of reading its start.
 * Brackets, commas and quotes inside strings are skipped; text that is not JSON is left to the parser.
 */
export function jsonLimitBreach(text: string, limits: JsonLimits): string | null {
  let depth = 0;
  let members = 0;
  let inString = false;
  let stringStart = 0;
  let afterOpener = false;
  const tooMany = () => `body: must hold at most ${limits.members} members and items in all`;
  const tooLong = () => `body: must not hold a text longer than ${limits.stringLength} characters`;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) {
        inString = false;
        if (index - stringStart - 1 > limits.stringLength) return tooLong();
      }
      continue;
    }
    if (isWhitespace(code)) continue;
    // The first member of a container has no comma before it.
    if (afterOpener && code !== CLOSE_ARRAY && code !== CLOSE_OBJECT && ++members > limits.members) return tooMany();
    afterOpener = false;
    if (code === QUOTE) {
      inString = true;
      stringStart = index;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > limits.depth) return `body: must not nest deeper than ${limits.depth} levels`;
      afterOpener = true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth -= 1;
    else if (code === COMMA && ++members > limits.members) return tooMany();
  }
  if (inString && text.length - stringStart - 1 > limits.stringLength) return tooLong();
  return null;
}
