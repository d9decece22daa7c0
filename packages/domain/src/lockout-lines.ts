import { lockSetsWithPaths, type LockSet, type LockSystemTree } from './lock-system.ts';
import { SUPERVISOR_MASTER_KEY_WARNING, type Lockout } from './lockout.ts';

/** One lock of a lockout/tagout set as documents list it: its number, worker and engraving. */
export interface LockoutLockLine {
  lock: number;
  worker: string;
  engraving: string;
}

/** Each lock of a LOTO set with its worker (a one-worker set: that worker on every lock). */
export function lockoutLockLines(lockSet: LockSet): LockoutLockLine[] {
  const lockout = lockSet.lockout;
  if (!lockout) return [];
  return Array.from({ length: lockSet.numberOfLocks }, (_, index) => {
    const lock = lockout.locks[index];
    const worker = lockout.oneWorkerName || lock?.worker || '';
    return { lock: index + 1, worker, engraving: lock?.engraving ?? '' };
  });
}

/** The exceptions a LOTO set records, in plain words (for the chart, the confirmation and SAP). */
export function lockoutExceptions(lockout: Lockout): string[] {
  return [
    ...(lockout.oneWorkerName ? [`One worker’s set: ${lockout.oneWorkerName}`] : []),
    ...(lockout.secondKeyReason ? [`Second key: ${lockout.secondKeyReason}`] : []),
    ...(lockout.supervisorMasterKey
      ? [`Supervisor master key under a written removal procedure. ${SUPERVISOR_MASTER_KEY_WARNING}`]
      : []),
  ];
}

/**
 * The lockout/tagout lines of a system for the Safekey item's long text beside its engraving:
 * per LOTO set, its department, its recorded exceptions and each lock's worker and engraving.
 */
export function lockoutNote(tree: LockSystemTree): string[] {
  return lockSetsWithPaths(tree).flatMap(({ lockSet }) => {
    if (!lockSet.lockout) return [];
    const locks = lockoutLockLines(lockSet)
      .map((line) => `lock ${line.lock} ${line.engraving || '-'} (${line.worker || 'no worker'})`)
      .join(' | ');
    const parts = [
      `Lockout/tagout, department ${lockSet.lockout.department || '-'}`,
      ...lockoutExceptions(lockSet.lockout),
      locks,
    ];
    return [`${lockSet.lockSetName}: ${parts.join('; ')}`];
  });
}

/**
 * A LOTO set's lines under its locks on the confirmation and the customer's review: the mark,
 * the department, the recorded exceptions, then each lock with its worker and engraving.
 */
export function lockoutDetails(lockSet: LockSet): string[] {
  if (!lockSet.lockout) return [];
  return [
    `Lockout/tagout, department ${lockSet.lockout.department || '(not named)'}`,
    ...lockoutExceptions(lockSet.lockout),
    ...lockoutLockLines(lockSet).map(
      (line) =>
        `Lock ${line.lock}: ${line.worker || 'no worker'}${line.engraving ? `, engraved ${line.engraving}` : ''}`,
    ),
  ];
}
