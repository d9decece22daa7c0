import {
  counted,
  ENGRAVING_FIELDS,
  logoFaces,
  lockoutLockLines,
  type KeyLinePrice,
  type LockSet,
  type LockSetPrice,
  type LockSystemTree,
} from '@keyplan/domain';
import type { ConfirmationLine } from './confirmation-model.ts';

/* The words of the confirmation's lines: a lock set's engraving and keying, its worker names, the key lines. */

const FACES = { front: 'Front', back: 'Back', left: 'Left', right: 'Right' } as const;

/**
 * Engraving, one line each, never joined ('/' may be engraved): 'Front 1: ACME', 'Key: K7'. A
 * lockout/tagout set engraved per lock says so (issue 47: it said "Engraving: none" above each
 * lock's engraved name); each lock's name is listed below by `lockoutDetails`.
 */
export function engravingDetails(lockSet: LockSet): string[] {
  const lines: string[] = [];
  if (lockSet.engravedLock) {
    for (const face of Object.keys(FACES) as (keyof typeof FACES)[]) {
      ENGRAVING_FIELDS[face].forEach((field, index) => {
        if (lockSet[field].trim() !== '') lines.push(`${FACES[face]} line ${index + 1}: ${lockSet[field]}`);
      });
    }
    if (lockoutLockLines(lockSet).some((line) => line.engraving !== ''))
      lines.push(`${lines.length > 0 ? 'Also engraved' : 'Engraving'}: the worker’s name on each lock, listed below`);
  }
  if (lockSet.engravedKey && lockSet.keyText.trim() !== '') lines.push(`Key: ${lockSet.keyText}`);
  const logos = logoFaces(lockSet);
  if (logos) lines.push(`Logo: ${logos}`);
  return lines.length > 0 ? lines : ['Engraving: none'];
}

/** How a lock set is keyed, in words. */
export function keyingOf(lockSet: LockSet): string {
  return lockSet.keyOption === 'KD'
    ? `Keyed different, ${counted(lockSet.numberOfKeysPerLock, 'key')} per lock`
    : `Keyed alike, ${counted(lockSet.numberOfSets, 'set')} of ${lockSet.numberOfLocksPerSet}, ${counted(lockSet.numberOfKeysPerSet, 'key')} per set`;
}

/** A lockout/tagout set's worker names, each one engraved line on its lock (decision 0070). */
export function workerNamesLine(price: LockSetPrice | undefined, discountPercent: number): ConfirmationLine[] {
  const names = price?.workerNameEngraving;
  if (!names) return [];
  return [
    {
      text: [
        'Engraving, worker names',
        `One engraved line on each of ${names.quantity} locks`,
        ...(discountPercent > 0 ? [`Less the ${discountPercent}% quantity discount`] : []),
      ],
      quantity: names.quantity,
      unitPrice: names.unitPrice,
      amount: names.amount,
    },
  ];
}

/** The line of a grand master, master or change key line, named for people. */
export function keyLineText(tree: LockSystemTree, line: KeyLinePrice): string[] {
  if (line.kind === 'grandMasterKey')
    return [
      tree.grandMasterKey.keyName,
      tree.grandMasterKey.addToSystem ? 'Spare grand master keys' : 'Grand master key',
    ];
  if (line.kind === 'changeKey') return [`Change key ${line.id}`, 'Cut to the existing code'];
  const masterKey = tree.masterKeys.find((candidate) => candidate.masterKeyID === line.id);
  return [masterKey?.keyName ?? line.id, masterKey?.addToSystem ? 'Spare master keys' : 'Master key'];
}
