import { z } from 'zod';
import type { ChartLockSet, KeyChart } from './key-chart.ts';

/**
 * Lockout/tagout keys in the key register (issue 35, decision 0035): each key of a LOTO lock set
 * belongs to the worker named for its lock, and a master key opening LOTO locks is the supervisor
 * master key, held by a supervisor under the customer's written removal procedure. Derived from
 * the charts of the installed orders, which keep each lock's worker as submitted.
 */

export const lockoutKeySchema = z.object({
  /** `worker`: the key of locks one named worker applies; `supervisor`: a master key over LOTO locks. */
  heldBy: z.enum(['worker', 'supervisor']),
  /** The worker named for its lock (name or ID as given); empty for a supervisor master key. */
  worker: z.string(),
  /** The department of the locks it opens (several, comma separated, for a master key over several). */
  department: z.string(),
});
export type LockoutKey = z.infer<typeof lockoutKeySchema>;

const lockSetsOf = (chart: KeyChart): ChartLockSet[] => [
  ...chart.masterKeys.flatMap((masterKey) => masterKey.lockSets),
  ...chart.noKeyLockSets,
];

const departmentsOf = (lockSets: readonly ChartLockSet[]) =>
  [...new Set(lockSets.flatMap((lockSet) => (lockSet.lockout ? [lockSet.lockout.department] : [])))].join(', ');

/**
 * The lockout/tagout keys of a chart by key symbol: each LOTO lock's key with its worker and
 * department (a keyed-alike one worker's set: that worker on every lock), each master key over
 * LOTO locks, and the grand master key when the chart has LOTO locks, as supervisor master keys.
 */
export function lockoutKeysOf(chart: KeyChart): Map<string, LockoutKey> {
  const keys = new Map<string, LockoutKey>();
  const loto = lockSetsOf(chart).filter((lockSet) => lockSet.lockout);
  if (loto.length === 0) return keys;
  for (const lockSet of loto)
    lockSet.locks.forEach((lock, index) => {
      if (!lock.keySymbol || keys.has(lock.keySymbol)) return;
      keys.set(lock.keySymbol, {
        heldBy: 'worker',
        worker: lockSet.lockout!.workers[index]?.worker ?? '',
        department: lockSet.lockout!.department,
      });
    });
  for (const masterKey of chart.masterKeys)
    if (masterKey.lockSets.some((lockSet) => lockSet.lockout))
      keys.set(masterKey.keySymbol, {
        heldBy: 'supervisor',
        worker: '',
        department: departmentsOf(masterKey.lockSets),
      });
  keys.set(chart.grandMasterKey.keySymbol, { heldBy: 'supervisor', worker: '', department: departmentsOf(loto) });
  return keys;
}

/** "Lockout/tagout: Ana Silva (Filleting)", or "Lockout/tagout supervisor master key (Filleting)". */
export function describeLockoutKey(lockout: LockoutKey): string {
  if (lockout.heldBy === 'supervisor') return `Lockout/tagout supervisor master key (${lockout.department || '—'})`;
  return `Lockout/tagout: ${lockout.worker || 'no worker named'} (${lockout.department || '—'})`;
}

/** Shown when a supervisor master key is handed out: who holds it and under which procedure. */
export const LOCKOUT_SUPERVISOR_KEY_NOTE =
  'This master key opens lockout/tagout locks. Under your written removal procedure it is held by a supervisor, who uses it only to remove the lock of a worker who is not at the site.';

/** The holder a hand-out of the key suggests: its worker and department, or the department's supervisor. */
export function suggestedLockoutHolder(lockout: LockoutKey): { name: string; department: string } {
  if (lockout.heldBy === 'supervisor')
    return { name: '', department: lockout.department ? `${lockout.department} supervisor` : 'Supervisor' };
  return { name: lockout.worker, department: lockout.department };
}

const folded = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The warning, in plain words, when a worker's LOTO key goes to someone other than its worker
 * (matched by name or employee id, ignoring case and spacing); null when it goes to its worker,
 * for a supervisor master key, and while no holder is typed.
 */
export function lockoutHolderWarning(
  lockout: LockoutKey | null | undefined,
  holder: { name: string; employeeId?: string | null },
): string | null {
  if (!lockout || lockout.heldBy !== 'worker' || lockout.worker.trim() === '') return null;
  const name = holder.name.trim();
  if (name === '') return null;
  const worker = folded(lockout.worker);
  if (folded(name) === worker || folded(holder.employeeId ?? '') === worker) return null;
  return `This is ${lockout.worker}’s lockout/tagout key. Only the worker who applied a lockout lock may remove it, so its key stays with ${lockout.worker}: handing it to ${name} lets someone else remove that lock. Record why in the note.`;
}

/**
 * The rule the register enforces on a hand-out or a change of holder of a worker's LOTO key: to
 * someone other than its worker only with a note saying why. Answers `note: …`, or null.
 */
export function lockoutHandOutProblem(
  lockout: LockoutKey | null | undefined,
  change: { action: string; holder?: { name: string; employeeId?: string | null }; note?: string },
): string | null {
  if ((change.action !== 'handOut' && change.action !== 'editHolder') || !change.holder) return null;
  if (!lockoutHolderWarning(lockout, change.holder) || (change.note ?? '').trim() !== '') return null;
  return `note: is required when ${lockout!.worker}’s lockout/tagout key is given to ${change.holder.name.trim()}, someone other than its worker: record why`;
}
