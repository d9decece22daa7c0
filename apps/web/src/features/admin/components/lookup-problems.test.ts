import { describe, expect, it } from 'vitest';
import {
  ADMIN_LOOKUP_ITEM_SCHEMAS,
  isRenamableLookup,
  LOOKUP_LABELS,
  LOOKUP_NAMES,
  lookupReferenceProblems,
  type LookupName,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { chooseLanguage } from '../../../i18n/language.ts';
import { textNow } from '../../../i18n/use-text.ts';
import { adminText } from '../admin-text.ts';
import { lookupProblemText } from './lookup-problems.ts';

/** The domain's own words for the rules of a lookup item, as its schemas and checks say them. */
function domainProblems(): string[] {
  const issues = (name: LookupName, item: object) =>
    ADMIN_LOOKUP_ITEM_SCHEMAS[name].safeParse(item).error?.issues.map((issue) => issue.message) ?? [];
  const font = { id: 'F', name: 'F', maxChars: { front: 99, back: 0, left: 1.5, right: 1, key: 1 } };
  const area = { id: 'X', name: 'X', currency: 'us', salesOrganization: '1', distributionChannel: '1', division: '1' };
  const color = DEMO_CATALOG.lookups.colors[0]!;
  return [
    ...issues('colors', { id: 'a b', name: ' ', hex: 'red' }),
    ...issues('colors', { id: 'X', name: 'x'.repeat(61), hex: '#000000' }),
    ...issues('engravefontoptions', font),
    ...issues('keycodebuckettype', { id: 'B', name: 'B', pins: 5, depthMin: 9, depthMax: 9, depthStep: 1, macs: 5 }),
    ...issues('salesareas', { ...area, countries: ['usa'] }),
    ...issues('lockmaterialdependencies', {
      lockMaterialId: 'M',
      shackleTypeIds: ['A', 'A'],
      colorIds: [],
      fontOptionIds: [],
      logo: false,
    }),
    ...lookupReferenceProblems('colors', { ...color, id: 'X1', name: 'red' }, undefined, DEMO_CATALOG.lookups, {}),
    ...lookupReferenceProblems(
      'colors',
      { ...color, translations: { 'fr-CA': { name: 'Bleu' } } },
      color,
      DEMO_CATALOG.lookups,
      {},
    ),
  ].map((line) => line.replace(/^item\.[\w.-]+: /, ''));
}

describe('lookup problems in the admin catalog', () => {
  it('say in English exactly what the domain says, for each rule the dialog names', () => {
    const problems = domainProblems();
    expect(problems).toEqual(
      expect.arrayContaining([
        'must not be empty',
        'must be at most 60 characters',
        'must be letters, digits, - or _',
        'must be # and six hex digits, e.g. #C8102E',
        'must be at most 14 (the longest engraving line)',
        'must be at least 1',
        'must be a whole number',
        'must be greater than depthMin',
        'must be a three-letter currency code',
        'must be an ISO country code (two capital letters)',
        'must not name an id twice',
        'must be unique in the list (RED is named red)',
        'must be unique in the list (BLU is named Bleu in fr-CA)',
      ]),
    );
    const t = textNow(adminText);
    for (const problem of problems) {
      const translated = lookupProblemText(problem, t);
      expect(translated, problem).toBe(problem);
    }
  });

  it('read in French and Spanish, with their values', async () => {
    await chooseLanguage('fr-CA');
    const french = textNow(adminText);
    expect(lookupProblemText('must be at most 60 characters', french)).toBe('doit compter au plus 60 caractères');
    expect(lookupProblemText('must be unique in the list (RED is named red)', french)).toBe(
      "doit être unique dans la liste (RED s'appelle red)",
    );
    expect(lookupProblemText('something the catalog does not know', french)).toBe(
      'something the catalog does not know',
    );
    await chooseLanguage('es-MX');
    expect(lookupProblemText('must not be empty', textNow(adminText))).toBe('no debe estar vacío');
  });

  it("name each list and item in English as the domain's LOOKUP_LABELS do", () => {
    const t = textNow(adminText);
    for (const list of LOOKUP_NAMES) {
      const { list: words, item } = LOOKUP_LABELS[list];
      expect(t('lookups.listName', { list })).toBe(words);
      const article = /^[aeiou]/.test(item) ? 'an' : 'a';
      expect(t('lookups.add', { list })).toBe(`Add ${article} ${item}`);
      expect(t('item.title', { list, name: 'X' })).toBe(`${isRenamableLookup(list) ? 'Rename' : 'Edit'} ${item} X`);
    }
  });
});
