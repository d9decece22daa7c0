import { bodyLookOf, engravingFontSize, inkOn, shackleLookOf } from '@keyplan/domain';
import type { PadlockLook } from './confirmation-model.ts';

// The front view of the web app's drawn padlock (components/padlock-preview), in its viewBox units.
const BODY_WIDTH = 140;
const BODY_HEIGHT = 130;
const SHACKLE_THICKNESS = 12;
const SHACKLE_SPREAD = 40;
const UNITS_PER_INCH = 32;
const STEEL_PLATE = '#8C9096';
/** The tallest shackle drawn (3 in) and its stroke: the drawing's height does not depend on the lock. */
const MAX_RISE = 3 * UNITS_PER_INCH + SHACKLE_THICKNESS;

/** Height of the face a logo takes, above the engraving. */
const LOGO_ROOM = 44;

type Area = { x: number; y: number; width: number; height: number };

/** Draws a logo at the top of the face; false when its bytes are no image pdfkit can read (nothing drawn). */
function drawLogo(document: PDFKit.PDFDocument, image: Buffer, area: Area): boolean {
  try {
    document.image(image, area.x + 8, area.y + 2, {
      fit: [area.width - 16, LOGO_ROOM - 6],
      align: 'center',
      valign: 'center',
    });
    return true;
  } catch {
    return false;
  }
}

/** Height in points of a padlock drawn `width` points wide. */
export function padlockHeight(width: number): number {
  return ((MAX_RISE + BODY_HEIGHT) * width) / BODY_WIDTH;
}

/**
 * Draws the front of a lock set's padlock with pdfkit vectors, as the web preview draws it: the
 * shackle by type and clearance, the body's shape by material in the lock set's color (a colored
 * cover on laminated steel), and the front engraving in black or white, whichever reads better.
 */
export function drawPadlock(document: PDFKit.PDFDocument, x: number, y: number, width: number, look: PadlockLook) {
  const body = bodyLookOf(look.materialId);
  const shackle = shackleLookOf(look.shackle);
  const rise = Math.min(shackle.clearanceInches * UNITS_PER_INCH, MAX_RISE - SHACKLE_THICKNESS);
  const bodyTop = MAX_RISE;
  const center = BODY_WIDTH / 2;
  document.save();
  document.translate(x, y).scale(width / BODY_WIDTH);
  const top = bodyTop - rise;
  const path = `M ${center - SHACKLE_SPREAD} ${bodyTop + 4} V ${top + SHACKLE_SPREAD} A ${SHACKLE_SPREAD} ${SHACKLE_SPREAD} 0 0 1 ${center + SHACKLE_SPREAD} ${top + SHACKLE_SPREAD} V ${bodyTop + 4}`;
  document.lineCap('butt');
  document
    .path(path)
    .lineWidth(SHACKLE_THICKNESS + 3)
    .strokeColor(shackle.stroke)
    .stroke();
  document.path(path).lineWidth(SHACKLE_THICKNESS).strokeColor(shackle.fill).stroke();
  document
    .roundedRect(0, bodyTop, BODY_WIDTH, BODY_HEIGHT, body.radius)
    .lineWidth(1.5)
    .fillColor(body.laminated ? STEEL_PLATE : look.colorHex)
    .strokeColor('#555555')
    .fillAndStroke();
  const inset = body.laminated ? { x: 8, y: 16 } : { x: 10, y: 10 };
  const area = { x: inset.x, y: bodyTop + inset.y, width: BODY_WIDTH - 2 * inset.x, height: BODY_HEIGHT - 2 * inset.y };
  if (body.laminated) {
    for (let plate = bodyTop + 9; plate < bodyTop + BODY_HEIGHT - 1; plate += 9) {
      document
        .moveTo(1, plate)
        .lineTo(BODY_WIDTH - 1, plate)
        .lineWidth(1)
        .strokeColor('#6E7277')
        .stroke();
    }
    document
      .roundedRect(area.x, area.y, area.width, area.height, 4)
      .fillColor(look.colorHex)
      .strokeColor('#555555')
      .fillAndStroke();
  }
  // As on the web preview: a logo takes the top of the face and the text the rest.
  const logoDrawn = look.frontLogo !== null && drawLogo(document, look.frontLogo, area);
  const textArea = logoDrawn ? { ...area, y: area.y + LOGO_ROOM, height: area.height - LOGO_ROOM } : area;
  const lines = look.frontLines;
  if (lines.some((line) => line.trim() !== '')) {
    const size = engravingFontSize(textArea.width, textArea.height, look.frontMaxChars, 3);
    const step = size * 1.3;
    const first = textArea.y + textArea.height / 2 - step - size / 2;
    document.font('Courier-Bold').fontSize(size).fillColor(inkOn(look.colorHex));
    lines.forEach((line, index) => {
      // The preview never wraps a line: the font's line length fits the face.
      document.text(line, area.x - 4, first + index * step, {
        width: area.width + 8,
        align: 'center',
        lineBreak: false,
      });
    });
  }
  document.restore();
  document.fillColor('#000000').strokeColor('#000000');
}
