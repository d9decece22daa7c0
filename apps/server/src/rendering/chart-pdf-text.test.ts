import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { addOperators, currentMetrics, oneLineText, strokedLine } from './chart-pdf-text.ts';

/**
 * Texts with kerned pairs (AV, Wa, To), characters pdfkit maps (é, –, ü) and one it cannot (Ω);
 * French and Spanish in Latin-1 (é ñ « » ¿ ¡ and the no-break space U+00A0 French writes before
 * ':' and inside « ») and WinAnsi's extras (’ € œ …).
 */
const TEXTS = [
  'Lock',
  'AVATAR Wave To',
  'K7QH2MXA',
  'Façade – Süd',
  'Ω 7',
  '3+2+2 5+1',
  'A',
  'Cadenassage, Entretien\u00a0: Émile Côté (gravé É. CÔTÉ)',
  '«\u00a0Passe-partout général\u00a0» Œuvre œ €',
  '¿Año? ¡Sí! Niño Peña — l’été…',
];
const FONTS = ['Helvetica', 'Helvetica-Bold'];

/** A PDF drawn by `draw` on a fixed date, whole. */
function pdfOf(draw: (document: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 36,
    compress: false,
    info: { CreationDate: new Date('2026-01-01T00:00:00Z') },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  draw(document);
  document.end();
  return ended;
}

describe('one-line chart text', () => {
  it('measures a text as pdfkit does, in each font and size', async () => {
    await pdfOf((document) => {
      for (const font of FONTS)
        for (const size of [7, 9, 14]) {
          document.font(font).fontSize(size);
          const metrics = currentMetrics(document)!;
          for (const text of TEXTS) expect(metrics.width(text, size)).toBe(document.widthOfString(text));
        }
    });
  });

  it('writes the bytes pdfkit writes for the text and the row line, over two pages', async () => {
    const rows =
      (draw: (text: string, x: number, y: number, index: number) => void) => (document: PDFKit.PDFDocument) => {
        for (const page of [0, 1]) {
          if (page > 0) document.addPage();
          TEXTS.forEach((text, index) => {
            document.font(FONTS[index % 2]!).fontSize(7);
            draw(text, 37.5 + index * 61.3, 40 + index * 11.7, index);
          });
        }
      };
    const byPdfkit = await pdfOf((document) =>
      rows((text, x, y, index) => {
        document.text(text, x, y, { lineBreak: false });
        document
          .moveTo(36, y + 11)
          .lineTo(756, y + 11)
          .lineWidth(0.3)
          .strokeColor(index % 2 ? '#000000' : '#bbbbbb')
          .stroke();
      })(document),
    );
    const byOperators = await pdfOf((document) =>
      rows((text, x, y, index) =>
        addOperators(
          document,
          oneLineText(document, currentMetrics(document)!, text, x, y) +
            strokedLine(36, 756, y + 11, 0.3, index % 2 ? '#000000' : '#bbbbbb'),
        ),
      )(document),
    );
    expect(byOperators.toString('latin1')).toBe(byPdfkit.toString('latin1'));
  });

  it.skipIf(!existsSync('/usr/bin/pdftotext'))(
    'writes French and Spanish text that reads back as written, no-break spaces included',
    async () => {
      const latin = TEXTS.slice(7);
      const pdf = await pdfOf((document) =>
        latin.forEach((text, index) => {
          document.font(FONTS[index % 2]!).fontSize(9);
          addOperators(document, oneLineText(document, currentMetrics(document)!, text, 40, 40 + index * 20));
        }),
      );
      const file = join(mkdtempSync(join(tmpdir(), 'chart-pdf-text-')), 'latin.pdf');
      writeFileSync(file, pdf);
      const lines = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      // pdftotext writes WinAnsi's no-break space as a space.
      expect(lines).toEqual(latin.map((text) => text.replace(/\u00a0/g, ' ')));
    },
  );
});
