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
  // French says 'Type'; Spanish 'Color' and 'Total'.
  'apps/web/src/features/review/text#fact.type',
  'apps/web/src/features/review/text#fact.color',
  'apps/web/src/features/review/text#totals.total',
  // French says 'Actions' for the menu of a key copy; Spanish 'No'.
  'apps/web/src/features/key-register/text#menu.actions',
  'apps/web/src/features/key-register/text#no',
  // French "Date" and "Signature" (the sign-out sheet's columns), French and Spanish "Total", Spanish "Color".
  'apps/server/src/documents/text#signatureDate',
  'apps/server/src/documents/text#columnSignature',
  'apps/server/src/rendering/text#total',
  'apps/server/src/rendering/text#color',
  // 'Total', 'Logos' and 'Color' are French or Spanish words too.
  'apps/web/src/features/key-system/text#fact.total',
  'apps/web/src/features/key-system/text#fact.color',
  'apps/web/src/features/key-system/text#field.color',
  'apps/web/src/features/key-system/text#logos.title',
  'apps/web/src/features/key-system/text#materials.color',
  'apps/web/src/features/key-system/text#save.total',
  // French: Administration, Description, Actions; Spanish: Roles; MACS is the trade's acronym.
  'apps/web/src/features/admin/text#page.title',
  'apps/web/src/features/admin/text#field.description',
  'apps/web/src/features/admin/text#field.macs',
  'apps/web/src/features/admin/text#accounts.actions',
  'apps/web/src/features/admin/text#accounts.roles',
  // fr-CA « Type », « Total », « Actions »; es-MX « Total », « Color »; a customer's name and CCID.
  'apps/web/src/features/systems/text#column.type',
  'apps/web/src/features/systems/text#filter.type',
  'apps/web/src/features/systems/text#fact.type',
  'apps/web/src/features/systems/text#column.total',
  'apps/web/src/features/systems/text#price.total',
  'apps/web/src/features/systems/text#column.actions',
  'apps/web/src/features/systems/text#choices.color',
  'apps/web/src/features/systems/text#reorder.customer',
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
