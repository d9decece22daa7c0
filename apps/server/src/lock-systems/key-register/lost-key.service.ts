import {
  exposureSummary,
  ORDER_LOCK_SYSTEM_STATUS,
  type InstalledLockSystem,
  type KeyExposure,
  type LostKeyRemedy,
  type LostKeyRemedyKind,
  type OpenedLock,
  type OtherSystemExposure,
  type SafekeyOrder,
  counted,
} from '@keyplan/domain';
import { findLocksKeyOpens } from '../../charting/key-opens.ts';
import type { Db } from '../../db/database.ts';
import { appErrors } from '../../errors.ts';
import { listStatusHistory } from '../../orders/status-history.repository.ts';
import { createReorderService } from '../reorder.service.ts';
import { insertChosenRemedy, listChosenRemedies } from './lost-key.repository.ts';
import type { KeyRegisterService } from './key-register.service.ts';
import { lockSetTitles } from '../lock-set-titles.ts';
import { installedSetOf, planOf } from './lost-key-plan.ts';
import { remedyRequests, type RemedyRequest } from './lost-key-remedies.ts';

/**
 * A lost key's exposure and remedies (issue 28, decision 0028). The exposure is issue 27's
 * simulation of every lock's pinning; the remedies are reorders of the installed systems whose locks
 * the key opens (its own, and any other of the customer's), priced as the reorder would be, and a
 * chosen one becomes that reorder (Ready to submit, for the rep).
 */
export function createLostKeyService(db: Db, register: KeyRegisterService) {
  const reorders = createReorderService(db);

  /** The remedies priced by the reorder service, for the system whose reorder they become. */
  async function priced(lockSystemId: string, requests: RemedyRequest[]): Promise<LostKeyRemedy[]> {
    const remedies: LostKeyRemedy[] = [];
    for (const remedy of requests) {
      const prepared = await reorders.prepare(lockSystemId, remedy.request);
      remedies.push({
        ...remedy,
        currency: prepared.originalOrder.currency,
        total: prepared.pricing.priced ? prepared.pricing.totalPrice : null,
      });
    }
    return remedies;
  }

  /** The remedies chosen for the key, each with the state of its reorder in the system it replaces locks of. */
  async function chosenRemedies(lockSystemId: string, keySymbol: string, systems: Map<string, InstalledLockSystem>) {
    return Promise.all(
      (await listChosenRemedies(db, lockSystemId, keySymbol)).map(async (row) => {
        const target = row.replaces_lock_system_id ?? lockSystemId;
        const system = systems.get(target) ?? (await register.installed(target));
        const order = system.orders.find((entry) => entry.orderID === row.order_id);
        const delivered = order?.status === ORDER_LOCK_SYSTEM_STATUS.Completed;
        // The day it was delivered, as the customer's review says it (issue 47): its last change to Completed.
        const completed = delivered
          ? (await listStatusHistory(db, order.orderLockSystemID))
              .filter((entry) => entry.toStatus === ORDER_LOCK_SYSTEM_STATUS.Completed)
              .at(-1)
          : undefined;
        return {
          remedy: row.remedy as LostKeyRemedyKind,
          lockSystemID: target,
          orderID: row.order_id,
          sapOrderNumber: order?.sapOrderNumber ?? null,
          statusLabel: order?.statusLabel ?? 'Unknown',
          delivered,
          chosenBy: row.chosen_by,
          chosenAt: row.chosen_at,
          orderedAt: order?.submittedAt ?? null,
          deliveredAt: completed?.changedAt ?? null,
        };
      }),
    );
  }

  async function exposure(lockSystemId: string, keySymbol: string): Promise<KeyExposure> {
    const current = await register.register(lockSystemId);
    const key = current.keys.find((entry) => entry.keySymbol === keySymbol);
    if (!key) throw appErrors.validation([`keySymbol: no key of this system has symbol ${keySymbol}`]);
    const system = (await register.installed(lockSystemId))!;
    const opens = await findLocksKeyOpens(db, current.ccid, { lockSystemId, keySymbol });
    // The customer's other installed systems the key opens locks in, in the order the simulation met them.
    const bySystem = new Map<string, OpenedLock[]>();
    for (const lock of opens.locks)
      if (lock.lockSystemID !== lockSystemId)
        bySystem.set(lock.lockSystemID, [...(bySystem.get(lock.lockSystemID) ?? []), lock]);
    const systems = new Map<string, InstalledLockSystem>([[lockSystemId, system]]);
    for (const id of bySystem.keys()) systems.set(id, await register.installed(id));
    const chosen = await chosenRemedies(lockSystemId, keySymbol, systems);
    const deliveredIn = (id: string) => chosen.find((entry) => entry.lockSystemID === id && entry.delivered);

    // Each system's lock sets, two of one name told apart by their number (issue 47).
    const titles = new Map([...systems].map(([id, entry]) => [id, lockSetTitles(entry.lockSets)]));
    const groups = new Map<string, KeyExposure['lockSets'][number]>();
    for (const lock of opens.locks) {
      const id = `${lock.lockSystemID}/${installedSetOf(lock)}`;
      const installedName = titles.get(lock.lockSystemID)?.get(installedSetOf(lock)) ?? lock.lockSetName;
      const group = groups.get(id) ?? {
        lockSystemID: lock.lockSystemID,
        lockSystemName: lock.lockSystemName,
        lockSetName: installedName,
        locks: 0,
        incidentalLocks: 0,
        replaced: Boolean(deliveredIn(lock.lockSystemID)),
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
      new Map(
        system.keys.flatMap((entry) =>
          entry.lockout?.heldBy === 'worker' && entry.lockout.worker ? [[entry.keySymbol, entry.lockout.worker]] : [],
        ),
      ),
    );
    const otherSystems: OtherSystemExposure[] = [];
    for (const [id, locks] of bySystem) {
      const other = systems.get(id)!;
      // In another system the key is none of its keys: its locks there are replaced as a change key's are.
      const remedies = remedyRequests('change', keySymbol, locks, other.lockSets, other.masterKeys, 0);
      const replacedBy = deliveredIn(id);
      const lockSets = new Set(locks.map(installedSetOf)).size;
      otherSystems.push({
        lockSystemID: id,
        lockSystemName: other.name,
        summary:
          `In ${other.name} it opens ${counted(locks.length, 'lock')} in ${counted(lockSets, 'lock set')}.` +
          (replacedBy
            ? ` They were replaced by ${replacedBy.sapOrderNumber ? `SAP order ${replacedBy.sapOrderNumber}` : 'a reorder'}, delivered.`
            : ''),
        locks: locks.length,
        plan: planOf(other, locks, Boolean(replacedBy)),
        // Delivered: its locks there are replaced, and the installed system's rules take none into them again.
        remedies: replacedBy ? [] : await priced(id, remedies.requests),
        noRemedy: replacedBy ? 'Its locks there were replaced already.' : remedies.noRemedy,
      });
    }
    const replacedBy = deliveredIn(lockSystemId);
    const others = opens.locks.length - own.length;
    return {
      keySymbol,
      kind: key.kind,
      blindCode: key.blindCode,
      summary:
        exposureSummary(key.kind, counts) +
        (others > 0
          ? ` ${counted(others, 'lock')} of them belong to ${otherSystems.length === 1 ? 'another system' : `${otherSystems.length} other systems`} of the customer.`
          : '') +
        (replacedBy
          ? ` Its locks in this system were replaced by ${replacedBy.sapOrderNumber ? `SAP order ${replacedBy.sapOrderNumber}` : 'a reorder'}, delivered.`
          : ''),
      counts,
      lockSets: [...groups.values()],
      plan: planOf(system, own, Boolean(replacedBy)),
      otherSystems,
      lostCopies: key.copies.filter((copy) => copy.state === 'lost').length,
      remedies: replacedBy ? [] : await priced(lockSystemId, requests),
      noRemedy: replacedBy ? 'Its locks in this system were replaced already.' : noRemedy,
      chosen,
    };
  }

  return {
    exposure,
    /**
     * The chosen remedy becomes a reorder of the system whose locks it replaces (the key's own, or
     * another system of the customer it opens locks in); only for a key with a copy reported lost
     * (409), and one standing remedy per system (409).
     */
    async choose(
      lockSystemId: string,
      keySymbol: string,
      choice: { remedy: LostKeyRemedyKind; orderPONumber: string; lockSystemID?: string | undefined },
      actor: string,
    ): Promise<SafekeyOrder> {
      const current = await exposure(lockSystemId, keySymbol);
      if (current.lostCopies === 0) throw appErrors.conflict(`No copy of ${keySymbol} is reported lost.`);
      const target = choice.lockSystemID ?? lockSystemId;
      const other = current.otherSystems.find((entry) => entry.lockSystemID === target);
      if (target !== lockSystemId && !other)
        throw appErrors.validation([`lockSystemID: ${keySymbol} opens no lock of that installed system`]);
      const open = current.chosen.find((entry) => entry.lockSystemID === target && entry.statusLabel !== 'Canceled');
      if (open)
        throw appErrors.conflict(
          `A remedy for ${keySymbol}${other ? ` in ${other.lockSystemName}` : ''} was chosen already: its reorder is ${open.statusLabel}${open.sapOrderNumber ? ` (SAP order ${open.sapOrderNumber})` : ''}.`,
        );
      const offered = other ? other.remedies : current.remedies;
      const remedy = offered.find((entry) => entry.kind === choice.remedy);
      const noRemedy = other ? other.noRemedy : current.noRemedy;
      if (!remedy)
        throw appErrors.validation([
          `remedy: is not offered for ${keySymbol}${other ? ` in ${other.lockSystemName}` : ''}${noRemedy ? ` (${noRemedy})` : ''}`,
        ]);
      const order = await reorders.create(target, { ...remedy.request, orderPONumber: choice.orderPONumber }, actor);
      await insertChosenRemedy(db, {
        lockSystemId,
        keySymbol,
        remedy: remedy.kind,
        orderId: order.orderID,
        actor,
        replacesLockSystemId: other ? target : null,
      });
      return order;
    },
  };
}

export type LostKeyService = ReturnType<typeof createLostKeyService>;
