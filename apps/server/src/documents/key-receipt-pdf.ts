import PDFDocument from 'pdfkit';
import type { DisplayLocale, KeyRegister, KeyRegisterChange } from '@keyplan/domain';
import { documentDay } from '../rendering/rendering-text.ts';
import { documentsText, type DocumentsText } from './documents-text.ts';
import { copyStateText, lockoutKeyText } from './key-register-words.ts';

const PAGE = { left: 50, right: 50, top: 56, bottom: 56 };
const KEY_TEXT = { grandMaster: 'keyGrandMaster', master: 'keyMaster', change: 'keyChange' } as const;

export interface KeyDocumentCustomer {
  ccid: string;
  name: string;
}

/** A PDF of standard fonts (extractable text, like the confirmation), with 'Page n of m' at every foot. */
async function render(title: string, text: DocumentsText, draw: (pdf: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: PAGE,
    bufferPages: true,
    info: { Title: title, Author: 'Keyplan' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  const { start, count } = pdf.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    pdf.switchToPage(page);
    // Writing in the margins would start a new page: lift them while the footer is written.
    pdf.page.margins = { ...pdf.page.margins, top: 0, bottom: 0 };
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(text('pageFooter', { title, page: page - start + 1, count }), PAGE.left, pdf.page.height - 36, {
        width: pdf.page.width - PAGE.left - PAGE.right,
        align: 'center',
        lineBreak: false,
      });
  }
  pdf.end();
  return finished;
}

const customerLine = (customer: KeyDocumentCustomer, text: DocumentsText) =>
  customer.name ? `${customer.name} (${customer.ccid})` : text('customerCcid', { ccid: customer.ccid });

/** A labelled line: the label (its colon included, as each language writes it) in bold, then the value. */
function field(pdf: PDFKit.PDFDocument, label: string, value: string) {
  pdf.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(`${label} `, { continued: true });
  pdf.font('Helvetica').text(value);
}

function signatureLine(pdf: PDFKit.PDFDocument, label: string, x: number, y: number, width: number) {
  pdf
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor('#000000')
    .stroke();
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#000000')
    .text(label, x, y + 4, { width });
}

/**
 * The receipt of one hand-out (issue 28): the customer, the system, the key (symbol, blind code,
 * copy number), its holder and the date, the customer's key policy when set, and lines for the
 * holder's and the issuer's signatures. Blind codes only, never bittings. In `locale`: the
 * customer's language, or the one asked for.
 */
export function toKeyReceiptPdf(
  register: KeyRegister,
  customer: KeyDocumentCustomer,
  handOut: KeyRegisterChange,
  locale: DisplayLocale = 'en-US',
): Promise<Buffer> {
  const text = documentsText(locale);
  const key = register.keys.find((entry) => entry.keySymbol === handOut.keySymbol)!;
  const holder = handOut.after.holder!;
  const title = text('keyReceiptOf', { key: handOut.keySymbol, copy: handOut.copyNumber });
  return render(title, text, (pdf) => {
    const width = pdf.page.width - PAGE.left - PAGE.right;
    pdf.font('Helvetica-Bold').fontSize(18).text(text('keyReceipt'));
    pdf.moveDown(0.5);
    field(pdf, text('fieldCustomer'), customerLine(customer, text));
    field(pdf, text('fieldLockSystem'), register.systemName);
    pdf.moveDown(0.5);
    field(pdf, text('fieldKey'), text(KEY_TEXT[key.kind], { symbol: key.keySymbol, name: key.name }));
    field(pdf, text('fieldBlindCode'), key.blindCode);
    field(pdf, text('fieldCopyNumber'), text('copyOf', { copy: handOut.copyNumber, count: key.copies.length }));
    // A lockout/tagout key (decision 0035): whose it is, and the supervisor's procedure for a master key.
    if (key.lockout) {
      pdf.font('Helvetica-Bold').fontSize(10).text(lockoutKeyText(key.lockout, text));
      if (key.lockout.heldBy === 'supervisor') pdf.font('Helvetica').text(text('lockoutSupervisorKeyNote'), { width });
    }
    pdf.moveDown(0.5);
    field(pdf, text('fieldHolder'), holder.name);
    field(pdf, text('fieldDepartment'), holder.department);
    if (holder.employeeId) field(pdf, text('fieldEmployeeId'), holder.employeeId);
    field(pdf, text('fieldDateIssued'), documentDay(text, handOut.after.issuedOn ?? handOut.at));
    field(pdf, text('fieldRecordedBy'), handOut.actor);
    if (handOut.note) field(pdf, text('fieldNote'), handOut.note);
    pdf.moveDown();
    if (register.keyPolicy) {
      pdf.font('Helvetica-Bold').fontSize(11).text(text('keyPolicy'));
      pdf.font('Helvetica').fontSize(10).text(register.keyPolicy, { width });
      pdf.moveDown();
    }
    pdf.font('Helvetica').fontSize(10).text(text('acknowledgement'), { width });
    const y = Math.max(pdf.y + 60, 0);
    const half = (width - 30) / 2;
    signatureLine(pdf, text('signatureHolder', { name: holder.name }), PAGE.left, y, half);
    signatureLine(pdf, text('signatureIssuedBy'), PAGE.left + half + 30, y, half);
    signatureLine(pdf, text('signatureDate'), PAGE.left, y + 50, half);
  });
}

/**
 * The sign-out sheet of the whole register (issue 28): every copy of every key with its state and
 * holder (a returned copy: when, and who held it last), and a blank signature column to sign each
 * hand-out on paper. In `locale`: the customer's language, or the one asked for.
 */
export function toSignOutSheetPdf(
  register: KeyRegister,
  customer: KeyDocumentCustomer,
  locale: DisplayLocale = 'en-US',
): Promise<Buffer> {
  const text = documentsText(locale);
  return render(text('signOutSheetOf', { system: register.systemName }), text, (pdf) => {
    const width = pdf.page.width - PAGE.left - PAGE.right;
    const columns = [
      { label: text('columnKey'), width: 50 },
      { label: text('columnCopy'), width: 34 },
      { label: text('columnBlindCode'), width: 70 },
      { label: text('columnState'), width: 70 },
      { label: text('columnHolder'), width: 150 },
      { label: text('columnIssued'), width: 62 },
      { label: text('columnSignature'), width: width - 436 },
    ];
    pdf.font('Helvetica-Bold').fontSize(18).text(text('signOutSheet'));
    pdf.moveDown(0.3);
    field(pdf, text('fieldCustomer'), customerLine(customer, text));
    field(pdf, text('fieldLockSystem'), register.systemName);
    field(pdf, text('fieldKeys'), text('keyCounts', { ...register.counts }));
    pdf.moveDown();
    const header = (y: number) => {
      let x = PAGE.left;
      pdf.font('Helvetica-Bold').fontSize(9);
      // A heading that wraps (a long word in a narrow column) pushes the rule down below it.
      const height = Math.max(
        ...columns.map((column) => pdf.heightOfString(column.label, { width: column.width - 4 })),
      );
      for (const column of columns) {
        pdf.text(column.label, x + 2, y, { width: column.width - 4 });
        x += column.width;
      }
      const rule = y + Math.max(13, height + 2);
      pdf
        .moveTo(PAGE.left, rule)
        .lineTo(PAGE.left + width, rule)
        .lineWidth(0.6)
        .stroke();
      return rule + 4;
    };
    let y = header(pdf.y);
    for (const key of register.keys)
      for (const copy of key.copies) {
        const holder = copy.holder
          ? `${copy.holder.name}, ${copy.holder.department}${copy.holder.employeeId ? ` (${copy.holder.employeeId})` : ''}`
          : '';
        // A lockout/tagout key says whose it is, handed out or not, so the right worker signs for it;
        // a copy back from its holder says who held it last.
        const returned = copy.state === 'notHandedOut' && copy.returnedOn && holder;
        const holderCell = [
          copy.state === 'handedOut' ? holder : returned ? text('lastHeldBy', { holder }) : '',
          key.lockout ? lockoutKeyText(key.lockout, text) : '',
        ]
          .filter(Boolean)
          .join('\n');
        const cells = [
          key.keySymbol,
          String(copy.copyNumber),
          key.blindCode,
          copyStateText(copy, text),
          holderCell,
          copy.state === 'handedOut' && copy.issuedOn ? documentDay(text, copy.issuedOn) : '',
          '',
        ];
        pdf.font('Helvetica').fontSize(9);
        const height = Math.max(
          22,
          ...cells.map((cell, index) => pdf.heightOfString(cell, { width: columns[index]!.width - 4 }) + 8),
        );
        if (y + height > pdf.page.height - PAGE.bottom - 20) {
          pdf.addPage();
          y = header(PAGE.top);
          pdf.font('Helvetica').fontSize(9);
        }
        let x = PAGE.left;
        cells.forEach((cell, index) => {
          pdf.text(cell, x + 2, y + 4, { width: columns[index]!.width - 4 });
          x += columns[index]!.width;
        });
        pdf
          .moveTo(PAGE.left, y + height)
          .lineTo(PAGE.left + width, y + height)
          .lineWidth(0.3)
          .strokeColor('#999999')
          .stroke()
          .strokeColor('#000000');
        y += height;
      }
  });
}
