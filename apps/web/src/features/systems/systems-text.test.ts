import { describe, expect, it } from 'vitest';
import {
  LOCKOUT_SUPERVISOR_KEY_NOTE,
  MESSAGES,
  describeLockoutKey,
  newLockout,
  orderHeaderSchema,
  outOfService,
  reorderRequestSchema,
  reorderVerdict,
  type InstalledKey,
  type InstalledLockSet,
} from '@keyplan/domain';
import { chooseLanguage } from '../../i18n/language.ts';
import { textNow } from '../../i18n/use-text.ts';
import { buildInstalledSystem, INSTALLED_MASTER_KEY_ID } from '../../testing/installed-fixtures.ts';
import { lockoutKeyText } from './components/lockout-key-text.ts';
import { outOfServiceText, placementHold } from './installed-field.ts';
import { ruleWords } from './rule-words.ts';
import { systemsText } from './systems-text.ts';

/**
 * These screens say texts the domain also writes (the server, SPEC and the documents use the
 * domain's): in en-US the catalog says them word for word as the domain does, and in French and
 * Spanish each is recognized and translated.
 */
const withoutPath = (problem: string) => problem.replace(/^[\w[\].]+: /, '');

const REMEDY = { orderID: 'remedy', sapOrderNumber: '0000077777' };
const system = buildInstalledSystem('0000100003', { orderID: 'order-1', orderLockSystemID: 'ols-1' });
const key = (symbol: string, change: Partial<InstalledKey>): InstalledKey => ({
  ...system.keys.find((entry) => entry.keySymbol === symbol)!,
  ...change,
});

/** The messages of the reorder request's and the header's schemas, as the domain writes them. */
function schemaMessages(): string[] {
  const requests = [
    {},
    { orderPONumber: 'P'.repeat(200), additionalKeys: [{ keySymbol: 'zz', quantity: 100_000 }] },
    {
      newLockSets: [
        { masterKeyID: 'x', lockSetName: '', keyOption: 'XX', numberOfSets: 1.5, numberOfLocksPerSet: 0, keys: 'a' },
      ],
    },
  ];
  const reorder = requests.flatMap((request) => reorderRequestSchema.safeParse(request).error?.issues ?? []);
  const header = orderHeaderSchema.safeParse({
    orderSystemName: '',
    orderPONumber: '',
    currency: 'us',
    salesArea: '',
    comments: '',
    systemBucketType: 'SP6',
  }).error!.issues;
  return [...new Set([...reorder, ...header].map((issue) => issue.message))];
}

/**
 * What the installed system's rules say: keys out of service and what they hold, a lockout/tagout
 * worker's key and set, a master key over lockout/tagout locks with and without a supervisor.
 */
function verdictMessages(): string[] {
  const [kdSet, kaSet] = system.lockSets as [InstalledLockSet, InstalledLockSet];
  const worker = { heldBy: 'worker' as const, worker: 'Ana Silva', department: 'Filleting' };
  const nothing = { additionalKeys: [], addLocks: [], newLockSets: [], newMasterKeys: [] };
  const keys = (changes: Record<string, Partial<InstalledKey>>) =>
    system.keys.map((entry) => key(entry.keySymbol, changes[entry.keySymbol] ?? {}));
  const verdicts = [
    // The grand master key retired: nothing under it; a worker's key beyond its copies; a supervisor master key.
    reorderVerdict(
      {
        ...system,
        keys: keys({ A: { retiredBy: REMEDY }, AA1: { lockout: worker } }),
        lockSets: [{ ...kdSet, lockout: { ...newLockout(), supervisorMasterKey: true } }],
      },
      {
        ...nothing,
        additionalKeys: [
          { keySymbol: 'AA1', quantity: 1 },
          { keySymbol: 'AA', quantity: 1 },
        ],
        newLockSets: [{ masterKeyID: null }],
        newMasterKeys: [{}],
      },
    ),
    // A master key with a copy lost; a worker's second key without a reason; a master key over unexcepted LOTO locks.
    reorderVerdict(
      {
        ...system,
        keys: keys({ AA: { lostCopies: 1 }, AA1: { keysCut: 1, lockout: { ...worker, worker: '' } } }),
        lockSets: [{ ...kdSet, lockout: newLockout() }],
      },
      {
        ...nothing,
        additionalKeys: [{ keySymbol: 'AA1', quantity: 1 }],
        newLockSets: [{ masterKeyID: INSTALLED_MASTER_KEY_ID }],
      },
    ),
    reorderVerdict(
      {
        ...system,
        keys: keys({ AA1: { keysCut: 1, lockout: worker } }),
        lockSets: [
          { ...system.lockSets[0]!, lockout: newLockout() },
          { ...kdSet, lockout: newLockout() },
        ],
      },
      { ...nothing, additionalKeys: [{ keySymbol: 'AA', quantity: 1 }] },
    ),
    // Locks added to a replaced set, to a keyed-alike set whose key is lost, to one worker's LOTO set.
    reorderVerdict(
      {
        ...system,
        keys: keys({ AA1: { lostCopies: 1 } }),
        lockSets: [
          { ...kdSet, replacedBy: REMEDY },
          { ...kaSet, setKeys: ['AA1'] },
        ],
      },
      {
        ...nothing,
        addLocks: [
          { lockSetID: kdSet.lockSetID, setNumber: null, keys: null },
          { lockSetID: kaSet.lockSetID, setNumber: 1, keys: null },
        ],
      },
    ),
    reorderVerdict(
      {
        ...system,
        keys: keys({ AA1: { keysCut: 1 } }),
        lockSets: [
          { ...kaSet, setKeys: ['AA1'], lockout: { ...newLockout(), oneWorkerName: 'Ana Silva' } },
          { ...kaSet, lockSetID: 'other', setKeys: ['AA1'], lockout: newLockout() },
        ],
      },
      {
        ...nothing,
        addLocks: [
          { lockSetID: kaSet.lockSetID, setNumber: 1, keys: null },
          { lockSetID: 'other', setNumber: 1, keys: null },
        ],
      },
    ),
    // Copies of keys out of service: one retired by a reorder not yet in SAP, one with a copy lost.
    reorderVerdict(
      { ...system, keys: keys({ A: { retiredBy: { ...REMEDY, sapOrderNumber: null } }, AA: { lostCopies: 1 } }) },
      {
        ...nothing,
        additionalKeys: [
          { keySymbol: 'A', quantity: 1 },
          { keySymbol: 'AA', quantity: 1 },
        ],
      },
    ),
  ];
  return verdicts.flatMap(({ problems, warnings }) => [...problems.map(withoutPath), ...warnings]);
}

describe("the systems catalog's English is the domain's", () => {
  it('says quoting is off as SPEC does', () => {
    expect(textNow(systemsText)('addOrEdit.quotingDisabled')).toBe(MESSAGES.quotingDisabled);
  });

  it("names a lockout/tagout key's holder as describeLockoutKey does, and the supervisor key's note", () => {
    const t = textNow(systemsText);
    expect(t('lockout.supervisorNote')).toBe(LOCKOUT_SUPERVISOR_KEY_NOTE);
    for (const lockout of [
      { heldBy: 'worker' as const, worker: 'Ana Silva', department: 'Filleting' },
      { heldBy: 'worker' as const, worker: '', department: '' },
      { heldBy: 'supervisor' as const, worker: '', department: 'Filleting' },
      { heldBy: 'supervisor' as const, worker: '', department: '' },
    ])
      expect(lockoutKeyText(lockout, t)).toBe(describeLockoutKey(lockout));
  });

  it('says why a key is out of service, and why nothing goes under it, as the installed system rules do', () => {
    for (const change of [
      { retiredBy: REMEDY },
      { retiredBy: { ...REMEDY, sapOrderNumber: null } },
      { lostCopies: 2 },
      {},
    ])
      for (const symbol of ['A', 'AA', 'AA1'])
        expect(outOfServiceText(key(symbol, change))).toBe(outOfService(key(symbol, change)));
    const held = { ...system, keys: [key('A', { retiredBy: REMEDY }), key('AA', { lostCopies: 1 }), key('AA1', {})] };
    for (const masterKeyID of [null, INSTALLED_MASTER_KEY_ID]) {
      const [problem] = reorderVerdict(held, {
        additionalKeys: [],
        addLocks: [],
        newLockSets: [{ masterKeyID }],
        newMasterKeys: [],
      }).problems;
      expect(placementHold(held, masterKeyID)).toBe(`${withoutPath(problem!)}.`);
    }
  });

  it('says every rule message of the reorder, the header and the installed system as it came', () => {
    const messages = [...schemaMessages(), ...verdictMessages()];
    expect(messages.length).toBeGreaterThan(22);
    for (const message of messages) expect(ruleWords(message)).toBe(message);
  });

  it.each(['fr-CA', 'es-MX'] as const)('translates every one of them in %s', async (locale) => {
    await chooseLanguage(locale);
    for (const message of [...schemaMessages(), ...verdictMessages()]) expect(ruleWords(message)).not.toBe(message);
  });
});
