/**
 * Logos engraved on a lock face (SPEC §3 logoFront, logoBack): PNG or JPEG up to 1 MB, judged by
 * the file's content, never by its name or declared type, so that nothing a browser would run
 * (SVG, HTML) is ever stored or served back.
 */
export const LOGO_MAX_BYTES = 1024 * 1024;

export type LogoContentType = 'image/png' | 'image/jpeg';

/** Widest and tallest logo, in pixels: far more than a padlock face shows, far less than a decoder bomb. */
export const LOGO_MAX_SIDE_PX = 2000;

export const LOGO_MESSAGES = {
  notAnImage: 'must be a PNG or JPEG image',
  tooLarge: 'must be at most 1 MB',
  tooManyPixels: `must be at most ${LOGO_MAX_SIDE_PX} × ${LOGO_MAX_SIDE_PX} pixels`,
  empty: 'must not be empty',
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/**
 * The image type of a file from its first bytes: PNG needs its 8-byte signature followed by an
 * IHDR chunk; JPEG needs SOI (FF D8) followed by a marker and EOI (FF D9) at its end.
 */
export function detectLogoType(bytes: Uint8Array): LogoContentType | null {
  if (
    bytes.length >= 24 &&
    startsWith(bytes, PNG_SIGNATURE) &&
    String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR'
  )
    return 'image/png';
  const jpegEnd = bytes.length >= 4 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && jpegEnd) return 'image/jpeg';
  return null;
}

const readUint16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const readUint32 = (bytes: Uint8Array, at: number) => readUint16(bytes, at) * 65536 + readUint16(bytes, at + 2);

/** JPEG markers that stand alone, without a length: TEM, RST0–7, SOI, EOI. */
const isStandaloneMarker = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
/** Start-of-frame markers (C0–CF but DHT C4, JPG C8, DAC CC): they carry the image's size. */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's size from its first start-of-frame segment, walking the segments before the scan. */
function jpegDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
    } else if (isStandaloneMarker(marker)) {
      at += 2;
    } else if (isFrameMarker(marker)) {
      return at + 8 < bytes.length ? { height: readUint16(bytes, at + 5), width: readUint16(bytes, at + 7) } : null;
    } else if (marker === 0xda) {
      return null; // the scan began without a frame header
    } else {
      at += 2 + readUint16(bytes, at + 2);
    }
  }
  return null;
}

/** The pixel size a PNG's IHDR or a JPEG's frame header declares; null when the file declares none. */
export function logoDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const type = detectLogoType(bytes);
  if (type === 'image/png') return { width: readUint32(bytes, 16), height: readUint32(bytes, 20) };
  if (type === 'image/jpeg') return jpegDimensions(bytes);
  return null;
}

/** Why a file cannot be a logo, or null when it can. */
export function logoProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return LOGO_MESSAGES.empty;
  if (bytes.length > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  if (!detectLogoType(bytes)) return LOGO_MESSAGES.notAnImage;
  const size = logoDimensions(bytes);
  if (size && (size.width > LOGO_MAX_SIDE_PX || size.height > LOGO_MAX_SIDE_PX)) return LOGO_MESSAGES.tooManyPixels;
  return null;
}
