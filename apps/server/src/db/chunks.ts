/** Rows per INSERT and values per IN (…): well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

/** Items split into runs of at most CHUNK, one statement each. */
export function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}
