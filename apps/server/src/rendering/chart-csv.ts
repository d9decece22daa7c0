import { CsvError, parse } from 'csv-parse/sync';
import type { Writable } from 'node:stream';
import { flushed, paceRow } from './chart-file-stream.ts';
import type { ChartCell } from './chart-rows.ts';

/** About how many characters of CSV go to the output at once. */
const CHUNK_CHARACTERS = 64 * 1024;

/** Cells a spreadsheet would run as a formula (CSV injection): they get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: ChartCell): string {
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A row as a CSV line, without its line end. */
const csvLine = (row: readonly ChartCell[]) => row.map(csvCell).join(',');

/**
 * RFC 4180 CSV in UTF-8 with a byte order mark (so spreadsheets read it as UTF-8): CRLF line
 * ends, fields with quotes, commas, line breaks or outer spaces quoted, quotes doubled; text that
 * starts with = + - @ (or a tab or CR) is prefixed with an apostrophe so it cannot run as a formula.
 */
export function toCsv(rows: readonly ChartCell[][]): Buffer {
  return Buffer.from(`\uFEFF${rows.map(csvLine).join('\r\n')}\r\n`, 'utf8');
}

/**
 * The same CSV as {@link toCsv}, written into `out` in chunks of about 64 KB as the rows are read
 * (waiting while `out` is full), then ended; resolves once `out` has taken it all.
 */
export async function writeCsv(rows: Iterable<readonly ChartCell[]>, out: Writable): Promise<void> {
  let text = '\uFEFF';
  let index = 0;
  for (const row of rows) {
    await paceRow(index, out);
    index += 1;
    text += `${csvLine(row)}\r\n`;
    if (text.length >= CHUNK_CHARACTERS) {
      out.write(Buffer.from(text, 'utf8'));
      text = '';
    }
  }
  out.end(Buffer.from(text, 'utf8'));
  await flushed(out);
}

/** A CSV text's records that cannot be read: the line and what is wrong there, in words. */
export class CsvProblem extends Error {}

/** What csv-parse's refusals mean, for the person whose file it is. */
const CSV_PROBLEMS: Record<string, string> = {
  INVALID_OPENING_QUOTE: 'a quote inside a field that does not start with one',
  CSV_INVALID_CLOSING_QUOTE: 'text after the quote that closes a field',
  CSV_QUOTE_NOT_CLOSED: 'a quoted field that is never closed',
};

/**
 * RFC 4180 records of CSV text (quoted fields, doubled quotes, CRLF or LF line ends), read by
 * csv-parse: a stray quote is refused, not read into a field as it was by the parser we had
 * (issue 46). Records may have different numbers of fields; blank lines are kept as records.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, { relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const problem = CSV_PROBLEMS[error.code] ?? error.message;
      throw new CsvProblem(`line ${String(error.lines)}: ${problem}`);
    }
    throw error;
  }
}
