import {
  ENGRAVING_ALLOWED_DESCRIPTION,
  SUPERVISOR_MASTER_KEY_WARNING,
  changeBodyMaterial,
  engravingRefusedMessage,
  fillLockoutEngravings,
  lockoutIssues,
  newLockout,
  priceLockSystem,
  summarizeLockSet,
  validateLockSystemTree,
  type LockSet,
  type LockSystemTree,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n/language.ts';
import { textNow } from '../../i18n/use-text.ts';
import { DEMO_LOOKUPS, buildTree } from '../../testing/key-system-fixtures.ts';
import english from './text/en-US.json';
import { engravingRefusedText, lockSetSummary, recognizeRule, ruleMessage, ruleText } from './rule-text.ts';

const lookups = DEMO_LOOKUPS;

/** A default tree (GRAND MASTER KEY → MASTER KEY 1 → LOCK SET 1) with its lock set changed. */
function treeWith(change: (lockSet: LockSet) => LockSet): LockSystemTree {
  const tree = buildTree();
  const masterKey = tree.masterKeys[0]!;
  return { ...tree, masterKeys: [{ ...masterKey, lockSets: masterKey.lockSets.map(change) }] };
}

const messagesOf = (tree: LockSystemTree, bucket: string | null = 'SP6') => [
  ...validateLockSystemTree(tree, lookups, bucket).map((issue) => issue.message),
  ...lockoutIssues(tree).map((issue) => issue.message),
];

/** Every text of the domain's rules the key system's screens show, made by the domain itself. */
function domainTexts(): string[] {
  const duplicate = buildTree();
  duplicate.masterKeys[0]!.keyName = duplicate.grandMasterKey.keyName;
  duplicate.masterKeys[0]!.masterKeyID = duplicate.grandMasterKey.grandMasterKeyID;
  duplicate.grandMasterKey.colorID = 'NOPE';
  duplicate.grandMasterKey.keyText = 'X'.repeat(40);
  const many = buildTree();
  const lockSet = many.masterKeys[0]!.lockSets[0]!;
  many.noKeyLockSets = Array.from({ length: 2001 }, (_, index) => ({
    ...lockSet,
    lockSetID: `many-${index}`,
    lockSetName: `MANY ${index}`,
    numberOfLocksPerSet: 50,
    numberOfLocks: 50,
  }));
  const lockout = (change: Partial<LockSet>, lockoutChange: Partial<NonNullable<LockSet['lockout']>> = {}) =>
    treeWith((set) => ({ ...set, ...change, lockout: { ...newLockout(), ...lockoutChange } }));
  const colored = buildTree();
  const first = colored.masterKeys[0]!.lockSets[0]!;
  colored.noKeyLockSets = [
    { ...first, lockSetID: 'a', lockSetName: 'A', lockout: { ...newLockout(), department: 'Boilers' } },
    { ...first, lockSetID: 'b', lockSetName: 'B', lockout: { ...newLockout(), department: 'Turbines' } },
  ];
  const bodyChange = changeBodyMaterial(
    { ...first, shackleMaterialID: 'ST30', colorID: 'PNK', fontSize: 'L', logoFront: 'logo-1' },
    'BRASS',
    lookups,
  ).changes;
  // A body that takes no engraving: the font size goes.
  const noFonts = {
    ...lookups,
    lockmaterialdependencies: lookups.lockmaterialdependencies.map((dependency) => ({
      ...dependency,
      fontOptionIds: [],
    })),
  };
  const fontCleared = changeBodyMaterial({ ...first, fontSize: 'L' }, first.bodyMaterialID, noFonts).changes;
  return [
    ...messagesOf(duplicate),
    ...messagesOf(many),
    ...messagesOf(treeWith((set) => ({ ...set, variableSets: [1, 2], numberOfLocks: 7 }))),
    ...messagesOf(treeWith((set) => ({ ...set, keyOption: 'XX' as LockSet['keyOption'], bodyMaterialID: 'NOPE' }))),
    ...messagesOf(
      treeWith((set) => ({
        ...set,
        bodyMaterialID: 'BRASS',
        shackleMaterialID: 'NY15',
        colorID: 'PNK',
        fontSize: 'L',
      })),
    ),
    ...messagesOf(
      treeWith((set) => ({ ...set, logoFront: 'logo-1', bodyMaterialID: 'BRASS' })),
      null,
    ),
    ...messagesOf(treeWith((set) => ({ ...set, bodyMaterialID: 'NYLON' }))),
    ...messagesOf(treeWith((set) => ({ ...set, engravedLock: true, fontSize: null }))),
    ...messagesOf(treeWith((set) => ({ ...set, engravedLock: true, fontSize: 'M', frontText1: 'X'.repeat(12) }))),
    ...messagesOf(lockout({ keyOption: 'KA', numberOfKeysPerSet: 3 })),
    ...messagesOf(lockout({ numberOfKeysPerLock: 2, engravedLock: true, numberOfLocks: 3 }, { department: 'Boilers' })),
    ...messagesOf(lockout({ numberOfKeysPerLock: 1, engravedLock: true, numberOfLocks: 1 })),
    ...messagesOf({ ...buildTree(), masterKeys: [], noKeyLockSets: [{ ...first, lockout: newLockout() }] }),
    ...messagesOf(colored),
    ...fillLockoutEngravings('Zoë\nbob@plant!\nMaximilian Alexander', '{NAME}').problems.map(
      (problem) => problem.message,
    ),
    engravingRefusedMessage(['@']),
    SUPERVISOR_MASTER_KEY_WARNING,
    ...bodyChange,
    ...fontCleared,
  ];
}

/** The domain's pricing reasons: without a price book, and for a body it has no price for. */
function pricingReasons(): string[] {
  const book = DEMO_CATALOG.priceBooks.USD!;
  const tree = treeWith((set) => ({ ...set, bodyMaterialID: 'NOPE', shackleMaterialID: 'ST15' }));
  return [priceLockSystem(buildTree(), undefined, []), priceLockSystem(tree, book, DEMO_CATALOG.quantityTiers)].map(
    (price) => (price.priced ? '' : price.reason),
  );
}

describe('the domain rules in the web', () => {
  it('has the domain’s English word for word, for every rule message', () => {
    const texts = [...domainTexts(), ...pricingReasons()];
    const en = textNow(ruleText);
    const recognized = new Set<string>();
    for (const text of texts) {
      const rule = recognizeRule(text);
      expect(rule, text).not.toBeNull();
      recognized.add(rule!.key);
      expect(ruleMessage(text, en)).toBe(text);
    }
    // Every message of the catalog stands for a text the domain writes.
    const own = ['engraving.allowed', 'engraving.quoted', 'lockSet.summary', 'lockSet.summaryVariable'];
    expect([...recognized].sort()).toEqual(
      Object.keys(english)
        .filter((key) => !own.includes(key))
        .sort(),
    );
  });

  it('has the domain’s English for the allowed characters, refusals and lock set summaries', () => {
    const en = textNow(ruleText);
    expect(en('engraving.allowed')).toBe(ENGRAVING_ALLOWED_DESCRIPTION);
    expect(engravingRefusedText(['@', '!'], en)).toBe(engravingRefusedMessage(['@', '!']));
    const lockSet = buildTree().masterKeys[0]!.lockSets[0]!;
    for (const counts of [
      { numberOfSets: 1, numberOfLocksPerSet: 1, variableSets: null, keyOption: 'KD' },
      { numberOfSets: 10, numberOfLocksPerSet: 5, variableSets: null, keyOption: 'KA' },
      { numberOfSets: 3, numberOfLocksPerSet: 5, variableSets: [5, 4, 1], keyOption: 'KD' },
    ] as const) {
      const shaped = { ...lockSet, ...counts, variableSets: counts.variableSets ? [...counts.variableSets] : null };
      expect(lockSetSummary(shaped, en)).toBe(summarizeLockSet(shaped));
    }
  });

  it('says a rule in French and in Spanish, with its names and numbers', async () => {
    const tooLong = 'must be at most 10 characters in font Medium (3.0 mm)';
    const refused = engravingRefusedMessage(['@', '!']);
    await chooseLanguage('fr-CA');
    expect(ruleMessage(tooLong)).toBe('doit compter au plus 10 caractères avec la police Medium (3.0 mm)');
    expect(ruleMessage(refused)).toBe(
      'Impossible de graver «\u00a0@\u00a0», «\u00a0!\u00a0». Caractères permis\u00a0: A–Z, 0–9, espace et - . # / & ( )',
    );
    expect(ruleMessage('Each of the 3 lockout/tagout locks needs its worker’s name or ID engraved (1 has one).')).toBe(
      'Il faut graver sur chacun des 3 cadenas de cadenassage le nom ou le matricule de son travailleur (1 l’a).',
    );
    await chooseLanguage('es-MX');
    expect(ruleMessage('Lockout/tagout locks have one key per set, at most two with a reason.')).toBe(
      'Los candados de bloqueo y etiquetado llevan una llave por lote, dos como máximo con un motivo.',
    );
    expect(lockSetSummary({ numberOfSets: 1, numberOfLocksPerSet: 5, variableSets: null, keyOption: 'KA' })).toBe(
      '1 lote × 5 candados, llaves iguales',
    );
    // A text that is no rule of the domain (a server's answer) stays as it is.
    expect(ruleMessage('Something else went wrong')).toBe('Something else went wrong');
  });
});
