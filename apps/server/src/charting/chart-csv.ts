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

/** RFC 4180 records of CSV text (quoted fields, doubled quotes, CRLF or LF line ends). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character !== '"') field += character;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"' && field === '') quoted = true;
    else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += character;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
