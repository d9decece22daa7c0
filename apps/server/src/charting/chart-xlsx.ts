import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { yieldBetweenRows, type ChartCell } from './chart-rows.ts';

const WIDTHS: Record<string, number> = {
  Level: 13,
  'Key symbol': 11,
  'Blind code': 12,
  'Master key': 22,
  'Lock set': 22,
  Set: 6,
  Lock: 6,
  Keys: 6,
  Key: 16,
  Bitting: 10,
  Pinning: 28,
};

/**
 * The charting file as an XLSX workbook: one sheet, a bold frozen header row, sized columns, text
 * cells as text. Written with exceljs's streaming writer, row by row, yielding now and then: a
 * chart of 10,000 locks blocked the server for over half a second when built in memory.
 */
export async function toXlsx(rows: readonly ChartCell[][], title: string): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Keyplan';
  workbook.title = title;
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Key chart', { views: [{ state: 'frozen', ySplit: 1 }] });
  const [header = [], ...body] = rows;
  sheet.columns = header.map((name) => ({ header: String(name), width: WIDTHS[String(name)] ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const [index, row] of body.entries()) {
    await yieldBetweenRows(index);
    sheet.addRow(row.map((cell) => (cell === '' ? null : cell))).commit();
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
