import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE_PX, detectLogoType, logoDimensions, logoProblem } from './logo.ts';

const png = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 0xff, 0xd9]);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectLogoType', () => {
  it('recognises PNG and JPEG by their bytes', () => {
    expect(detectLogoType(png)).toBe('image/png');
    expect(detectLogoType(jpeg)).toBe('image/jpeg');
  });

  it('refuses SVG, HTML and a PNG signature without its header chunk', () => {
    expect(detectLogoType(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(detectLogoType(text('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(detectLogoType(png.subarray(0, 12))).toBeNull();
    expect(detectLogoType(jpeg.subarray(0, jpeg.length - 2))).toBeNull();
  });
});

describe('logoProblem', () => {
  it('names the rule a file breaks', () => {
    expect(logoProblem(new Uint8Array())).toBe('must not be empty');
    expect(logoProblem(text('GIF89a'))).toBe('must be a PNG or JPEG image');
    const large = new Uint8Array(LOGO_MAX_BYTES + 1);
    large.set(png);
    expect(logoProblem(large)).toBe('must be at most 1 MB');
  });

  it('accepts a PNG of exactly 1 MB', () => {
    const exact = new Uint8Array(LOGO_MAX_BYTES);
    exact.set(png);
    expect(logoProblem(exact)).toBeNull();
  });
});

/** A PNG header declaring the given size (its pixels do not matter to the size check). */
function pngOf(width: number, height: number): Uint8Array {
  const bytes = Uint8Array.from(png);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A JPEG with an APP0 segment, then a baseline frame header (SOF0) declaring the given size. */
function jpegOf(width: number, height: number): Uint8Array {
  const sof = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

describe('logoDimensions', () => {
  it('reads the size a PNG or JPEG declares', () => {
    expect(logoDimensions(pngOf(640, 480))).toEqual({ width: 640, height: 480 });
    expect(logoDimensions(jpegOf(1200, 300))).toEqual({ width: 1200, height: 300 });
    expect(logoDimensions(jpeg)).toBeNull();
  });

  it(`refuses a logo wider or taller than ${LOGO_MAX_SIDE_PX} pixels`, () => {
    expect(logoProblem(pngOf(10_000, 10_000))).toBe('must be at most 2000 × 2000 pixels');
    expect(logoProblem(pngOf(LOGO_MAX_SIDE_PX, 1))).toBeNull();
    expect(logoProblem(pngOf(1, LOGO_MAX_SIDE_PX + 1))).toBe('must be at most 2000 × 2000 pixels');
    expect(logoProblem(jpegOf(LOGO_MAX_SIDE_PX + 1, 10))).toBe('must be at most 2000 × 2000 pixels');
    expect(logoProblem(jpegOf(LOGO_MAX_SIDE_PX, LOGO_MAX_SIDE_PX))).toBeNull();
  });
});
