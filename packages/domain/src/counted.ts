/** '1 lock', '3 locks', '1 key', '2 keys': a count with its noun in the number it takes (US English). */
export const counted = (count: number, word: string, many = `${word}s`): string =>
  `${count} ${count === 1 ? word : many}`;
