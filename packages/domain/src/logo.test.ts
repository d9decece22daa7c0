import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, detectLogoType, logoProblem } from './logo.ts';

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
