import type { Readable } from 'node:stream';
import type { DisplayLocale, KeyChart } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { findCustomer } from '../customers/customer.repository.ts';
import { findOrderRow } from '../lock-trees/order.repository.ts';
import { createChartImportService, type ChartImportCaller } from './chart-import.service.ts';
import { readChartFile } from './chart-file-reader.ts';
import { type ChartFileFormat } from '../rendering/chart-file-render.ts';
import { streamChartFileInWorker } from '../rendering/chart-file-worker.ts';
import { chartFileName } from '../rendering/chart-rows.ts';
import { documentLanguage } from '../rendering/rendering-text.ts';
import { loadInstalledChart } from './installed-chart.ts';
import { createChartingService, type ChartOptions } from './charting.service.ts';

export type { ChartFileFormat };

export const CHART_FILE_TYPES: Record<ChartFileFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** A charting file ready to send. */
export interface ChartFile {
  fileName: string;
  contentType: string;
  /** The file's bytes as the worker writes them; holds a pool place until it ends or is destroyed. */
  body: Readable;
  /** The PDF's language (the CSV and XLSX files are always in English): its Content-Language. */
  language?: DisplayLocale;
}

/** The key chart without the fields only the files use. */
function chartOnly({
  systemName: _systemName,
  ccid: _ccid,
  ...chart
}: KeyChart & { systemName: string; ccid: string }): KeyChart {
  return chart;
}

/** Charting, the key chart, its files and imports, bound to a database (what the routes call). */
export function createKeyChartService(db: Db) {
  return {
    /** Issue 6 calls this at submission, too. */
    chartSystem: (orderLockSystemId: string, actor: string, options: ChartOptions = {}) =>
      createChartingService(db).chartSystem(orderLockSystemId, actor, options),

    keyChart: async (orderLockSystemId: string, includeBittings: boolean): Promise<KeyChart> =>
      chartOnly(await createChartingService(db).loadKeyChart(orderLockSystemId, includeBittings)),

    async chartingFile(
      orderLockSystemId: string,
      format: ChartFileFormat,
      includeBittings: boolean,
      /** The PDF's language when asked for; else the customer's. */
      language?: DisplayLocale,
    ): Promise<ChartFile> {
      // The file of a system that built an installed one shows every order that built it; loaded
      // once the file pool gives the request a place (decision 0057), and written in a worker
      // thread: a 10,000-lock chart's file no longer holds other requests (issue 32). The file
      // streams out as it is written, never held whole (issue 44).
      let chart: Awaited<ReturnType<typeof loadInstalledChart>>['chart'] | undefined;
      let locale: DisplayLocale | undefined;
      const body = await streamChartFileInWorker(async () => {
        const installed = await loadInstalledChart(db, orderLockSystemId, includeBittings);
        chart = installed.chart;
        const title = chart.systemName.trim() || chart.orderID;
        const customer = await findCustomer(db, chart.ccid);
        locale = format === 'pdf' ? documentLanguage(language, customer?.language) : undefined;
        return {
          format,
          chart: chartOnly(chart),
          includeBittings,
          title: `Key chart ${title}`,
          locale,
          pdfTitle: {
            systemName: title,
            ccid: chart.ccid,
            customerName: customer?.name,
            poNumber: (await findOrderRow(db, chart.orderID))?.order_po_number || undefined,
            bucketType: chart.bucketType,
            date: new Date(),
            orders: installed.orders.map((order) => order.label),
          },
        };
      });
      if (!chart) {
        body.destroy();
        throw new Error('the chart was not loaded');
      }
      return {
        fileName: chartFileName(chart.systemName, chart.orderID, format),
        contentType: CHART_FILE_TYPES[format],
        body,
        ...(locale ? { language: locale } : {}),
      };
    },

    async importChartingFile(
      orderLockSystemId: string,
      file: Buffer,
      expectedVersion: number,
      caller: ChartImportCaller,
    ) {
      return createChartImportService(db).importChart(
        orderLockSystemId,
        await readChartFile(file),
        expectedVersion,
        caller,
      );
    },
  };
}

export type KeyChartService = ReturnType<typeof createKeyChartService>;
