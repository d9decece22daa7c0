import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { toPdf } from './chart-pdf.ts';
import { chartPdfWords } from './chart-pdf-words.ts';
import { ADMIN_CHART_COLUMNS, CHART_COLUMNS, LOCKOUT_CHART_COLUMN, formatPinning } from './chart-rows.ts';
import { renderingText } from './rendering-text.ts';

/** Where the rendered pages are kept for a person to look at (gitignored). */
const PAGES_DIR = resolve(import.meta.dirname, '../../../../test-results/chart-pdf');

/** A lock row with every column filled, long enough to wrap: six pinning chambers, three engraved lines. */
function lockRow(index: number): (string | number)[] {
  const pinning = formatPinning({
    bottomPins: [3, 5, 2, 7, 4, 6],
    masterPins: [[2, 2], [1], [4, 1], [2], [3], [1, 1]],
  });
  return [
    'Lock',
    `AA${index}`,
    `K7QX${String(index).padStart(4, '0')}`,
    'MASTER KEY 1 (NORTH BOILER HOUSE)',
    'PUMP ROOM 7 / EAST WING LOCKOUT STATION',
    1,
    index,
    2,
    'ACME CHEMICAL\nPLANT 2 / UNIT 7\nDANGER (HV)',
    'LOCKOUT\nDO NOT REMOVE',
    'L1',
    'R2',
    'K7',
    '364251',
    pinning,
  ];
}

/** A chart of `locks` lock rows with bittings and pinning, as an admin downloads it. */
function adminChartPdf(locks: number): Promise<Buffer> {
  const rows = [
    [...CHART_COLUMNS, ...ADMIN_CHART_COLUMNS],
    ...Array.from({ length: locks }, (_, index) => lockRow(index + 1)),
  ];
  return toPdf(rows, {
    systemName: 'North plant lockout',
    ccid: '0000100001',
    customerName: 'Acme Chemical Works',
    poNumber: 'PO-4471',
    bucketType: 'SP6',
    date: new Date('2026-11-24T08:00:00Z'),
  });
}

describe('the charting file PDF', () => {
  it('speaks the reader’s language: title, customer, day, every heading whole and the levels', async () => {
    const text = renderingText('fr-CA');
    const words = chartPdfWords(text);
    const columns = [...CHART_COLUMNS, ...ADMIN_CHART_COLUMNS, LOCKOUT_CHART_COLUMN];
    const lockout = words.lockout({ department: 'Entretien', worker: 'Émile Côté', engraving: 'E. COTE' });
    const rows = [
      columns.map((column) => words.column(column)),
      ...Array.from({ length: 30 }, (_, index) => [words.level.lock, ...lockRow(index + 1).slice(1), lockout]),
    ];
    const pdf = await toPdf(
      rows,
      {
        systemName: 'Usine « Nord »',
        ccid: '0000200003',
        customerName: 'Laurentian Pulp & Paper',
        poNumber: 'PO-4471',
        bucketType: 'SP6',
        date: new Date('2026-11-24T08:00:00Z'),
      },
      { text, columns },
    );
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { text: pages, totalPages } = await extractText(document, { mergePages: false });
    const first = pages[0]!.replace(/[\s\u00a0]+/g, ' ');
    expect(first).toContain('Tableau des clés : Usine « Nord »');
    expect(first).toContain('Client Laurentian Pulp & Paper (0000200003)');
    expect(first).toContain('Bon de commande PO-4471');
    expect(first).toContain('Série de codes de clé SP6');
    expect(first).toContain('24 novembre 2026');
    // Each heading's words whole, never broken inside: 'Ensemble' is wider than the 'Set' column was.
    for (const column of columns)
      for (const word of words.column(column).split(' ')) expect(first.split(' ')).toContain(word);
    expect(first).toContain('Cadenassage, Entretien : Émile Côté (gravé E. COTE)');
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} de ${totalPages}`));
  });

  it('never cuts text: every pinning chamber and engraving line, customer, PO and page numbers', async () => {
    const pdf = await adminChartPdf(60);
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { text, totalPages } = await extractText(document, { mergePages: false });
    expect(totalPages).toBeGreaterThan(1);
    expect(text[0]).toContain('Customer Acme Chemical Works (0000100001)');
    expect(text[0]).toContain('PO PO-4471');
    text.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${totalPages}`));
    // Wrapped cells come out as several lines: compare with white space folded.
    const all = text.join('\n').replace(/\s+/g, ' ');
    // The whole pinning, all six chambers, the whole lock set name and every engraving line.
    expect(all).toContain('3+2+2 5+1 2+4+1 7+2 4+3 6+1+1');
    expect(all).toContain('PUMP ROOM 7 / EAST WING LOCKOUT STATION');
    expect(all).toContain('ACME CHEMICAL PLANT 2 / UNIT 7 DANGER (HV)');
    expect(all).toContain('AA60');
  });

  it.skipIf(!existsSync('/usr/bin/pdftoppm'))('renders every page to an image a person can look at', async () => {
    const pdf = await adminChartPdf(40);
    const work = mkdtempSync(join(tmpdir(), 'chart-pdf-'));
    writeFileSync(join(work, 'chart.pdf'), pdf);
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', join(work, 'chart.pdf'), join(work, 'page')]);
    const pages = readdirSync(work)
      .filter((name) => name.endsWith('.png'))
      .sort();
    expect(pages.length).toBeGreaterThan(1);
    mkdirSync(PAGES_DIR, { recursive: true });
    for (const page of pages) {
      const png = readFileSync(join(work, page));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // A page with a table on it is far from blank: its PNG is well above an empty page's size.
      expect(png.length).toBeGreaterThan(8_000);
      writeFileSync(join(PAGES_DIR, page), png);
    }
  });
});
