import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems, textFolders } from './text-catalogs.ts';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Texts that read the same in every language: names, codes and words French and Spanish take
 * from English as they are. `folder#key`.
 */
const SAME_AS_ENGLISH = new Set<string>([
  // SAP's customer number, named by its code in every language.
  'apps/web/src/features/customers/text#ccid',
  'apps/web/src/features/customers/add-customer/text#label.ccid',
  // SAP's message and its code: '{message} (SAP {code})'.
  'apps/web/src/components/ui/text#sapError',
  // The same word in French: FAQ, Code, Description.
  'apps/web/src/features/help/text#faq',
  'apps/web/src/features/auth/sign-in/text#code',
  'apps/web/src/features/help/components/text#description',
]);

/** A workspace with one `text` folder holding these catalogs. */
function plant(catalogs: Record<string, Record<string, string>>): { root: string; folder: string } {
  const root = mkdtempSync(join(tmpdir(), 'text-catalogs-'));
  const folder = 'apps/web/src/features/probe/text';
  mkdirSync(join(root, folder), { recursive: true });
  for (const [locale, catalog] of Object.entries(catalogs))
    writeFileSync(join(root, folder, `${locale}.json`), JSON.stringify(catalog));
  return { root, folder };
}

describe('message catalogs', () => {
  it('are found in the web app, the server and the domain', () => {
    expect(textFolders(ROOT)).toContain('apps/web/src/app/text');
  });

  it.each(textFolders(ROOT))('%s: every language has every key, valid and translated', (folder) => {
    expect(catalogProblems(ROOT, folder, SAME_AS_ENGLISH)).toEqual([]);
  });

  it('fails on a key missing in one language, and on one only a translation has', () => {
    const { root, folder } = plant({
      'en-US': { title: 'Order', total: 'Total' },
      'fr-CA': { title: 'Commande', totl: 'Total' },
      'es-MX': { title: 'Pedido', total: 'Total general' },
    });
    expect(catalogProblems(root, folder, new Set([`${folder}#total`]))).toEqual([
      `${folder}/fr-CA.json: missing key "total"`,
      `${folder}/fr-CA.json: key "totl" is not in en-US.json`,
    ]);
  });

  it('fails on a missing language file, invalid ICU and other arguments than the English', () => {
    const { root, folder } = plant({
      'en-US': { locks: '{count, plural, one {# lock} other {# locks}}', hello: 'Hello {name}' },
      'fr-CA': { locks: '{count, plural, one {# cadenas} other {# cadenas}', hello: 'Bonjour {nom}' },
    });
    expect(catalogProblems(root, folder)).toEqual([
      `${folder}/es-MX.json is missing`,
      `${folder}/fr-CA.json: "locks" is not valid ICU MessageFormat (EXPECT_ARGUMENT_CLOSING_BRACE)`,
      expect.stringMatching(
        /^apps\/web\/src\/features\/probe\/text\/fr-CA\.json: "hello" has other arguments than its English/,
      ),
    ]);
  });

  it('fails on a text left in English, unless listed as the same in every language', () => {
    const { root, folder } = plant({
      'en-US': { save: 'Save', sku: 'SKU' },
      'fr-CA': { save: 'Save', sku: 'SKU' },
      'es-MX': { save: 'Guardar', sku: 'SKU' },
    });
    expect(catalogProblems(root, folder, new Set([`${folder}#sku`]))).toEqual([
      `${folder}/fr-CA.json: "save" is the same as its English: translate it, or list it as the same in every language`,
    ]);
  });
});
