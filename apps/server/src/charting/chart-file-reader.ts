import ExcelJS from 'exceljs';
import { appErrors } from '../errors.ts';
import { CsvProblem, parseCsv } from '../rendering/chart-csv.ts';

/** One data row of an imported charting file, as text; `row` is 1-based in the file (the header's row is counted). */
export interface ChartFileRow {
  row: number;
  level: string;
  /** The master key a `Master` row gives the bitting of (its name, as the exported chart writes it). */
  masterKey: string;
  lockSet: string;
  set: string;
  lock: string;
  bitting: string;
  /** The bitting cell was a number (a spreadsheet dropped its leading zeros). */
  bittingIsNumber: boolean;
}

const COLUMNS = {
  level: 'level',
  masterKey: 'master key',
  lockSet: 'lock set',
  set: 'set',
  lock: 'lock',
  bitting: 'bitting',
} as const;
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const fileError = (message: string) => appErrors.validation([`file: ${message}`]);

/** The apostrophe our CSV puts before formula-like text is not part of the value. */
function unprotect(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** Rows of cells (text, or a number where the spreadsheet held one) to import rows, by header names (case-insensitive). */
function toRows(records: (string | number)[][], firstRow: number): ChartFileRow[] {
  const headerIndex = records.findIndex((record) => record.some((cell) => String(cell).trim() !== ''));
  if (headerIndex < 0) throw fileError('is empty');
  const header = records[headerIndex]!.map((cell) => String(cell).trim().toLowerCase());
  const index = Object.fromEntries(Object.entries(COLUMNS).map(([key, name]) => [key, header.indexOf(name)])) as Record<
    keyof typeof COLUMNS,
    number
  >;
  if (index.lockSet < 0 || index.bitting < 0)
    throw fileError(
      `needs the columns Lock set and Bitting (and Set, and Lock for keyed-different lock sets); its header row has ${header.filter(Boolean).join(', ') || 'no names'}`,
    );
  const text = (record: (string | number)[], column: number) =>
    column < 0 ? '' : unprotect(String(record[column] ?? '').trim());
  return records.slice(headerIndex + 1).flatMap((record, offset) => {
    if (record.every((cell) => String(cell).trim() === '')) return [];
    return [
      {
        row: firstRow + headerIndex + 1 + offset,
        level: text(record, index.level),
        masterKey: text(record, index.masterKey),
        lockSet: text(record, index.lockSet),
        set: text(record, index.set),
        lock: text(record, index.lock),
        bitting: text(record, index.bitting),
        bittingIsNumber: typeof record[index.bitting] === 'number',
      },
    ];
  });
}

/** A cell's value as text, or as the number it holds. */
function cellValue(cell: ExcelJS.Cell): string | number {
  const value = cell.value;
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') return value.result;
  return cell.text ?? '';
}

async function readXlsx(body: Buffer): Promise<ChartFileRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw fileError('is not a readable XLSX workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError('has no worksheet');
  const records: (string | number)[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values: (string | number)[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) values.push(cellValue(row.getCell(column)));
    records[rowNumber - 1] = values;
  });
  return toRows(
    Array.from(records, (record) => record ?? []),
    1,
  );
}

function readCsv(body: Buffer): ChartFileRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw fileError('is neither an XLSX workbook nor UTF-8 CSV text');
  }
  if (text.includes('\u0000')) throw fileError('is neither an XLSX workbook nor UTF-8 CSV text');
  let records: string[][];
  try {
    records = parseCsv(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof CsvProblem) throw fileError(`is not valid CSV: ${error.message}`);
    throw error;
  }
  return toRows(records, 1);
}

/**
 * The rows of an uploaded charting file: an XLSX workbook when the bytes are a ZIP ('PK\x03\x04'),
 * else UTF-8 CSV. Refuses with 400 `file: …` what it cannot read.
 */
export async function readChartFile(body: Buffer): Promise<ChartFileRow[]> {
  if (body.length === 0) throw fileError('is empty');
  const isZip = ZIP_SIGNATURE.every((byte, index) => body[index] === byte);
  return isZip ? readXlsx(body) : readCsv(body);
}
