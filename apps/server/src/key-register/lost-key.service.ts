import {
  exposureSummary,
  ORDER_LOCK_SYSTEM_STATUS,
  LIMITS,
  type InstalledLockSet,
  type InstalledMasterKey,
  type KeyExposure,
  type LostKeyRemedy,
  type LostKeyRemedyKind,
  type OpenedLock,
  type ReorderRequest,
  type SafekeyOrder,
} from '@keyplan/domain';
import { findLocksKeyOpens } from '../charting/key-opens.ts';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { createReorderService } from '../lock-systems/reorder.service.ts';
import { insertChosenRemedy, listChosenRemedies } from './lost-key.repository.ts';
import type { KeyRegisterService } from './key-register.service.ts';
import { installedSetOf, keyedAlikeSets, planOf, replacementName } from './lost-key-plan.ts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * A lost key's exposure and remedies (issue 28, decision 0028). The exposure is issue 27's
 * simulation of every lock's pinning; the remedies are reorders of the installed system, priced as
 * the reorder would be, and the chosen one becomes that reorder (Ready to submit, for the rep).
 */
export function createLostKeyService(db: Db, register: KeyRegisterService) {
  const reorders = createReorderService(db);

  /** The reorders a locksmith would propose for the key, by its kind, or why there is none. */
  function remedyRequests(
    kind: KeyExposure['kind'],
    keySymbol: string,
    own: OpenedLock[],
    lockSets: InstalledLockSet[],
    masterKeys: InstalledMasterKey[],
    masterKeyCopies: number,
  ): {
    requests: { kind: LostKeyRemedyKind; title: string; description: string; locks: number; request: ReorderRequest }[];
    noRemedy: string | null;
  } {
    if (own.length === 0)
      return { requests: [], noRemedy: 'The key opens no lock of this system: nothing to replace.' };
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
          .map(({ lockSet, locks }) => ({ lockSetID: lockSet.lockSetID, setNumber: null, locks, keys: null })),
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
            title: `Replace the ${plural(own.length, 'lock')} it opens`,
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
          title: `A new master key branch for the ${plural(affected.length, 'lock set')} under ${keySymbol}`,
          description: `A new master key (${branchName}) with new lock sets for ${affected.map(({ lockSet }) => lockSet.name).join(', ')}, each with new change keys, under the same grand master key: the lost master key opens none of them.`,
          locks: own.length,
          request,
        },
      ],
    };
  }

  async function exposure(lockSystemId: string, keySymbol: string): Promise<KeyExposure> {
    const current = await register.register(lockSystemId);
    const key = current.keys.find((entry) => entry.keySymbol === keySymbol);
    if (!key) throw appErrors.validation([`keySymbol: no key of this system has symbol ${keySymbol}`]);
    const system = (await register.installed(lockSystemId))!;
    const opens = await findLocksKeyOpens(db, current.ccid, { lockSystemId, keySymbol });
    const groups = new Map<string, KeyExposure['lockSets'][number]>();
    for (const lock of opens.locks) {
      const id = `${lock.lockSystemID}/${installedSetOf(lock)}`;
      const installedName =
        lock.lockSystemID === lockSystemId
          ? (system.lockSets.find((entry) => entry.lockSetID === installedSetOf(lock))?.name ?? lock.lockSetName)
          : lock.lockSetName;
      const group = groups.get(id) ?? {
        lockSystemID: lock.lockSystemID,
        lockSystemName: lock.lockSystemName,
        lockSetName: installedName,
        locks: 0,
        incidentalLocks: 0,
        replaced: false,
      };
      group.locks += 1;
      if (lock.opening === 'incidental') group.incidentalLocks += 1;
      groups.set(id, group);
    }
    const counts = {
      locks: opens.counts.locks,
      lockSets: groups.size,
      incidentalLocks: opens.counts.incidentalLocks,
    };
    const own = opens.locks.filter((lock) => lock.lockSystemID === lockSystemId);
    const { requests, noRemedy } = remedyRequests(
      key.kind,
      keySymbol,
      own,
      system.lockSets,
      system.masterKeys,
      key.copies.length,
    );
    const remedies: LostKeyRemedy[] = [];
    for (const remedy of requests) {
      const prepared = await reorders.prepare(lockSystemId, remedy.request);
      remedies.push({
        ...remedy,
        currency: prepared.originalOrder.currency,
        total: prepared.pricing.priced ? prepared.pricing.totalPrice : null,
      });
    }
    const chosen = (await listChosenRemedies(db, lockSystemId, keySymbol)).map((row) => {
      const order = system.orders.find((entry) => entry.orderID === row.order_id);
      return {
        remedy: row.remedy as LostKeyRemedyKind,
        orderID: row.order_id,
        sapOrderNumber: order?.sapOrderNumber ?? null,
        statusLabel: order?.statusLabel ?? 'Unknown',
        delivered: order?.status === ORDER_LOCK_SYSTEM_STATUS.Completed,
        chosenBy: row.chosen_by,
        chosenAt: row.chosen_at,
      };
    });
    const replacedBy = chosen.find((entry) => entry.delivered);
    if (replacedBy) for (const group of groups.values()) if (group.lockSystemID === lockSystemId) group.replaced = true;
    const others = own.length < opens.locks.length ? opens.locks.length - own.length : 0;
    return {
      keySymbol,
      kind: key.kind,
      blindCode: key.blindCode,
      summary:
        exposureSummary(key.kind, counts) +
        (others > 0 ? ` ${plural(others, 'lock')} of them belong to other systems of the customer.` : '') +
        (replacedBy
          ? ` Its locks in this system were replaced by ${replacedBy.sapOrderNumber ? `SAP order ${replacedBy.sapOrderNumber}` : 'a reorder'}, delivered.`
          : ''),
      counts,
      lockSets: [...groups.values()],
      plan: planOf(system, own, Boolean(replacedBy)),
      lostCopies: key.copies.filter((copy) => copy.state === 'lost').length,
      remedies,
      noRemedy,
      chosen,
    };
  }

  return {
    exposure,
    /** The chosen remedy becomes a reorder of the installed system; only for a key with a copy reported lost (409). */
    async choose(
      lockSystemId: string,
      keySymbol: string,
      choice: { remedy: LostKeyRemedyKind; orderPONumber: string },
      actor: string,
    ): Promise<SafekeyOrder> {
      const current = await exposure(lockSystemId, keySymbol);
      if (current.lostCopies === 0) throw appErrors.conflict(`No copy of ${keySymbol} is reported lost.`);
      const open = current.chosen.find((entry) => entry.statusLabel !== 'Canceled');
      if (open)
        throw appErrors.conflict(
          `A remedy for ${keySymbol} was chosen already: its reorder is ${open.statusLabel}${open.sapOrderNumber ? ` (SAP order ${open.sapOrderNumber})` : ''}.`,
        );
      const remedy = current.remedies.find((entry) => entry.kind === choice.remedy);
      if (!remedy)
        throw appErrors.validation([
          `remedy: is not offered for ${keySymbol}${current.noRemedy ? ` (${current.noRemedy})` : ''}`,
        ]);
      const order = await reorders.create(
        lockSystemId,
        { ...remedy.request, orderPONumber: choice.orderPONumber },
        actor,
      );
      await insertChosenRemedy(db, { lockSystemId, keySymbol, remedy: remedy.kind, orderId: order.orderID, actor });
      return order;
    },
  };
}

export type LostKeyService = ReturnType<typeof createLostKeyService>;
