import {
  applyKeyRegisterAction,
  handOutProblem,
  lockoutHandOutProblem,
  ORDER_LOCK_SYSTEM_STATUS,
  NOT_HANDED_OUT,
  type InstalledLockSystem,
  type KeyCopy,
  type KeyRegister,
  type KeyRegisterAction,
  type KeyRegisterChange,
} from '@keyplan/domain';
import type { Db } from '../../db/database.ts';
import { appErrors } from '../../errors.ts';
import { createLockSystemService } from '../lock-system.service.ts';
import {
  findChange,
  findKeyPolicy,
  listChanges,
  listCopies,
  lockCopy,
  recordChange,
  saveKeyPolicy,
  snapshotOf,
  type KeyCopyRow,
} from './key-register.repository.ts';
import { listSystemRemedies } from './lost-key.repository.ts';
import { copiesCutBy, type CutBy } from './copies-cut.ts';
import { markReplacedLocks } from './replaced-locks.ts';

const today = () => new Date().toISOString().slice(0, 10);

function copyOf(copyNumber: number, row: KeyCopyRow | undefined, cutBy: CutBy | undefined): KeyCopy {
  const snapshot = snapshotOf(row) ?? NOT_HANDED_OUT;
  return {
    copyNumber,
    ...snapshot,
    recordedBy: row?.recorded_by ?? null,
    recordedAt: row?.recorded_at ?? null,
    handOutId: snapshot.state === 'handedOut' ? (row?.hand_out_id ?? null) : null,
    cutBy: cutBy ?? null,
  };
}

/** Who made a change: staff by their sign-in, or a customer's proposal a rep accepted. */
export interface ChangeAuthor {
  actor: string;
  proposedBy?: string | null;
}

/**
 * The key register of installed lock systems (issue 28, decision 0028): the copies cut of each key
 * (from the installed orders), who holds each, and every change kept with who, when, before, after.
 */
export function createKeyRegisterService(db: Db) {
  async function installedSystem(lockSystemId: string): Promise<InstalledLockSystem> {
    const system = await createLockSystemService(db).findInstalledSystem(lockSystemId);
    if (!system) throw appErrors.notFound(`No installed lock system has id ${lockSystemId}.`);
    return system;
  }

  /** The key of the system and its number of copies, or 400 naming the field. */
  function keyOf(system: InstalledLockSystem, keySymbol: string, copyNumber: number) {
    const key = system.keys.find((entry) => entry.keySymbol === keySymbol);
    if (!key) throw appErrors.validation([`keySymbol: no key of this system has symbol ${keySymbol}`]);
    if (copyNumber > key.keysCut)
      throw appErrors.validation([
        `copyNumber: must be 1 to ${key.keysCut} (${key.keysCut} ${key.keysCut === 1 ? 'key was' : 'keys were'} cut of ${keySymbol})`,
      ]);
    return key;
  }

  async function register(lockSystemId: string): Promise<KeyRegister> {
    // With the keys lost keys' delivered remedies retired, as System Start's keys say (issue 47).
    const system = await markReplacedLocks(db, await installedSystem(lockSystemId));
    const rows = await listCopies(db, lockSystemId);
    const rowOf = (symbol: string, copy: number) =>
      rows.find((row) => row.key_symbol === symbol && row.copy_number === copy);
    const cutBy = await copiesCutBy(db, lockSystemId);
    const delivered = new Map<string, { orderID: string; sapOrderNumber: string | null }>();
    for (const remedy of await listSystemRemedies(db, lockSystemId)) {
      const order = system.orders.find((entry) => entry.orderID === remedy.order_id);
      if (order?.status === ORDER_LOCK_SYSTEM_STATUS.Completed)
        delivered.set(remedy.key_symbol, { orderID: order.orderID, sapOrderNumber: order.sapOrderNumber });
    }
    const keys = system.keys.map((key) => ({
      keySymbol: key.keySymbol,
      kind: key.kind,
      name: key.name,
      blindCode: key.blindCode,
      copies: Array.from({ length: key.keysCut }, (_, index) =>
        copyOf(index + 1, rowOf(key.keySymbol, index + 1), cutBy.get(key.keySymbol)?.[index]),
      ),
      locksReplacedBy: delivered.get(key.keySymbol) ?? null,
      lockout: key.lockout ?? null,
      retiredBy: key.retiredBy ?? null,
    }));
    const copies = keys.flatMap((key) => key.copies);
    const count = (state: KeyCopy['state']) => copies.filter((copy) => copy.state === state).length;
    return {
      lockSystemID: system.lockSystemID,
      ccid: system.ccid,
      systemName: system.name,
      keyPolicy: await findKeyPolicy(db, system.ccid),
      keys,
      counts: {
        copies: copies.length,
        handedOut: count('handedOut'),
        notHandedOut: count('notHandedOut'),
        lost: count('lost'),
        broken: count('broken'),
      },
    };
  }

  /** Makes a change to a copy: 400 for an unknown key or copy, 409 for a change its state refuses. */
  async function apply(
    lockSystemId: string,
    keySymbol: string,
    copyNumber: number,
    action: KeyRegisterAction,
    author: ChangeAuthor,
  ): Promise<KeyRegisterChange> {
    const system = await installedSystem(lockSystemId);
    const key = keyOf(system, keySymbol, copyNumber);
    // A worker's lockout/tagout key goes to someone else only with a recorded reason (decision 0035).
    const lockoutProblem = lockoutHandOutProblem(key.lockout, action);
    if (lockoutProblem) throw appErrors.validation([lockoutProblem]);
    // A retired key (its locks replaced by a lost key's delivered remedy) is not handed out (issue 42).
    if (action.action === 'handOut') {
      const retired = (await markReplacedLocks(db, system)).keys.find((entry) => entry.keySymbol === keySymbol);
      const problem = retired && handOutProblem(retired);
      if (problem) throw appErrors.conflict(`${keySymbol} copy ${copyNumber}: ${problem}`);
    }
    const id = await db.transaction().execute(async (trx) => {
      // The copy stays locked until the change lands: a writer that lost the race reads the
      // winner's change and gets the 409 of the state it left (issue 42).
      const before = snapshotOf(await lockCopy(trx, lockSystemId, keySymbol, copyNumber)) ?? NOT_HANDED_OUT;
      const result = applyKeyRegisterAction(before, action, today());
      if ('refused' in result) {
        if (result.refused.startsWith('on: ')) throw appErrors.validation([result.refused]);
        throw appErrors.conflict(`${keySymbol} copy ${copyNumber}: ${result.refused}`);
      }
      return recordChange(trx, {
        lockSystemId,
        keySymbol,
        copyNumber,
        action: action.action,
        actor: author.actor,
        note: action.note,
        proposedBy: author.proposedBy ?? null,
        before,
        after: result.after,
      });
    });
    return (await findChange(db, lockSystemId, id))!;
  }

  return {
    register,
    apply,
    /** The installed system as `GET /customers/{ccid}/lock-systems` lists it (404 for an unknown one). */
    installed: installedSystem,
    keyOf: async (lockSystemId: string, keySymbol: string, copyNumber: number) =>
      keyOf(await installedSystem(lockSystemId), keySymbol, copyNumber),
    async history(lockSystemId: string, filter: { keySymbol?: string; copyNumber?: number }) {
      const system = await installedSystem(lockSystemId);
      if (filter.keySymbol) keyOf(system, filter.keySymbol, filter.copyNumber ?? 1);
      return listChanges(db, lockSystemId, filter);
    },
    async change(lockSystemId: string, id: number): Promise<KeyRegisterChange> {
      const change = await findChange(db, lockSystemId, id);
      if (!change) throw appErrors.notFound(`No change ${id} in the key register of ${lockSystemId}.`);
      return change;
    },
    keyPolicy: (ccid: string) => findKeyPolicy(db, ccid),
    saveKeyPolicy: (ccid: string, text: string, actor: string) => saveKeyPolicy(db, ccid, text, actor),
  };
}

export type KeyRegisterService = ReturnType<typeof createKeyRegisterService>;
