/**
 * One-line table text for pdfkit's standard fonts, written as pdfkit writes it but without its
 * per-call machinery (issue 44). A 99,000-lock chart draws about a million cells; through
 * `document.text` each one built option objects, measured its text three times (kerning looked up
 * by glyph-name strings) and turned every content operator into a small byte array of its own:
 * most of the PDF's time. Here widths come from per-character and per-pair caches of the font's
 * own metrics, and a row's operators go into the page as one chunk. The bytes are those
 * `document.text(text, x, y, { lineBreak: false })` writes (the tests compare them).
 */

/** pdfkit's AFM metrics of a standard font (its `font.font`): what its own measuring reads. */
interface AfmMetrics {
  encodeText(text: string): string[];
  characterToGlyph(character: number): string;
  widthOfGlyph(glyph: string): number;
  getKernPair(left: string, right?: string): number;
}

/** pdfkit's standard font (the document's `_font`) as far as this module reads it. */
interface StandardFont {
  id: string;
  ascender: number;
  font?: AfmMetrics;
  ref(): unknown;
}

/** The parts of a pdfkit document a row is written through (its page, font and size). */
interface DocumentState {
  _font?: StandardFont;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
}

/** A character's code in the content stream, its glyph and advance (font units). */
interface Character {
  hex: string;
  glyph: string;
  width: number;
}

/** What a text costs to draw: the characters' widths and kerning (font units), from caches. */
export interface TextMetrics {
  /** The text's width at `size`, as `document.widthOfString` answers it. */
  width(text: string, size: number): number;
  /** The hex codes and kerning of `text` as pdfkit's TJ operator has them. */
  showText(text: string): string;
}

/** PDF numbers as pdfkit writes them (`PDFObject.number`): rounded to 6 decimals. */
const pdfNumber = (value: number): number => Math.round(value * 1e6) / 1e6;

const metricsOfFont = new WeakMap<object, TextMetrics>();

function metricsOf(afm: AfmMetrics): TextMetrics {
  const characters = new Map<number, Character>();
  const kerning = new Map<number, number>();
  const character = (code: number): Character => {
    let found = characters.get(code);
    if (!found) {
      const glyph = afm.characterToGlyph(code);
      found = { hex: afm.encodeText(String.fromCharCode(code))[0]!, glyph, width: afm.widthOfGlyph(glyph) };
      characters.set(code, found);
    }
    return found;
  };
  /** The kerning between two characters; none after the last (pdfkit looks up 'undefined', which no pair is). */
  const kern = (left: number, right: number): number => {
    if (Number.isNaN(right)) return 0;
    const key = left * 0x10000 + right;
    let found = kerning.get(key);
    if (found === undefined) {
      found = afm.getKernPair(character(left).glyph, character(right).glyph);
      kerning.set(key, found);
    }
    return found;
  };
  return {
    width(text, size) {
      // The sum in pdfkit's order (whole font units, so exact), scaled as its document method does.
      let units = 0;
      for (let index = 0; index < text.length; index += 1) {
        const code = text.charCodeAt(index);
        units += character(code).width + kern(code, text.charCodeAt(index + 1));
      }
      return ((units * (size / 1000) + 0 * (text.length - 1)) * 100) / 100;
    },
    showText(text) {
      // A segment ends after each kerned character, with the kerning: `<hex> -kern`.
      const commands: string[] = [];
      let hex = '';
      for (let index = 0; index < text.length; index += 1) {
        const code = text.charCodeAt(index);
        hex += character(code).hex;
        const amount = kern(code, text.charCodeAt(index + 1));
        if (amount !== 0 || index === text.length - 1) {
          commands.push(`<${hex}> ${pdfNumber(-amount)}`);
          hex = '';
        }
      }
      return `[${commands.join(' ')}] TJ`;
    },
  };
}

/** The cached metrics of the document's current font, when it is a standard font (else undefined). */
export function currentMetrics(document: PDFKit.PDFDocument): TextMetrics | undefined {
  const font = (document as unknown as DocumentState)._font;
  if (!font?.font) return undefined;
  let found = metricsOfFont.get(font);
  if (!found) metricsOfFont.set(font, (found = metricsOf(font.font)));
  return found;
}

/**
 * The content operators of `text` on one line at (x, y) in the current font and size, as
 * `document.text(text, x, y, { lineBreak: false })` writes them: the page's flipped coordinates,
 * the baseline one ascender below y, the kerned glyph runs. Registers the font with the page.
 */
export function oneLineText(document: PDFKit.PDFDocument, metrics: TextMetrics, text: string, x: number, y: number) {
  const state = document as unknown as DocumentState;
  const font = state._font!;
  const size = state._fontSize;
  const { page } = state;
  if (page.fonts[font.id] == null) page.fonts[font.id] = font.ref();
  const baseline = page.height - y - (font.ascender / 1000) * size;
  return (
    `q\n1 0 0 -1 0 ${pdfNumber(page.height)} cm\nBT\n1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm\n` +
    `/${font.id} ${pdfNumber(size)} Tf\n${metrics.showText(text)}\nET\nQ\n`
  );
}

/** The operators of a stroked horizontal line, as pdfkit's moveTo, lineTo, lineWidth, strokeColor ('#rrggbb') and stroke write them. */
export function strokedLine(from: number, to: number, y: number, lineWidth: number, color: string): string {
  const rgb = parseInt(color.slice(1), 16);
  const parts = [rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff].map((part) => part / 255).join(' ');
  return (
    `${pdfNumber(from)} ${pdfNumber(y)} m\n${pdfNumber(to)} ${pdfNumber(y)} l\n${pdfNumber(lineWidth)} w\n` +
    `/DeviceRGB CS\n${parts} SCN\nS\n`
  );
}

/** Adds operators to the current page in one chunk (pdfkit adds a line end after each operator it writes; these have theirs). */
export function addOperators(document: PDFKit.PDFDocument, operators: string): void {
  if (operators !== '') document.addContent(Buffer.from(operators, 'latin1') as unknown as string);
}
