import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the first screen loads (issue 32, decision 0051): the modules main.tsx reaches by static
 * imports, and Customer Search's, may not import MUI. MUI comes with the screens that use it
 * (lazyMuiPage); a static import of it here would put MUI and emotion back on the start-up path.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const STATIC_IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;

/** Every package a module reaches by static imports, with the chain of files that leads to it. */
function staticPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (/^import\s+type\s/.test(match[0].trim())) continue;
      if (specifier.startsWith('.')) {
        if (/\.(ts|tsx)$/.test(specifier)) visit(resolve(dirname(file), specifier), [...chain, specifier]);
      } else if (!packages.has(specifier)) packages.set(specifier, chain);
    }
  };
  visit(resolve(SRC, entry), [entry]);
  return packages;
}

const muiImports = (entry: string) =>
  [...staticPackages(entry)]
    .filter(([name]) => name.startsWith('@mui/'))
    .map(([name, chain]) => `${chain.join(' → ')} → ${name}`);

describe('the start-up path', () => {
  it('imports no MUI from main.tsx (the shell, sign-in, access check and error screens)', () => {
    expect(muiImports('main.tsx')).toEqual([]);
  });

  it('imports no MUI on Customer Search, the first screen', () => {
    expect(muiImports('pages/customer-search-page.tsx')).toEqual([]);
  });

  it('finds MUI where a screen does import it (the check can fail)', () => {
    expect(muiImports('pages/system-start-page.tsx').length).toBeGreaterThan(0);
  });
});
