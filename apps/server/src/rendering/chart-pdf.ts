import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { bodyOf, collect, flushed, headerOf, paceRow } from './chart-file-stream.ts';
import { addOperators, currentMetrics, oneLineText, strokedLine, type TextMetrics } from './chart-pdf-text.ts';
import { columnWidths } from './chart-pdf-words.ts';
import { yieldBetweenRows, type ChartCell } from './chart-rows.ts';
import { documentDay, renderingText, type RenderingText } from './rendering-text.ts';

export interface PdfTitle {
  systemName: string;
  ccid: string;
  /** The customer's name, when known. */
  customerName?: string;
  /** The order's PO number, when it has one. */
  poNumber?: string;
  bucketType: string;
  date: Date;
  /** The orders that built the installed system, when more than this one did (reorders). */
  orders?: string[];
}

const MARGIN = 36;
const FONT_SIZE = 7;
const ROW_HEIGHT = 11;
/** Texts whose measure is remembered at once (a few MB at most). */
const MEASURED_TEXTS = 20_000;
/** Space above and below a cell's text. */
const CELL_PADDING = 2;
/** Relative column widths, by column (its name in the CSV file). */
const WEIGHTS: Record<string, number> = {
  Level: 7,
  'Key symbol': 6,
  'Blind code': 7,
  'Master key': 11,
  'Lock set': 11,
  Set: 4,
  Lock: 4,
  Keys: 4,
  Front: 11,
  Back: 11,
  Left: 8,
  Right: 8,
  'Key text': 8,
  Bitting: 6,
  Pinning: 13,
  'Lockout/tagout': 16,
};

/** The line under the title: customer, PO number, bucket and date, each when known. */
function pdfSubtitle(title: PdfTitle, text: RenderingText): string {
  return [
    title.customerName
      ? text('customerNamed', { name: title.customerName, ccid: title.ccid })
      : text('customerCcid', { ccid: title.ccid }),
    title.poNumber ? text('poReference', { po: title.poNumber }) : null,
    text('chartBucket', { bucket: title.bucketType }),
    documentDay(text, title.date),
    title.orders && title.orders.length > 1 ? text('chartOrders', { orders: title.orders.join(', ') }) : null,
  ]
    .filter(Boolean)
    .join('    ');
}

/** What pdfkit's standard fonts compute for a text: glyph codes and kerned advances (pure for a font). */
interface EncodingFont {
  encode(text: string, features?: unknown): [string[], object[]];
  widthOfString(text: string, size: number, features?: unknown): number;
}
const remembering = new WeakSet<object>();

/**
 * Remembers a standard font's encodings and widths by text (a big chart draws the same levels, lock
 * set names and engraving thousands of times; kerning them again was a third of the PDF's time).
 * The font's own results, unchanged: pdfkit does not alter them without word spacing, which the
 * chart never uses.
 */
function rememberEncodings(document: PDFKit.PDFDocument): void {
  const font = (document as unknown as { _font?: EncodingFont })._font;
  if (!font || remembering.has(font)) return;
  remembering.add(font);
  const encode = font.encode.bind(font);
  const widthOfString = font.widthOfString.bind(font);
  const encodings = new Map<string, [string[], object[]]>();
  const widths = new Map<string, number>();
  font.encode = (text, features) => {
    if (features !== undefined) return encode(text, features);
    let found = encodings.get(text);
    if (!found) {
      if (encodings.size >= MEASURED_TEXTS) encodings.clear();
      encodings.set(text, (found = encode(text)));
    }
    return found;
  };
  font.widthOfString = (text, size, features) => {
    if (features !== undefined) return widthOfString(text, size, features);
    const key = `${size}\u0000${text}`;
    let found = widths.get(key);
    if (found === undefined) {
      if (widths.size >= MEASURED_TEXTS) widths.clear();
      widths.set(key, (found = widthOfString(text, size)));
    }
    return found;
  };
}

/**
 * The charting file as a PDF (pdfkit, standard Helvetica: no font files, extractable text): a
 * title with the system name, customer, PO number and date, then the rows as a table over as many
 * landscape pages as it takes, the header repeated on each and 'Page n of m' at the foot. Cells
 * wrap instead of being cut: every pinning chamber and engraving line is there in full.
 * `compress: false` keeps the streams readable (tests). Written in `text`'s language (en-US when
 * not given); `columns` names the rows' columns as the CSV file does, when the header is translated.
 *
 * Streamed into `out` page by page (issue 44): pdfkit writes each page out when the next one
 * starts, so what is held at once is about a page, whatever the lock count. 'of m' needs the page
 * count before the first page goes: a first pass lays the rows out without drawing them, counting
 * pages only (the rows are read twice, not kept). Waits while `out` is full; ends it.
 */
export async function writePdf(
  rows: Iterable<readonly ChartCell[]>,
  title: PdfTitle,
  out: Writable,
  options: { compress?: boolean; text?: RenderingText; columns?: readonly string[] } = {},
): Promise<void> {
  const text = options.text ?? renderingText('en-US');
  const document = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: text('chartDocumentTitle', { system: title.systemName }),
      Author: 'Keyplan',
      Subject: text('customerCcid', { ccid: title.ccid }),
    },
  });
  // Handed on as pdfkit makes it: the document's own buffer never holds what `out` could take.
  document.on('data', (chunk: Buffer) => out.write(chunk));
  document.on('end', () => out.end());
  const failed = new Promise<never>((_resolve, reject) => document.on('error', reject));

  const header = headerOf(rows);
  const body = bodyOf(rows);
  const width = document.page.width - 2 * MARGIN;
  const weights = (options.columns ?? header.map(String)).map((name) => WEIGHTS[name] ?? 8);
  document.font('Helvetica-Bold').fontSize(FONT_SIZE);
  const needs = header.map((name) =>
    Math.max(
      0,
      ...String(name)
        .split(/\s+/)
        .map((word) => document.widthOfString(word) + 4),
    ),
  );
  const widths = columnWidths(weights, needs, width);
  const bottom = document.page.height - MARGIN;

  const cellText = (cell: ChartCell) => String(cell);
  /**
   * How a cell's text sits in its column: whether it fits on one line (drawn then without pdfkit's
   * line wrapper), and its wrapped height. One line is told from the text's width (cached per
   * character); a wrapped text's height is remembered by column and text.
   */
  const wrapped = new Map<string, number>();
  /** The height of one line in the current font, as `heightOfString` counts it. */
  const lineHeights = new Map<boolean, number>();
  const measure = (text: string, index: number, bold: boolean, metrics: TextMetrics | undefined) => {
    const cellWidth = (widths[index] ?? 0) - 3;
    const oneLine =
      !text.includes('\n') && (metrics ? metrics.width(text, FONT_SIZE) : document.widthOfString(text)) <= cellWidth;
    if (oneLine) {
      let lineHeight = lineHeights.get(bold);
      if (lineHeight === undefined)
        lineHeights.set(bold, (lineHeight = document.heightOfString('X', { width: cellWidth })));
      return { height: lineHeight, oneLine };
    }
    const key = `${bold ? 'b' : 'r'}${index}\u0000${text}`;
    let height = wrapped.get(key);
    if (height === undefined) {
      height = document.heightOfString(text, { width: cellWidth });
      if (wrapped.size >= MEASURED_TEXTS) wrapped.clear();
      wrapped.set(key, height);
    }
    return { height, oneLine };
  };
  /** Sets the row's font: answers its cached metrics (a standard font's) for measuring and one-line text. */
  const rowFont = (bold: boolean) => {
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    rememberEncodings(document);
    return currentMetrics(document);
  };
  /** A row's height: its tallest cell, wrapped to its column. */
  const heightOf = (cells: readonly ChartCell[], bold: boolean) => {
    const metrics = rowFont(bold);
    let tallest = 0;
    cells.forEach((cell, index) => {
      const text = cellText(cell);
      if (text !== '') tallest = Math.max(tallest, measure(text, index, bold, metrics).height);
    });
    return Math.max(ROW_HEIGHT, tallest + 2 * CELL_PADDING);
  };

  /** Draws a row: one-line cells as operators gathered into one chunk, wrapped ones through pdfkit's wrapper. */
  const drawRow = (cells: readonly ChartCell[], y: number, height: number, bold: boolean) => {
    const metrics = rowFont(bold);
    let operators = '';
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      const text = cellText(cell);
      if (text !== '') {
        if (!measure(text, index, bold, metrics).oneLine) {
          addOperators(document, operators);
          operators = '';
          document.text(text, x + 1.5, y + CELL_PADDING, { width: cellWidth - 3 });
        } else if (metrics) operators += oneLineText(document, metrics, text, x + 1.5, y + CELL_PADDING);
        else document.text(text, x + 1.5, y + CELL_PADDING, { lineBreak: false });
      }
      x += cellWidth;
    });
    operators += strokedLine(MARGIN, MARGIN + width, y + height, 0.3, bold ? '#000000' : '#bbbbbb');
    addOperators(document, operators);
  };

  /**
   * Lays the body out below `top`, the header first and again at the top of each new page; with
   * `draw`, draws each row and calls `pageEnds` before a new page starts (else only counts pages).
   */
  /** Each body row's height, from the counting pass (a number a row), so the drawing pass measures nothing. */
  const heights: number[] = [];
  const layOut = async (top: number, headerHeight: number, draw?: { pageEnds: () => void }) => {
    let pages = 1;
    if (draw) drawRow(header, top, headerHeight, true);
    let y = top + headerHeight;
    let index = 0;
    for (const row of body) {
      await (draw ? paceRow(index, out) : yieldBetweenRows(index));
      const height = draw ? heights[index]! : heightOf(row, false);
      if (!draw) heights.push(height);
      index += 1;
      if (y + height > bottom) {
        pages += 1;
        if (draw) {
          draw.pageEnds();
          document.addPage();
          drawRow(header, MARGIN, headerHeight, true);
        }
        y = MARGIN + headerHeight;
      }
      if (draw) drawRow(row, y, height, false);
      y += height;
    }
    return pages;
  };

  document
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(text('chartTitle', { system: title.systemName }), MARGIN, MARGIN);
  document.font('Helvetica').fontSize(9).text(pdfSubtitle(title, text));
  const headerHeight = heightOf(header, true);
  const top = document.y + 8;
  const pages = await layOut(top, headerHeight);
  let page = 1;
  const footer = () => {
    // Writing below the bottom margin would start a new page: lift the margin for the footer.
    const margins = document.page.margins;
    document.page.margins = { ...margins, bottom: 0 };
    document
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text(text('pageOf', { page, count: pages }), MARGIN, document.page.height - MARGIN / 2 - FONT_SIZE, {
        width,
        align: 'right',
        lineBreak: false,
      });
    document.page.margins = margins;
    page += 1;
  };
  await layOut(top, headerHeight, { pageEnds: footer });
  footer();
  document.end();
  await Promise.race([flushed(out), failed]);
}

/** The whole PDF of {@link writePdf} in one Buffer (tests). */
export const toPdf = (
  rows: Iterable<readonly ChartCell[]>,
  title: PdfTitle,
  options: { compress?: boolean; text?: RenderingText; columns?: readonly string[] } = {},
): Promise<Buffer> => collect((out) => writePdf(rows, title, out, options));
