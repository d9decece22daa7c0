import PDFDocument from 'pdfkit';
import {
  describeKeyCopy,
  describeLockoutKey,
  KEY_COPY_STATE_LABELS,
  LOCKOUT_SUPERVISOR_KEY_NOTE,
  type KeyRegister,
  type KeyRegisterChange,
} from '@keyplan/domain';

const PAGE = { left: 50, right: 50, top: 56, bottom: 56 };
const KIND_LABELS = { grandMaster: 'Grand master key', master: 'Master key', change: 'Change key' } as const;

export interface KeyDocumentCustomer {
  ccid: string;
  name: string;
}

/** A PDF of standard fonts (extractable text, like the confirmation), with 'Page n of m' at every foot. */
async function render(title: string, draw: (pdf: PDFKit.PDFDocument) => void): Promise<Buffer> {
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
      .text(`${title}  |  Page ${page - start + 1} of ${count}`, PAGE.left, pdf.page.height - 36, {
        width: pdf.page.width - PAGE.left - PAGE.right,
        align: 'center',
        lineBreak: false,
      });
  }
  pdf.end();
  return finished;
}

const customerLine = (customer: KeyDocumentCustomer) =>
  customer.name ? `${customer.name} (${customer.ccid})` : `Customer ${customer.ccid}`;

function field(pdf: PDFKit.PDFDocument, label: string, value: string) {
  pdf.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(`${label}: `, { continued: true });
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
 * holder's and the issuer's signatures. Blind codes only, never bittings.
 */
export function toKeyReceiptPdf(
  register: KeyRegister,
  customer: KeyDocumentCustomer,
  handOut: KeyRegisterChange,
): Promise<Buffer> {
  const key = register.keys.find((entry) => entry.keySymbol === handOut.keySymbol)!;
  const holder = handOut.after.holder!;
  return render(`Key receipt ${handOut.keySymbol}-${handOut.copyNumber}`, (pdf) => {
    const width = pdf.page.width - PAGE.left - PAGE.right;
    pdf.font('Helvetica-Bold').fontSize(18).text('Key receipt');
    pdf.moveDown(0.5);
    field(pdf, 'Customer', customerLine(customer));
    field(pdf, 'Lock system', register.systemName);
    pdf.moveDown(0.5);
    field(
      pdf,
      'Key',
      `${key.keySymbol} (${KIND_LABELS[key.kind]}, ${key.kind === 'change' ? `opens ${key.name}` : key.name})`,
    );
    field(pdf, 'Blind code', key.blindCode);
    field(pdf, 'Copy number', `${handOut.copyNumber} of ${key.copies.length}`);
    // A lockout/tagout key (decision 0035): whose it is, and the supervisor's procedure for a master key.
    if (key.lockout) {
      pdf.font('Helvetica-Bold').fontSize(10).text(describeLockoutKey(key.lockout));
      if (key.lockout.heldBy === 'supervisor') pdf.font('Helvetica').text(LOCKOUT_SUPERVISOR_KEY_NOTE, { width });
    }
    pdf.moveDown(0.5);
    field(pdf, 'Holder', holder.name);
    field(pdf, 'Department or role', holder.department);
    if (holder.employeeId) field(pdf, 'Employee id', holder.employeeId);
    field(pdf, 'Date issued', handOut.after.issuedOn ?? handOut.at.slice(0, 10));
    field(pdf, 'Recorded by', handOut.actor);
    if (handOut.note) field(pdf, 'Note', handOut.note);
    pdf.moveDown();
    if (register.keyPolicy) {
      pdf.font('Helvetica-Bold').fontSize(11).text('Key policy');
      pdf.font('Helvetica').fontSize(10).text(register.keyPolicy, { width });
      pdf.moveDown();
    }
    pdf
      .font('Helvetica')
      .fontSize(10)
      .text(
        'I have received the key above. I will keep it safe, not lend or copy it, report its loss at once and return it when asked.',
        { width },
      );
    const y = Math.max(pdf.y + 60, 0);
    const half = (width - 30) / 2;
    signatureLine(pdf, `Key holder: ${holder.name}`, PAGE.left, y, half);
    signatureLine(pdf, 'Issued by', PAGE.left + half + 30, y, half);
    signatureLine(pdf, 'Date', PAGE.left, y + 50, half);
  });
}

/**
 * The sign-out sheet of the whole register (issue 28): every copy of every key with its state and
 * holder (a returned copy: when, and who held it last), and a blank signature column to sign each
 * hand-out on paper.
 */
export function toSignOutSheetPdf(register: KeyRegister, customer: KeyDocumentCustomer): Promise<Buffer> {
  return render(`Key sign-out sheet ${register.systemName}`, (pdf) => {
    const width = pdf.page.width - PAGE.left - PAGE.right;
    const columns = [
      { label: 'Key', width: 50 },
      { label: 'Copy', width: 34 },
      { label: 'Blind code', width: 70 },
      { label: 'State', width: 70 },
      { label: 'Holder', width: 150 },
      { label: 'Issued', width: 62 },
      { label: 'Signature', width: width - 436 },
    ];
    pdf.font('Helvetica-Bold').fontSize(18).text('Key sign-out sheet');
    pdf.moveDown(0.3);
    field(pdf, 'Customer', customerLine(customer));
    field(pdf, 'Lock system', register.systemName);
    const { counts } = register;
    field(
      pdf,
      'Keys',
      `${counts.copies} cut: ${counts.handedOut} handed out, ${counts.notHandedOut} not handed out, ${counts.lost} lost, ${counts.broken} broken`,
    );
    pdf.moveDown();
    const header = (y: number) => {
      let x = PAGE.left;
      pdf.font('Helvetica-Bold').fontSize(9);
      for (const column of columns) {
        pdf.text(column.label, x + 2, y, { width: column.width - 4 });
        x += column.width;
      }
      pdf
        .moveTo(PAGE.left, y + 13)
        .lineTo(PAGE.left + width, y + 13)
        .lineWidth(0.6)
        .stroke();
      return y + 17;
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
          copy.state === 'handedOut' ? holder : returned ? `Last held by ${holder}` : '',
          key.lockout ? describeLockoutKey(key.lockout) : '',
        ]
          .filter(Boolean)
          .join('\n');
        const cells = [
          key.keySymbol,
          String(copy.copyNumber),
          key.blindCode,
          copy.state === 'handedOut' ? KEY_COPY_STATE_LABELS.handedOut : describeKeyCopy(copy),
          holderCell,
          copy.state === 'handedOut' ? (copy.issuedOn ?? '') : '',
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
