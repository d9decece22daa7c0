import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatMoney, priceLockSystem, type Customer, type LockSystemTree } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { lockSet, masterKeyedTree } from '../../test-support/test-trees.ts';
import { buildConfirmation, type ConfirmationOrder } from './confirmation-model.ts';
import { CONFIRMATION_WORKER_LOCK_SETS } from '../documents/confirmation.service.ts';
import { renderConfirmationPdfInWorker } from './chart-file-worker.ts';
import { toConfirmationPdf } from './confirmation-pdf.ts';

/** Where the rendered pages are kept for a person to look at (gitignored). */
const PAGES_DIR = resolve(import.meta.dirname, '../../../../test-results/confirmation-pdf');
const HAS_POPPLER = existsSync('/usr/bin/pdftoppm') && existsSync('/usr/bin/pdftotext');

const CUSTOMER: Customer = {
  ccid: '0000100001',
  name: 'Acme Chemical Works of the Greater Trois-Rivières Industrial Park',
  address: {
    street: '1200 Industrial Parkway',
    city: 'Trois-Rivières',
    region: 'QC',
    postalCode: 'G9A 5H7',
    country: 'CA',
  },
  salesArea: 'US10',
  contacts: [],
  language: 'en-US',
  createdAt: '2026-01-01T00:00:00Z',
};

const ORDER: ConfirmationOrder = {
  ccid: CUSTOMER.ccid,
  orderType: 0,
  orderSystemName: 'North plant lockout',
  orderPONumber: 'PO-4471',
  orderStatusLabel: 'Submitted',
  sapOrderNumber: '4500012345',
  sapLineNumber: '10',
  quoteNumber: null,
  designID: null,
  currency: 'USD',
  salesArea: 'US10',
  totalPrice: null,
};

/** A 32×16 PNG: a blue frame around white, as a customer's logo. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAQCAIAAAD4YuoOAAAAI0lEQVR4nGNgCN9BWzSMLPhPVTBqwagFoxYMjAVDvyyiEQIA0AUT9cw+eMMAAAAASUVORK5CYII=',
  'base64',
);
const LOGO_ID = '3f0c8a52-6d7e-4b1a-9c2d-8e5f4a3b2c1d';
/** A logo whose bytes are no image: left off the drawing, never a failure. */
const BROKEN_LOGO_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** A master-keyed system of many lock sets (several pages), with long names and engraving with '/'. */
function bigTree(): LockSystemTree {
  const tree = masterKeyedTree();
  tree.masterKeys[0]!.keyName = 'MASTER KEY 1 NORTH BOILER HOUSE AREA';
  const colors = ['RED', 'BLU', 'YEL', 'GRN', 'ORG', 'BLK', 'PRP', 'WHT'];
  tree.masterKeys[1]!.lockSets.push(
    ...Array.from({ length: 14 }, (_, index) =>
      lockSet(10 + index, 'SP6', {
        lockSetName: `PUMP ROOM ${index + 7} / EAST WING LOCKOUT ST`,
        numberOfSets: 3,
        numberOfLocksPerSet: 4,
        bodyMaterialID: index % 3 === 0 ? 'STEEL' : 'THERMO',
        shackleMaterialID: index % 2 === 0 ? 'ST30' : 'ST15',
        colorID: colors[index % colors.length]!,
        engravedLock: true,
        fontSize: 'S',
        frontText1: 'ACME CHEMICAL',
        frontText2: `UNIT ${index} / B&C`,
        frontText3: 'DANGER (HV)',
        backText1: 'DO NOT REMOVE',
        engravedKey: index % 2 === 0,
        keyText: index % 2 === 0 ? `K${index}` : '',
        logoFront: index === 0 ? LOGO_ID : index === 1 ? BROKEN_LOGO_ID : null,
      }),
    ),
  );
  return tree;
}

function confirmation(tree: LockSystemTree, order: ConfirmationOrder = ORDER) {
  return buildConfirmation({
    order,
    tree,
    customer: CUSTOMER,
    lookups: DEMO_CATALOG.lookups,
    price: priceLockSystem(tree, DEMO_CATALOG.priceBooks.USD, DEMO_CATALOG.quantityTiers),
    date: new Date('2026-11-25T08:00:00Z'),
    logos: new Map([
      [LOGO_ID, LOGO],
      [BROKEN_LOGO_ID, Buffer.from('not an image')],
    ]),
  });
}

/**
 * pdftotext of the whole file, pages split by form feeds. `-layout` keeps each physical line whole
 * and, unlike the default mode, never joins a line ending in '-' (an engraving character) to the next.
 */
function pdfText(pdf: Buffer, work: string): string {
  writeFileSync(join(work, 'confirmation.pdf'), pdf);
  return execFileSync('/usr/bin/pdftotext', ['-layout', join(work, 'confirmation.pdf'), '-'], { encoding: 'utf8' });
}

describe('the confirmation document', () => {
  it('has lines that add up to the total, keys included, with the tier discount in the lock prices', () => {
    const document = confirmation(bigTree());
    const lines = [...document.lockSets.flatMap((block) => block.lines), ...document.keyLines];
    expect(document.totals).not.toBeNull();
    const sum = lines.reduce((total, line) => total + line.amount!, 0);
    expect(sum).toBe(document.totals!.total);
    expect(document.totals!.lockAmount + document.totals!.keyAmount).toBe(document.totals!.total);
    for (const line of lines) expect(line.amount).toBe(line.unitPrice! * line.quantity);
    // 202 locks: the 8% tier.
    expect(document.totals!.locks).toBe(202);
    expect(document.notes).toEqual([expect.stringContaining('Quantity discount: 8% on lock prices for 202 locks')]);
  });

  it("says when today's prices differ from the total saved with the order", () => {
    const tree = bigTree();
    const today = confirmation(tree).totals!.total;
    expect(confirmation(tree, { ...ORDER, totalPrice: today }).notes).toHaveLength(1);
    expect(confirmation(tree, { ...ORDER, totalPrice: today - 500 }).notes[1]).toBe(
      `Prices are from today's price book; the total saved with this order was ${formatMoney(today - 500, 'USD')}.`,
    );
  });

  it('names a quote by its quote number and a design by its id', () => {
    const quote = confirmation(masterKeyedTree(), {
      ...ORDER,
      orderType: 1,
      sapOrderNumber: null,
      quoteNumber: 'Q-77',
    });
    expect(quote.title).toBe('Quotation');
    expect(quote.facts).toContainEqual(['SAP quote number', 'Q-77']);
    const design = confirmation(masterKeyedTree(), { ...ORDER, orderType: 2, sapOrderNumber: null, designID: 1042 });
    expect(design.title).toBe('Design summary');
    expect(design.facts).toContainEqual(['Design', '1042']);
  });
});

describe.skipIf(!HAS_POPPLER)('the confirmation PDF', () => {
  it('shows every line, the customer, PO and page numbers on each page, and totals, in full', async () => {
    const document = confirmation(bigTree());
    const pdf = await toConfirmationPdf(document);
    const work = mkdtempSync(join(tmpdir(), 'confirmation-pdf-'));
    const pages = pdfText(pdf, work)
      .split('\f')
      .filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      const folded = page.replace(/\s+/g, ' ');
      expect(folded).toContain(CUSTOMER.name);
      expect(folded).toContain('PO PO-4471');
      expect(folded).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const all = pages.join('\n').replace(/\s+/g, ' ');
    expect(all).toContain('Order confirmation');
    expect(all).toContain('CCID 0000100001');
    expect(all).toContain('1200 Industrial Parkway');
    expect(all).toContain('4500012345 line 10');
    // Every lock set's full name and every engraving line, each on its own (never joined by '/').
    for (const block of document.lockSets) {
      for (const line of block.lines) for (const text of line.text) expect(all).toContain(text);
    }
    expect(all).toContain('PUMP ROOM 20 / EAST WING LOCKOUT ST');
    expect(all).toContain('Front line 2: UNIT 13 / B&C');
    expect(all).toContain('Front line 3: DANGER (HV)');
    expect(all).toContain('Key: K12');
    for (const line of document.keyLines) expect(all).toContain(line.text[0]);
    const money = (minor: number) => formatMoney(minor, 'USD');
    expect(all).toContain(`Locks (202) ${money(document.totals!.lockAmount)}`);
    expect(all).toContain(`Keys ${money(document.totals!.keyAmount)}`);
    expect(all).toContain(`Total ${money(document.totals!.total)}`);
    expect(all).toContain('Quantity discount: 8% on lock prices');
  });

  it('is the same written in the worker thread, logo included (issue 32)', async () => {
    const document = confirmation(bigTree());
    expect(document.lockSets.length).toBeGreaterThan(CONFIRMATION_WORKER_LOCK_SETS);
    const here = await toConfirmationPdf(document, { compress: false });
    const inWorker = await renderConfirmationPdfInWorker(document, { compress: false });
    expect(Buffer.isBuffer(inWorker)).toBe(true);
    const work = mkdtempSync(join(tmpdir(), 'confirmation-worker-'));
    expect(pdfText(inWorker, work)).toBe(pdfText(here, work));
    expect(inWorker.toString('latin1')).toContain('/Subtype /Image');
    expect(inWorker.length).toBe(here.length);
  });

  it('renders every page to an image a person can look at', async () => {
    const pdf = await toConfirmationPdf(confirmation(bigTree()));
    const work = mkdtempSync(join(tmpdir(), 'confirmation-png-'));
    writeFileSync(join(work, 'confirmation.pdf'), pdf);
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '70', join(work, 'confirmation.pdf'), join(work, 'page')]);
    const pages = readdirSync(work)
      .filter((name) => name.endsWith('.png'))
      .sort();
    expect(pages.length).toBeGreaterThan(1);
    mkdirSync(PAGES_DIR, { recursive: true });
    for (const page of pages) {
      const png = readFileSync(join(work, page));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // Padlocks and a table: far from a blank page.
      expect(png.length).toBeGreaterThan(20_000);
      writeFileSync(join(PAGES_DIR, page), png);
    }
  });
});
