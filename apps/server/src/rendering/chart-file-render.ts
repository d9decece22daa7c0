import type { Writable } from 'node:stream';
import type { DisplayLocale, KeyChart } from '@keyplan/domain';
import { writeCsv } from './chart-csv.ts';
import { collect } from './chart-file-stream.ts';
import { writePdf, type PdfTitle } from './chart-pdf.ts';
import { chartPdfWords } from './chart-pdf-words.ts';
import { chartColumnsOf, chartRowsOf } from './chart-rows.ts';
import { writeXlsx } from './chart-xlsx.ts';
import { renderingText } from './rendering-text.ts';

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
  /** The PDF's language (en-US when not given); the CSV and XLSX files are always in English (FILE_WORDS). */
  locale?: DisplayLocale;
}

/**
 * Writes a charting file into `out` as CSV, XLSX or PDF, its rows made from the chart as they are
 * written, and ends it (run in a worker thread by chart-file-worker.ts, `out` sending the chunks on).
 */
export async function writeChartFile(job: ChartFileJob, out: Writable): Promise<void> {
  if (job.format === 'csv') return writeCsv(chartRowsOf(job.chart, job.includeBittings), out);
  if (job.format === 'xlsx') return writeXlsx(chartRowsOf(job.chart, job.includeBittings), job.title, out);
  const text = renderingText(job.locale ?? 'en-US');
  return writePdf(chartRowsOf(job.chart, job.includeBittings, chartPdfWords(text)), job.pdfTitle, out, {
    text,
    columns: chartColumnsOf(job.chart, job.includeBittings),
  });
}

/** A charting file in one Buffer (tests): {@link writeChartFile}. */
export const renderChartFile = (job: ChartFileJob): Promise<Buffer> => collect((out) => writeChartFile(job, out));
