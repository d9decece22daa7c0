import type { Writable } from 'node:stream';
import { bodyOf, collect, flushed, headerOf, paceRow } from './chart-file-stream.ts';
import type { ChartCell } from './chart-rows.ts';

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
 * cells as text. Written with exceljs's streaming writer into `out`, row by row as the rows are
 * read, each committed (zipped and passed on) at once, waiting while `out` is full and yielding now
 * and then: a chart of 10,000 locks blocked the server for over half a second when built in
 * memory. Resolves once `out` has taken the whole file (exceljs ends it).
 */
export async function writeXlsx(rows: Iterable<readonly ChartCell[]>, title: string, out: Writable): Promise<void> {
  // Loaded when a workbook is written (issue 44): a file's worker thread that writes CSV or PDF
  // no longer spends half a second loading exceljs as it starts.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Keyplan';
  workbook.title = title;
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Key chart', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headerOf(rows).map((name) => ({ header: String(name), width: WIDTHS[String(name)] ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  // One unstyled style object per cell type, shared by the body's cells (issue 44): exceljs gives
  // each cell an empty style of its own, then renders and looks each one up again by its XML (half
  // a big workbook's time); it remembers a style (per type) by its object. The same style ids.
  const unstyled = new Map<number, object>();
  const shareStyle = (cell: { type: number; style: object }) => {
    if (Object.keys(cell.style).length > 0) return;
    let style = unstyled.get(cell.type);
    if (!style) unstyled.set(cell.type, (style = {}));
    cell.style = style;
  };
  let index = 0;
  for (const row of bodyOf(rows)) {
    await paceRow(index, out);
    index += 1;
    const added = sheet.addRow(row.map((cell) => (cell === '' ? null : cell)));
    added.eachCell({ includeEmpty: true }, shareStyle);
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
  await flushed(out);
}

/** The whole workbook of {@link writeXlsx} in one Buffer (tests). */
export const toXlsx = (rows: readonly ChartCell[][], title: string): Promise<Buffer> =>
  collect((out) => writeXlsx(rows, title, out));
