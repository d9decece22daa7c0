/**
 * Logos engraved on a lock face (SPEC §3 logoFront, logoBack): PNG or JPEG up to 1 MB, judged by
 * the file's content, never by its name or declared type, so that nothing a browser would run
 * (SVG, HTML) is ever stored or served back.
 */
export const LOGO_MAX_BYTES = 1024 * 1024;

export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

export const LOGO_MESSAGES = {
  notAnImage: 'must be a PNG or JPEG image',
  tooLarge: 'must be at most 1 MB',
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

/** Why a file cannot be a logo, or null when it can. */
export function logoProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return LOGO_MESSAGES.empty;
  if (bytes.length > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  return detectLogoType(bytes) ? null : LOGO_MESSAGES.notAnImage;
}
