/**
 * How the drawn padlock looks for a catalog choice: the body's shape by material, the shackle by
 * type, and engraving in black or white, whichever reads better on the body.
 */

export interface BodyLook {
  /** Corner radius of the body in viewBox units. */
  radius: number;
  /** Laminated steel: plates of steel with a colored cover on the faces. */
  laminated: boolean;
  /** Vertical grip ribs along the sides (molded nylon). */
  ribs: boolean;
  /** Metal sheen (aluminum, brass) rather than a plastic highlight. */
  metallic: boolean;
}

const BODY_LOOKS: Record<string, BodyLook> = {
  // Rounded molded plastic with a glossy highlight.
  THERMO: { radius: 22, laminated: false, ribs: false, metallic: false },
  // Fully non-conductive molded nylon: rounded with grip ribs.
  NYLON: { radius: 16, laminated: false, ribs: true, metallic: false },
  // Machined anodized aluminum: a crisp rectangle with a metallic sheen.
  ALUM: { radius: 5, laminated: false, ribs: false, metallic: true },
  // Laminated steel plates with a colored cover.
  STEEL: { radius: 3, laminated: true, ribs: false, metallic: false },
  // Solid brass: softly rounded, metallic.
  BRASS: { radius: 10, laminated: false, ribs: false, metallic: true },
};

const DEFAULT_BODY_LOOK: BodyLook = { radius: 8, laminated: false, ribs: false, metallic: false };

export function bodyLookOf(materialId: string | undefined): BodyLook {
  return (materialId && BODY_LOOKS[materialId]) || DEFAULT_BODY_LOOK;
}

/** @public The web app re-exports it; its unused re-exports wait for the web pass of issue 46. */
export type ShackleFinish = 'steel' | 'stainless' | 'nylon';

export interface ShackleLook {
  /** Vertical clearance in inches (1.5, 3), rounded to a half inch. */
  clearanceInches: number;
  finish: ShackleFinish;
  /** Fill and outline of the drawn shackle. */
  fill: string;
  stroke: string;
  /** "1.5 in steel" */
  description: string;
}

const FINISH_COLORS: Record<ShackleFinish, { fill: string; stroke: string }> = {
  steel: { fill: '#7C8389', stroke: '#4A4F54' },
  stainless: { fill: '#D3D8DC', stroke: '#8A9096' },
  // Non-conductive: a matte dark nylon, never a metal grey.
  nylon: { fill: '#2E2E2E', stroke: '#000000' },
};

const FINISH_NAMES: Record<ShackleFinish, string> = {
  steel: 'steel',
  stainless: 'stainless steel',
  nylon: 'non-conductive nylon',
};

/** Clearance from the catalog name ("Steel, 3 in (76 mm)"): millimetres first, then inches. */
function clearanceOf(name: string): number {
  const mm = /(\d+(?:\.\d+)?)\s*mm/i.exec(name);
  if (mm) return Math.round((Number(mm[1]) / 25.4) * 2) / 2;
  const inches = /(\d+)(?:-(\d+)\/(\d+))?\s*in\b/i.exec(name);
  if (inches) return Number(inches[1]) + (inches[2] && inches[3] ? Number(inches[2]) / Number(inches[3]) : 0);
  return 1.5;
}

export function shackleLookOf(shackle: { name: string; conductive: boolean } | undefined): ShackleLook {
  const name = shackle?.name ?? '';
  const finish: ShackleFinish =
    shackle && !shackle.conductive ? 'nylon' : /stainless/i.test(name) ? 'stainless' : 'steel';
  const clearanceInches = clearanceOf(name);
  return {
    clearanceInches,
    finish,
    ...FINISH_COLORS[finish],
    description: `${clearanceInches} in ${FINISH_NAMES[finish]}`,
  };
}

/** WCAG relative luminance of a #RRGGBB color. */
export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return 1;
  const [red, green, blue] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export const INK_DARK = '#000000';
export const INK_LIGHT = '#FFFFFF';

/** Black or white engraving, whichever has the higher contrast on the background. */
export function inkOn(backgroundHex: string): typeof INK_DARK | typeof INK_LIGHT {
  const luminance = relativeLuminance(backgroundHex);
  const onWhite = 1.05 / (luminance + 0.05);
  const onBlack = (luminance + 0.05) / 0.05;
  return onBlack >= onWhite ? INK_DARK : INK_LIGHT;
}

/**
 * Font size of engraving in viewBox units: the longest line the font allows must fit along the
 * face, and all lines across it.
 */
export function engravingFontSize(along: number, across: number, maxChars: number, lines: number): number {
  const byLength = along / (Math.max(1, maxChars) * 0.62);
  const byLines = across / (Math.max(1, lines) * 1.3);
  return Math.max(6, Math.min(byLength, byLines, 22));
}
