import {
  describeKeyCopy,
  describeLockoutKey,
  KEY_COPY_STATE_LABELS,
  LOCKOUT_SUPERVISOR_KEY_NOTE,
  type KeyCopy,
  type LockoutKey,
} from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { documentsText } from './documents-text.ts';
import { copyStateText, lockoutKeyText } from './key-register-words.ts';

const COPY: KeyCopy = {
  copyNumber: 1,
  state: 'notHandedOut',
  holder: null,
  issuedOn: null,
  returnedOn: null,
  reportedOn: null,
  recordedBy: null,
  recordedAt: null,
  handOutId: null,
  cutBy: null,
};
const COPIES: KeyCopy[] = [
  COPY,
  { ...COPY, returnedOn: '2026-03-20' },
  { ...COPY, state: 'lost', reportedOn: '2026-03-21' },
  { ...COPY, state: 'lost' },
  { ...COPY, state: 'broken', reportedOn: '2026-03-22' },
  { ...COPY, state: 'broken' },
  { ...COPY, state: 'handedOut', holder: { name: 'Zoë', department: 'Electrical', employeeId: null } },
];
const LOCKOUT_KEYS: LockoutKey[] = [
  { heldBy: 'worker', worker: 'Ana Silva', department: 'Filleting' },
  { heldBy: 'worker', worker: '', department: '' },
  { heldBy: 'supervisor', worker: '', department: 'Filleting, Packing' },
  { heldBy: 'supervisor', worker: '', department: '' },
];

describe("the key register's words in the documents", () => {
  const english = documentsText('en-US');

  it('are in English word for word what the domain says (the register on screen says the same)', () => {
    for (const copy of COPIES)
      expect(copyStateText(copy, english)).toBe(
        copy.state === 'handedOut' ? KEY_COPY_STATE_LABELS.handedOut : describeKeyCopy(copy),
      );
    for (const lockout of LOCKOUT_KEYS) expect(lockoutKeyText(lockout, english)).toBe(describeLockoutKey(lockout));
    expect(english('lockoutSupervisorKeyNote')).toBe(LOCKOUT_SUPERVISOR_KEY_NOTE);
  });

  it('write the day in words in French and Spanish', () => {
    expect(COPIES.map((copy) => copyStateText(copy, documentsText('fr-CA')))).toEqual([
      'Non remise',
      'Rendue le 20 mars 2026',
      'Déclarée perdue le 21 mars 2026',
      'Déclarée perdue',
      'Déclarée brisée le 22 mars 2026',
      'Déclarée brisée',
      'Remise',
    ]);
    expect(copyStateText(COPIES[1]!, documentsText('es-MX'))).toBe('Devuelta el 20 de marzo de 2026');
    expect(lockoutKeyText(LOCKOUT_KEYS[0]!, documentsText('fr-CA'))).toBe('Cadenassage\u00a0: Ana Silva (Filleting)');
    expect(lockoutKeyText(LOCKOUT_KEYS[2]!, documentsText('es-MX'))).toBe(
      'Llave maestra de supervisor, bloqueo y etiquetado (Filleting, Packing)',
    );
  });
});
