import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './chart-csv.ts';
import { toPdf } from './chart-pdf.ts';
import { chartFileName, formatPinning } from './chart-rows.ts';

/** The text a PDF shows, from its uncompressed content streams (pdfkit writes glyphs as hex strings in TJ arrays). */
function pdfText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\[((?:<[0-9a-f]*>|[-\d. ]+)*)\] TJ/g)]
    .map((match) =>
      [...match[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
    )
    .join('\n');
}

describe('charting file writers', () => {
  it('write RFC 4180 CSV with a BOM, quoting what needs it and disarming formulas', () => {
    const csv = toCsv([
      ['Level', 'Front'],
      ['Lock', '=HYPERLINK("x")'],
      ['Lock', 'A, "B"'],
      ['Lock', '-DANGER-'],
      ['Lock', '@SUM'],
      ['Lock', '+1'],
      ['Lock', 7],
    ]);
    expect(csv.toString('utf8')).toBe(
      '\uFEFFLevel,Front\r\nLock,"\'=HYPERLINK(""x"")"\r\nLock,"A, ""B"""\r\nLock,\'-DANGER-\r\nLock,\'@SUM\r\nLock,\'+1\r\nLock,7\r\n',
    );
  });

  it('read back every table they write', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', '1', ' ', ',', '"', '\n', '\r\n', 'é', '/') });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const safe = rows.map((row) => row.map((text) => `x${text}`));
        expect(
          parseCsv(
            toCsv(safe)
              .toString('utf8')
              .replace(/^\uFEFF/, ''),
          ),
        ).toEqual(safe);
      }),
    );
  });

  it('write a PDF whose text can be read: title, customer and the rows over several pages', async () => {
    const rows = [
      ['Level', 'Lock set', 'Key symbol'],
      ...Array.from({ length: 120 }, (_, index) => ['Lock', 'PUMP ROOM', `AA${index + 1}`]),
    ];
    const pdf = await toPdf(
      rows,
      {
        systemName: 'North plant lockout',
        ccid: '0000100001',
        bucketType: 'SP6',
        date: new Date('2026-11-22T08:00:00Z'),
      },
      { compress: false },
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Key chart: North plant lockout');
    expect(text).toContain('Customer 0000100001    Key code bucket SP6    2026-11-22');
    expect(text).toContain('AA120');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1);
    expect(text.split('\n').filter((line) => line === 'Level').length).toBe(
      pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length,
    );
  });

  it('name files after the system, and write pinning chamber by chamber', () => {
    expect(chartFileName('North plant lockout', 'id', 'csv')).toBe('charting-file-North-plant-lockout.csv');
    expect(chartFileName('  «Usine» #2 ', 'id', 'pdf')).toBe('charting-file-Usine-2.pdf');
    expect(chartFileName('', '5b0a3b7e', 'xlsx')).toBe('charting-file-5b0a3b7e.xlsx');
    expect(formatPinning({ bottomPins: [3, 5, 2], masterPins: [[2, 2], [], [4]] })).toBe('3+2+2 5 2+4');
    expect(formatPinning(undefined)).toBe('');
  });
});
