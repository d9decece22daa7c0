import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { INK_DARK, INK_LIGHT, bodyLookOf, inkOn, relativeLuminance, shackleLookOf } from './padlock-look.ts';
import { PadlockPreview, type PadlockPreviewProps } from './padlock-preview.tsx';

const { lockMaterials, colors, shackleTypes, engravefontoptions } = DEMO_CATALOG.lookups;
const find = <T extends { id: string }>(items: readonly T[], id: string) => items.find((item) => item.id === id)!;

function props(overrides: Partial<PadlockPreviewProps> = {}): PadlockPreviewProps {
  return {
    material: find(lockMaterials, 'THERMO'),
    color: find(colors, 'RED'),
    shackle: find(shackleTypes, 'ST15'),
    lines: { front: ['ACME', 'PLANT 2', ''], back: [], left: [], right: [] },
    keyText: null,
    maxChars: find(engravefontoptions, 'S').maxChars,
    logos: { front: null, back: null },
    ...overrides,
  };
}

const drawing = () => screen.getByRole('img', { name: /^Padlock preview/ });
const shackleTop = () => {
  const path = drawing().querySelector('path[d^="M"]')!.getAttribute('d')!;
  return Number(/V (\d+(?:\.\d+)?)/.exec(path)![1]);
};

describe('PadlockPreview', () => {
  it('is a scalable image named after what it shows, with the engraving as SVG text', () => {
    render(<PadlockPreview {...props()} />);
    expect(drawing()).toHaveAccessibleName(
      'Padlock preview: red Thermoplastic body, 1.5 in steel shackle, front: ACME / PLANT 2',
    );
    expect(drawing()).toHaveAttribute('viewBox');
    const front = drawing().querySelector('[data-face="front"]')!;
    expect([...front.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['ACME', 'PLANT 2']);
  });

  it('draws every face, the key and the logos', () => {
    render(
      <PadlockPreview
        {...props({
          lines: { front: ['F1', '', ''], back: ['B1', 'B2', 'B3'], left: ['L1', ''], right: ['', 'R2'] },
          keyText: 'K9',
          logos: { front: 'data:image/png;base64,AAAA', back: null },
        })}
      />,
    );
    for (const text of ['F1', 'B1', 'B3', 'L1', 'R2', 'K9'])
      expect(within(drawing()).getByText(text)).toBeInTheDocument();
    expect(drawing()).toHaveAccessibleName(
      'Padlock preview: red Thermoplastic body, 1.5 in steel shackle, front: F1, back: B1 / B2 / B3, left side: L1, right side: R2, logo on the front, key: K9',
    );
    const images = drawing().querySelectorAll('image');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('href', 'data:image/png;base64,AAAA');
    // Side faces run their text upwards.
    expect(within(drawing()).getByText('L1')).toHaveAttribute('transform', expect.stringMatching(/^rotate\(-90/));
  });

  it('draws a 3 in shackle taller than a 1.5 in one, and nylon unlike steel', () => {
    const { rerender } = render(<PadlockPreview {...props()} />);
    const short = shackleTop();
    rerender(<PadlockPreview {...props({ shackle: find(shackleTypes, 'ST30') })} />);
    expect(shackleTop()).toBeLessThan(short);
    expect(drawing()).toHaveAccessibleName(/3 in steel shackle/);
    rerender(<PadlockPreview {...props({ shackle: find(shackleTypes, 'NY15') })} />);
    expect(drawing()).toHaveAccessibleName(/1\.5 in non-conductive nylon shackle/);
  });

  it('engraves in black on light bodies and in white on dark ones', () => {
    const { rerender } = render(<PadlockPreview {...props({ color: find(colors, 'YEL') })} />);
    expect(drawing().querySelector('[data-face="front"]')).toHaveAttribute('fill', INK_DARK);
    rerender(<PadlockPreview {...props({ color: find(colors, 'BLU') })} />);
    expect(drawing().querySelector('[data-face="front"]')).toHaveAttribute('fill', INK_LIGHT);
  });
});

describe('padlock look', () => {
  it('gives each body material its own shape', () => {
    const looks = lockMaterials.map((material) => bodyLookOf(material.id));
    expect(new Set(looks.map((look) => JSON.stringify(look))).size).toBe(lockMaterials.length);
    expect(bodyLookOf('THERMO').radius).toBeGreaterThan(bodyLookOf('ALUM').radius);
    expect(bodyLookOf('STEEL').laminated).toBe(true);
  });

  it('reads the clearance and finish of a shackle from the catalog', () => {
    expect(shackleTypes.map((shackle) => shackleLookOf(shackle).description)).toEqual([
      '1.5 in steel',
      '3 in steel',
      '1.5 in stainless steel',
      '1.5 in non-conductive nylon',
    ]);
  });

  it('picks the ink with the higher contrast', () => {
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(colors.map((color) => `${color.id}:${inkOn(color.hex) === INK_DARK ? 'black' : 'white'}`)).toEqual([
      'RED:white',
      'BLU:white',
      'YEL:black',
      'GRN:black',
      'ORG:black',
      'BLK:white',
      'PRP:white',
      'BRN:white',
      'WHT:black',
      'GRY:black',
      'TEA:white',
      'PNK:black',
      'NAT:black',
    ]);
  });
});
