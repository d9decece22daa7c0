import ExcelJS from 'exceljs';
import type { ChartCell } from './chart-rows.ts';

const WIDTHS: Record<string, number> = { Level: 13, 'Key symbol': 11, 'Blind code': 12, 'Master key': 22, 'Lock set': 22, Set: 6, Lock: 6, Keys: 6, Key: 16, Bitting: 10, Pinning: 28 };

/** The charting file as an XLSX workbook: one sheet, a bold frozen header row, sized columns, text cells as text. */
export async function toXlsx(rows: readonly ChartCell[][], title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Keyplan';
  workbook.title = title;
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Key chart', { views: [{ state: 'frozen', ySplit: 1 }] });
  const [header = [], ...body] = rows;
  sheet.columns = header.map((name) => ({ header: String(name), width: WIDTHS[String(name)] ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(body.map((row) => row.map((cell) => (cell === '' ? null : cell))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
