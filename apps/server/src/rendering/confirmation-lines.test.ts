import { counted, logoFaces, lockoutDetails as domainLockoutDetails, newLockout, type LockSet } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { lockSet } from '../../test-support/test-trees.ts';
import { engravingDetails, keyingOf, lockoutDetails } from './confirmation-lines.ts';
import { renderingText } from './rendering-text.ts';

const english = renderingText('en-US');
const french = renderingText('fr-CA');
const spanish = renderingText('es-MX');

/** Lockout/tagout sets with each thing the lines can say: department or none, exceptions, workers or none, engraving. */
const LOTO_SETS: LockSet[] = [
  lockSet(1, 'SP6', {
    numberOfLocksPerSet: 3,
    lockout: {
      ...newLockout(),
      department: 'Maintenance',
      locks: [
        { worker: 'J. RIVERA', engraving: 'J. RIVERA' },
        { worker: '', engraving: '' },
      ],
    },
  }),
  lockSet(2, 'SP6', {
    keyOption: 'KA',
    numberOfLocksPerSet: 2,
    lockout: {
      ...newLockout(),
      oneWorkerName: 'Ana Silva',
      secondKeyReason: 'Spare held by the shift lead',
      supervisorMasterKey: true,
    },
  }),
];

describe("the confirmation's lines in English", () => {
  it('say lockout/tagout sets word for word as the domain does (the review shows the same lines)', () => {
    for (const set of LOTO_SETS) expect(lockoutDetails(set, english)).toEqual(domainLockoutDetails(set));
  });

  it('say keying and logos as they did before they had catalogs', () => {
    const different = lockSet(1, 'SP6', { numberOfKeysPerLock: 1 });
    expect(keyingOf(different, english)).toBe(`Keyed different, ${counted(1, 'key')} per lock`);
    const alike = lockSet(2, 'SP6', {
      keyOption: 'KA',
      numberOfSets: 1200,
      numberOfLocksPerSet: 4,
      numberOfKeysPerSet: 2,
    });
    expect(keyingOf(alike, english)).toBe(`Keyed alike, ${counted(1200, 'set')} of 4, ${counted(2, 'key')} per set`);
    for (const logos of [
      { logoFront: 'a', logoBack: null },
      { logoFront: null, logoBack: 'b' },
      { logoFront: 'a', logoBack: 'b' },
    ])
      expect(engravingDetails(lockSet(3, 'SP6', logos), english)).toEqual([`Logo: ${logoFaces(logos)}`]);
  });
});

describe("the confirmation's lines in French and Spanish", () => {
  it('count keys and sets with their plurals, and name faces in the language', () => {
    const alike = lockSet(2, 'SP6', {
      keyOption: 'KA',
      numberOfSets: 1,
      numberOfLocksPerSet: 4,
      numberOfKeysPerSet: 2,
    });
    expect(keyingOf(alike, french)).toBe('À clés identiques, 1 ensemble de 4, 2 clés par ensemble');
    expect(keyingOf(alike, spanish)).toBe('Llaves iguales, 1 juego de 4, 2 llaves por juego');
    const engraved = lockSet(3, 'SP6', { engravedLock: true, frontText1: 'DANGER', logoFront: 'a', logoBack: 'b' });
    expect(engravingDetails(engraved, french)).toEqual([
      'Avant, ligne 1\u00a0: DANGER',
      'Logo\u00a0: avant et arrière',
    ]);
    expect(engravingDetails(engraved, spanish)).toEqual(['Frente, línea 1: DANGER', 'Logotipo: frente y reverso']);
  });

  it('say lockout/tagout in Quebec’s and Mexico’s words', () => {
    expect(lockoutDetails(LOTO_SETS[0]!, french)).toEqual([
      'Cadenassage, service Maintenance',
      'Cadenas 1\u00a0: J. RIVERA, gravé J. RIVERA',
      'Cadenas 2\u00a0: aucun travailleur',
      'Cadenas 3\u00a0: aucun travailleur',
    ]);
    expect(lockoutDetails(LOTO_SETS[1]!, spanish).slice(0, 3)).toEqual([
      'Bloqueo y etiquetado, departamento (sin nombre)',
      'Juego de un solo trabajador: Ana Silva',
      'Segunda llave: Spare held by the shift lead',
    ]);
  });
});
