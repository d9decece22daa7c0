import type { KeyChart } from '@keyplan/domain';
import { toCsv } from './chart-csv.ts';
import { toPdf, type PdfTitle } from './chart-pdf.ts';
import { chartRows } from './chart-rows.ts';
import { toXlsx } from './chart-xlsx.ts';

export type ChartFileFormat = 'xlsx' | 'csv' | 'pdf';

/** What a charting file is written from: the chart, whether it shows bittings, and its titles. */
export interface ChartFileJob {
  format: ChartFileFormat;
  chart: KeyChart;
  includeBittings: boolean;
  /** The XLSX workbook's title. */
  title: string;
  /** The PDF's title block. */
  pdfTitle: PdfTitle;
}

/** Writes a charting file: its rows, then CSV, XLSX or PDF (run in a worker thread by chart-file-worker.ts). */
export async function renderChartFile(job: ChartFileJob): Promise<Buffer> {
  const rows = chartRows(job.chart, job.includeBittings);
  if (job.format === 'csv') return toCsv(rows);
  if (job.format === 'xlsx') return toXlsx(rows, job.title);
  return toPdf(rows, job.pdfTitle);
}
