import {
  ENGRAVING_FIELDS,
  lockoutLockLines,
  type KeyLinePrice,
  type LockSet,
  type LockSetPrice,
  type LockSystemTree,
} from '@keyplan/domain';
import type { ConfirmationLine } from './confirmation-model.ts';
import type { RenderingText } from './rendering-text.ts';

/* The words of the confirmation's lines: a lock set's engraving and keying, its worker names, the key lines. */

const FACES = ['front', 'back', 'left', 'right'] as const;

/** The faces that carry a logo, as the `logo` message selects them; null for none. */
function logoFaces(lockSet: LockSet): 'front' | 'back' | 'both' | null {
  if (lockSet.logoFront !== null) return lockSet.logoBack !== null ? 'both' : 'front';
  return lockSet.logoBack !== null ? 'back' : null;
}

/**
 * Engraving, one line each, never joined ('/' may be engraved): 'Front 1: ACME', 'Key: K7'. A
 * lockout/tagout set engraved per lock says so (issue 47: it said "Engraving: none" above each
 * lock's engraved name); each lock's name is listed below by `lockoutDetails`.
 */
export function engravingDetails(lockSet: LockSet, text: RenderingText): string[] {
  const lines: string[] = [];
  if (lockSet.engravedLock) {
    for (const face of FACES) {
      ENGRAVING_FIELDS[face].forEach((field, index) => {
        if (lockSet[field].trim() !== '')
          lines.push(text('engravingLine', { face, line: index + 1, text: lockSet[field] }));
      });
    }
    if (lockoutLockLines(lockSet).some((line) => line.engraving !== ''))
      lines.push(text(lines.length > 0 ? 'alsoEngravedWorkerNames' : 'engravingWorkerNames'));
  }
  if (lockSet.engravedKey && lockSet.keyText.trim() !== '') lines.push(text('keyEngraving', { text: lockSet.keyText }));
  const logos = logoFaces(lockSet);
  if (logos) lines.push(text('logo', { faces: logos }));
  return lines.length > 0 ? lines : [text('engravingNone')];
}

/** How a lock set is keyed, in words. */
export function keyingOf(lockSet: LockSet, text: RenderingText): string {
  return lockSet.keyOption === 'KD'
    ? text('keyedDifferent', { keys: lockSet.numberOfKeysPerLock })
    : text('keyedAlike', {
        sets: lockSet.numberOfSets,
        locksPerSet: lockSet.numberOfLocksPerSet,
        keys: lockSet.numberOfKeysPerSet,
      });
}

/**
 * A LOTO set's lines under its locks: the mark, the department, the recorded exceptions, then each
 * lock with its worker and engraving (the domain's `lockoutDetails`, in the document's language).
 */
export function lockoutDetails(lockSet: LockSet, text: RenderingText): string[] {
  const lockout = lockSet.lockout;
  if (!lockout) return [];
  return [
    text('lockoutDepartment', { department: lockout.department || text('departmentNotNamed') }),
    ...(lockout.oneWorkerName ? [text('lockoutOneWorker', { name: lockout.oneWorkerName })] : []),
    ...(lockout.secondKeyReason ? [text('lockoutSecondKey', { reason: lockout.secondKeyReason })] : []),
    ...(lockout.supervisorMasterKey ? [text('lockoutSupervisorMasterKey')] : []),
    ...lockoutLockLines(lockSet).map((line) => {
      const worker = line.worker || text('noWorker');
      return line.engraving
        ? text('lockoutLockEngraved', { lock: line.lock, worker, engraving: line.engraving })
        : text('lockoutLock', { lock: line.lock, worker });
    }),
  ];
}

/** A lockout/tagout set's worker names, each one engraved line on its lock (decision 0070). */
export function workerNamesLine(
  price: LockSetPrice | undefined,
  discountPercent: number,
  text: RenderingText,
): ConfirmationLine[] {
  const names = price?.workerNameEngraving;
  if (!names) return [];
  return [
    {
      text: [
        text('workerNamesTitle'),
        text('workerNamesLocks', { count: names.quantity }),
        ...(discountPercent > 0 ? [text('lessDiscount', { percent: discountPercent })] : []),
      ],
      quantity: names.quantity,
      unitPrice: names.unitPrice,
      amount: names.amount,
    },
  ];
}

/** The line of a grand master, master or change key line, named for people. */
export function keyLineText(tree: LockSystemTree, line: KeyLinePrice, text: RenderingText): string[] {
  if (line.kind === 'grandMasterKey')
    return [
      tree.grandMasterKey.keyName,
      text(tree.grandMasterKey.addToSystem ? 'spareGrandMasterKeys' : 'grandMasterKey'),
    ];
  if (line.kind === 'changeKey') return [text('changeKey', { id: line.id }), text('cutToExistingCode')];
  const masterKey = tree.masterKeys.find((candidate) => candidate.masterKeyID === line.id);
  return [masterKey?.keyName ?? line.id, text(masterKey?.addToSystem ? 'spareMasterKeys' : 'masterKey')];
}
