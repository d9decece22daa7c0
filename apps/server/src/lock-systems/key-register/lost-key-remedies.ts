import {
  LIMITS,
  type InstalledLockSet,
  type InstalledMasterKey,
  type KeyExposure,
  type LostKeyRemedyKind,
  type OpenedLock,
  type ReorderRequest,
  counted,
} from '@keyplan/domain';
import { installedSetOf, keyedAlikeSets, replacementName } from './lost-key-plan.ts';

/** A remedy before it is priced: the reorder it becomes. */
export interface RemedyRequest {
  kind: LostKeyRemedyKind;
  title: string;
  description: string;
  locks: number;
  request: ReorderRequest;
}

/**
 * The reorders a locksmith would propose for a lost key, by its kind, for the locks it opens in one
 * installed system, or why there is none (decision 0028). For another system of the customer the
 * key is not one of its keys, so its locks are replaced as a change key's are (`kind` 'change'):
 * new locks under that system's own master keys, which the lost key does not open.
 */
export function remedyRequests(
  kind: KeyExposure['kind'],
  keySymbol: string,
  own: OpenedLock[],
  lockSets: InstalledLockSet[],
  masterKeys: InstalledMasterKey[],
  masterKeyCopies: number,
  /** Lockout/tagout keys' workers by key symbol: a replaced LOTO lock is engraved for the same worker. */
  workerOf: ReadonlyMap<string, string> = new Map(),
): {
  requests: RemedyRequest[];
  noRemedy: string | null;
} {
  if (own.length === 0) return { requests: [], noRemedy: 'The key opens no lock of this system: nothing to replace.' };
  if (kind === 'grandMaster')
    return {
      requests: [],
      noRemedy:
        'A lost grand master key opens every lock of the system: it is rekeyed as a new system, not by a reorder. Talk to the customer about a new system.',
    };
  const taken = new Set(lockSets.map((lockSet) => lockSet.name.toUpperCase()));
  const bySet = new Map<string, OpenedLock[]>();
  for (const lock of own) bySet.set(installedSetOf(lock), [...(bySet.get(installedSetOf(lock)) ?? []), lock]);
  const affected = [...bySet].map(([lockSetId, locks]) => ({
    lockSet: lockSets.find((entry) => entry.lockSetID === lockSetId)!,
    locks: locks.length,
    sets: keyedAlikeSets(locks),
    workers: locks.map((lock) => (lock.keySymbol ? workerOf.get(lock.keySymbol) : undefined)),
  }));
  const base = {
    orderSystemName: '',
    orderPONumber: '',
    comments: `Remedy for lost key ${keySymbol}`,
    newMasterKeys: [],
  };
  if (kind === 'change') {
    const request: ReorderRequest = {
      ...base,
      addLocks: affected
        .filter(({ lockSet }) => lockSet.keyOption === 'KD')
        .map(({ lockSet, locks, workers }) => ({
          lockSetID: lockSet.lockSetID,
          setNumber: null,
          locks,
          keys: null,
          // A lockout/tagout lock is replaced for the worker whose lock it was (issue 42).
          workers: workers.every((worker) => worker !== undefined) ? workers : null,
        })),
      newLockSets: affected
        .filter(({ lockSet }) => lockSet.keyOption === 'KA')
        .flatMap(({ lockSet, sets }) =>
          sets.map((shape) => ({
            masterKeyID: lockSet.masterKeyID,
            lockSetName: replacementName(lockSet.name, taken),
            keyOption: 'KA' as const,
            ...shape,
            keys: 2,
            copyOf: lockSet.lockSetID,
            choices: {},
          })),
        ),
      additionalKeys: [],
    };
    return {
      noRemedy: null,
      requests: [
        {
          kind: 'replaceLocks',
          title: `Replace the ${counted(own.length, 'lock')} it opens`,
          description: `Replacement padlocks keyed to new change keys under the same master key, with new keys for their holders, in ${affected.map(({ lockSet }) => lockSet.name).join(', ')}. The lost key opens none of them.`,
          locks: own.length,
          request,
        },
      ],
    };
  }
  // A lost master key opens every lock under it: new locks under it would open to it as well, so
  // the affected lock sets are replaced under a new master key branch with new change keys.
  const masterName = masterKeys.find((entry) => entry.keySymbol === keySymbol)?.name ?? keySymbol;
  const branchName = replacementName(masterName, new Set(masterKeys.map((entry) => entry.name.toUpperCase())));
  const request: ReorderRequest = {
    ...base,
    addLocks: [],
    newLockSets: [],
    additionalKeys: [],
    newMasterKeys: [
      {
        keyName: branchName,
        keys: Math.min(LIMITS.masterKeyNumberOfKeys.max, Math.max(LIMITS.masterKeyNumberOfKeys.min, masterKeyCopies)),
        lockSets: affected.flatMap(({ lockSet, locks, sets }) =>
          (lockSet.keyOption === 'KA' ? sets : [{ numberOfSets: 1, numberOfLocksPerSet: locks }]).map((shape) => ({
            lockSetName: replacementName(lockSet.name, taken),
            keyOption: lockSet.keyOption,
            ...shape,
            keys: lockSet.keyOption === 'KA' ? 2 : 1,
            copyOf: lockSet.lockSetID,
            choices: {},
          })),
        ),
      },
    ],
  };
  return {
    noRemedy: null,
    requests: [
      {
        kind: 'newMasterKeyBranch',
        title: `A new master key branch for the ${counted(affected.length, 'lock set')} under ${keySymbol}`,
        description: `A new master key (${branchName}) with new lock sets for ${affected.map(({ lockSet }) => lockSet.name).join(', ')}, each with new change keys, under the same grand master key: the lost master key opens none of them.`,
        locks: own.length,
        request,
      },
    ],
  };
}
