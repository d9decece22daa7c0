import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '@keyplan/domain';
import { HELP_BUTTON_INSET, HELP_CLEARANCE, HELP_GUTTER_MD } from '../ui/help-clearance.ts';
import { below } from './use-media-query.ts';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'plain.css'), 'utf8');

/** plain.css draws from the same numbers as the MUI screens: a change to one must reach the other. */
describe('plain.css', () => {
  it("keeps the help icons' room and column as help-clearance.ts says", () => {
    expect(css).toContain(`--kp-help-clearance: calc(${HELP_CLEARANCE.xs}px + env(safe-area-inset-bottom, 0px));`);
    expect(css).toContain(`--kp-help-clearance: calc(${HELP_CLEARANCE.md}px + env(safe-area-inset-bottom, 0px));`);
    expect(css).toContain(`--kp-help-gutter: calc(${HELP_GUTTER_MD}px + env(safe-area-inset-right, 0px));`);
    expect(css).toContain(`right: calc(${HELP_BUTTON_INSET.xs}px + env(safe-area-inset-right, 0px));`);
    expect(css).toContain(`bottom: calc(${HELP_BUTTON_INSET.md}px + env(safe-area-inset-bottom, 0px));`);
  });

  it("breaks at SPEC §9's sm and md only", () => {
    const widths = new Set([...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => Number(match[1])));
    expect([...widths].sort((a, b) => a - b)).toEqual([BREAKPOINTS.sm, BREAKPOINTS.md]);
  });

  it("writes MUI's down() query for a breakpoint", () => {
    expect(below('md')).toBe('(max-width:899.95px)');
  });

  it('uses the theme’s primary colour', async () => {
    const { theme } = await import('../mui/theme.ts');
    expect(css).toContain(`--kp-primary: ${theme.palette.primary.main};`);
    expect(css).toContain(`--kp-primary-dark: ${theme.palette.primary.dark};`);
  });
});
