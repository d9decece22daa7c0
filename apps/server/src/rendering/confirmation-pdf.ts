import PDFDocument from 'pdfkit';
import type { ConfirmationDocument, ConfirmationLine } from './confirmation-model.ts';
import { drawPadlock, padlockHeight } from './padlock-drawing.ts';
import { renderingText, type RenderingText } from './rendering-text.ts';

const PAGE = { left: 40, right: 40, top: 56, bottom: 50 };
const FONT_SIZE = 8;
const ROW_PADDING = 4;
const PADLOCK_WIDTH = 54;
/** Column widths: preview, description, quantity, unit price, amount (532 points: letter less margins). */
const COLUMNS = { preview: 66, text: 256, quantity: 50, unit: 75, amount: 85 };
const HEADERS = ['', 'columnItem', 'columnQuantity', 'columnUnitPrice', 'columnAmount'] as const;

/** The line at the top of every page: which document, for whom, which PO. */
function runningHeader(document: ConfirmationDocument, text: RenderingText): string {
  const customer = document.customer.name
    ? `${document.customer.name} (${document.customer.ccid})`
    : text('customerCcid', { ccid: document.customer.ccid });
  const po = document.poNumber ? text('poReference', { po: document.poNumber }) : text('noPoNumber');
  return [document.title, customer, po].join('  |  ');
}

/**
 * The quote or order confirmation as a PDF (pdfkit, standard fonts: no font files, extractable
 * text, like the charting file): the customer, the references, each lock set with a drawn
 * padlock, its locks and keys, the master and grand master keys, and totals that add up; the
 * customer and PO at the top and 'Page n of m' at the foot of every page. Text wraps, never cut.
 */
export async function toConfirmationPdf(
  confirmation: ConfirmationDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const text = renderingText(confirmation.locale);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: PAGE,
    compress: options.compress ?? true,
    bufferPages: true,
    info: {
      Title: `${confirmation.title} ${confirmation.systemName}`,
      Author: 'Keyplan',
      Subject: text('customerCcid', { ccid: confirmation.customer.ccid }),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - PAGE.left - PAGE.right;
  const bottom = () => pdf.page.height - PAGE.bottom;
  const money = (minor: number | null) =>
    minor === null ? text('notPriced') : text.money(minor, confirmation.currency);
  const x = {
    preview: PAGE.left,
    text: PAGE.left + COLUMNS.preview,
    quantity: PAGE.left + COLUMNS.preview + COLUMNS.text,
    unit: PAGE.left + COLUMNS.preview + COLUMNS.text + COLUMNS.quantity,
    amount: PAGE.left + COLUMNS.preview + COLUMNS.text + COLUMNS.quantity + COLUMNS.unit,
  };

  const rule = (y: number, color = '#BBBBBB') =>
    pdf
      .moveTo(PAGE.left, y)
      .lineTo(PAGE.left + width, y)
      .lineWidth(0.4)
      .strokeColor(color)
      .stroke();

  const tableHeader = (y: number) => {
    pdf.font('Helvetica-Bold').fontSize(FONT_SIZE).fillColor('#000000');
    const cells = [x.preview, x.text, x.quantity, x.unit, x.amount];
    const widths = Object.values(COLUMNS);
    HEADERS.forEach((header, index) =>
      pdf.text(header ? text(header) : '', cells[index]! + 2, y + ROW_PADDING, {
        width: widths[index]! - 4,
        align: index >= 2 ? 'right' : 'left',
      }),
    );
    rule(y + 14, '#000000');
    return y + 16;
  };

  /** A line's description: its title in bold, each detail below it. */
  const textHeight = (line: ConfirmationLine) => {
    pdf.font('Helvetica-Bold').fontSize(FONT_SIZE);
    let height = pdf.heightOfString(line.text[0] ?? '', { width: COLUMNS.text - 4 });
    pdf.font('Helvetica');
    for (const detail of line.text.slice(1)) height += pdf.heightOfString(detail, { width: COLUMNS.text - 4 });
    return height + 2 * ROW_PADDING;
  };

  const drawLine = (line: ConfirmationLine, y: number) => {
    pdf.font('Helvetica-Bold').fontSize(FONT_SIZE).fillColor('#000000');
    pdf.text(line.text[0] ?? '', x.text + 2, y + ROW_PADDING, { width: COLUMNS.text - 4 });
    pdf.font('Helvetica');
    for (const detail of line.text.slice(1)) pdf.text(detail, { width: COLUMNS.text - 4 });
    const numbers: [number, number, string][] = [
      [x.quantity, COLUMNS.quantity, text.number(line.quantity)],
      [x.unit, COLUMNS.unit, money(line.unitPrice)],
      [x.amount, COLUMNS.amount, money(line.amount)],
    ];
    for (const [left, columnWidth, value] of numbers)
      pdf.text(value, left + 2, y + ROW_PADDING, { width: columnWidth - 4, align: 'right', lineBreak: false });
  };

  let y = PAGE.top;
  /** Moves to a new page when `height` does not fit; answers where to draw. */
  const room = (height: number, withHeader: boolean) => {
    if (y + height <= bottom()) return;
    pdf.addPage();
    y = withHeader ? tableHeader(PAGE.top) : PAGE.top;
  };

  // The heading, the customer and the references.
  pdf.font('Helvetica-Bold').fontSize(18).text(confirmation.title, PAGE.left, y, { width });
  pdf.font('Helvetica').fontSize(12).text(confirmation.systemName, { width });
  y = pdf.y + 10;
  const half = width / 2 - 10;
  pdf.font('Helvetica-Bold').fontSize(9).text(text('customer'), PAGE.left, y, { width: half });
  pdf.font('Helvetica').text(confirmation.customer.name ?? text('unknownCustomer'), { width: half });
  pdf.text(`CCID ${confirmation.customer.ccid}`, { width: half });
  for (const part of confirmation.customer.address) pdf.text(part, { width: half });
  const customerBottom = pdf.y;
  pdf.y = y;
  // The facts' labels take 95 points, more for longer ones (French and Spanish), up to 125.
  pdf.font('Helvetica-Bold');
  const labelWidth = Math.max(
    95,
    Math.min(125, Math.max(...confirmation.facts.map(([label]) => pdf.widthOfString(label) + 8))),
  );
  for (const [label, value] of confirmation.facts) {
    const top = pdf.y;
    pdf.font('Helvetica-Bold').text(label, PAGE.left + half + 20, top, { width: labelWidth });
    const labelBottom = pdf.y;
    pdf.font('Helvetica').text(value, PAGE.left + half + 20 + labelWidth, top, { width: half - labelWidth });
    pdf.y = Math.max(pdf.y, labelBottom);
  }
  y = Math.max(customerBottom, pdf.y) + 14;

  y = tableHeader(y);
  for (const block of confirmation.lockSets) {
    const heights = block.lines.map(textHeight);
    const drawingHeight = padlockHeight(PADLOCK_WIDTH) + 8;
    const blockHeight = Math.max(
      drawingHeight,
      heights.reduce((sum, height) => sum + height, 0),
    );
    room(blockHeight, true);
    drawPadlock(pdf, x.preview + 4, y + 4, PADLOCK_WIDTH, block.padlock);
    let lineY = y;
    block.lines.forEach((line, index) => {
      drawLine(line, lineY);
      lineY += heights[index]!;
    });
    y += blockHeight;
    rule(y);
  }
  for (const line of confirmation.keyLines) {
    const height = textHeight(line);
    room(height, true);
    drawLine(line, y);
    y += height;
    rule(y);
  }

  // Totals: the lines above, summed, make the total.
  const totals = confirmation.totals;
  const rows: [string, string][] = totals
    ? [
        [text('totalLocks', { count: text.number(totals.locks) }), money(totals.lockAmount)],
        [text('totalKeys'), money(totals.keyAmount)],
        [text('total'), money(totals.total)],
      ]
    : [[text('total'), text('notPriced')]];
  const notes = confirmation.notes.join('\n');
  const notesHeight = notes ? pdf.font('Helvetica').fontSize(FONT_SIZE).heightOfString(notes, { width }) + 6 : 0;
  room(rows.length * 14 + 10 + notesHeight, false);
  y += 8;
  rows.forEach(([label, value], index) => {
    const isTotal = index === rows.length - 1;
    pdf.font(isTotal ? 'Helvetica-Bold' : 'Helvetica').fontSize(isTotal ? 10 : 9);
    pdf.text(label, x.unit - 80, y, { width: COLUMNS.unit + 78, align: 'right', lineBreak: false });
    pdf.text(value, x.amount + 2, y, { width: COLUMNS.amount - 4, align: 'right', lineBreak: false });
    y += 14;
  });
  if (notes) {
    pdf
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text(notes, PAGE.left, y + 4, { width });
  }

  // Every page: the document, customer and PO at the top, the page number at the foot.
  const { start, count } = pdf.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    pdf.switchToPage(page);
    const margins = pdf.page.margins;
    // Writing in the margins would start a new page: lift them while the header and footer are written.
    pdf.page.margins = { ...margins, top: 0, bottom: 0 };
    pdf.font('Helvetica').fontSize(FONT_SIZE).fillColor('#333333');
    // Long names wrap onto a second line, which the top margin leaves room for.
    pdf.text(runningHeader(confirmation, text), PAGE.left, 18, { width });
    pdf.text(text('pageOf', { page: page - start + 1, count }), PAGE.left, pdf.page.height - 32, {
      width,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins = margins;
  }
  pdf.end();
  return finished;
}
