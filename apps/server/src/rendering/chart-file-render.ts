import type { Writable } from 'node:stream';
import type { KeyChart } from '@keyplan/domain';
import { writeCsv } from './chart-csv.ts';
import { collect } from './chart-file-stream.ts';
import { writePdf, type PdfTitle } from './chart-pdf.ts';
import { chartRowsOf } from './chart-rows.ts';
import { writeXlsx } from './chart-xlsx.ts';

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

/**
 * Writes a charting file into `out` as CSV, XLSX or PDF, its rows made from the chart as they are
 * written, and ends it (run in a worker thread by chart-file-worker.ts, `out` sending the chunks on).
 */
export async function writeChartFile(job: ChartFileJob, out: Writable): Promise<void> {
  const rows = chartRowsOf(job.chart, job.includeBittings);
  if (job.format === 'csv') return writeCsv(rows, out);
  if (job.format === 'xlsx') return writeXlsx(rows, job.title, out);
  return writePdf(rows, job.pdfTitle, out);
}

/** A charting file in one Buffer (tests): {@link writeChartFile}. */
export const renderChartFile = (job: ChartFileJob): Promise<Buffer> => collect((out) => writeChartFile(job, out));
