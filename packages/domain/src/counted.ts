// One formatter for every call: Number#toLocaleString builds a new one each time.
const COUNT = new Intl.NumberFormat('en-US');

/** '1 lock', '3 locks', '1,200 keys', '2 copies': a count with its noun in the number it takes (US English). */
export const counted = (count: number, word: string, many = `${word}s`): string =>
  `${COUNT.format(count)} ${count === 1 ? word : many}`;
