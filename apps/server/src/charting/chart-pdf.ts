import PDFDocument from 'pdfkit';
import { yieldBetweenRows, type ChartCell } from './chart-rows.ts';

export interface PdfTitle {
  systemName: string;
  ccid: string;
  bucketType: string;
  date: Date;
}

const MARGIN = 36;
const FONT_SIZE = 7;
const ROW_HEIGHT = 11;
/** Relative column widths, by header. */
const WEIGHTS: Record<string, number> = {
  Level: 7,
  'Key symbol': 6,
  'Blind code': 7,
  'Master key': 11,
  'Lock set': 11,
  Set: 3,
  Lock: 3,
  Keys: 3,
  Front: 11,
  Back: 11,
  Left: 8,
  Right: 8,
  'Key text': 8,
  Bitting: 6,
  Pinning: 13,
};

/**
 * The charting file as a PDF (pdfkit, standard Helvetica: no font files, extractable text): a
 * title with the system name, customer and date, then the rows as a table over as many landscape
 * pages as it takes, the header repeated on each. `compress: false` keeps the streams readable (tests).
 */
export async function toPdf(
  rows: readonly ChartCell[][],
  title: PdfTitle,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `Key chart ${title.systemName}`, Author: 'Keyplan', Subject: `Customer ${title.ccid}` },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const [header = [], ...body] = rows;
  const width = document.page.width - 2 * MARGIN;
  const weights = header.map((name) => WEIGHTS[String(name)] ?? 8);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => (weight / total) * width);
  const bottom = () => document.page.height - MARGIN;

  const drawRow = (cells: readonly ChartCell[], y: number, bold: boolean) => {
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      document.text(String(cell), x + 1.5, y + 2, {
        width: cellWidth - 3,
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
      });
      x += cellWidth;
    });
    document
      .moveTo(MARGIN, y + ROW_HEIGHT)
      .lineTo(MARGIN + width, y + ROW_HEIGHT)
      .lineWidth(0.3)
      .strokeColor(bold ? '#000000' : '#bbbbbb')
      .stroke();
  };

  document.font('Helvetica-Bold').fontSize(14).text(`Key chart: ${title.systemName}`, MARGIN, MARGIN);
  document
    .font('Helvetica')
    .fontSize(9)
    .text(`Customer ${title.ccid}    Key code bucket ${title.bucketType}    ${title.date.toISOString().slice(0, 10)}`);
  let y = document.y + 8;
  drawRow(header, y, true);
  y += ROW_HEIGHT;
  for (const [index, row] of body.entries()) {
    await yieldBetweenRows(index);
    if (y + ROW_HEIGHT > bottom()) {
      document.addPage();
      y = MARGIN;
      drawRow(header, y, true);
      y += ROW_HEIGHT;
    }
    drawRow(row, y, false);
    y += ROW_HEIGHT;
  }
  document.end();
  return finished;
}
