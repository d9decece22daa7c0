import type { InstalledLockSystem, KeyOpens } from '@keyplan/domain';
import { findLocksKeyOpens, type KeyToOpen } from '../charting/key-opens.ts';
import type { Db } from '../db/database.ts';
import { withKeyState } from './installed-state.ts';
import { markReplacedOpens } from './key-register/replaced-locks.ts';
import { createLockSystemService } from './lock-system.service.ts';

/** A customer's installed lock systems as staff read them: with the state of their keys, and what a key opens. */
export function createInstalledSystemService(db: Db) {
  const lockSystems = createLockSystemService(db);

  /**
   * The customer's installed systems. A lost key's delivered remedy marks the lock sets it replaced
   * and the keys it retired (issue 28); keys with copies reported lost say so (issue 42).
   */
  async function list(ccid: string): Promise<InstalledLockSystem[]> {
    return Promise.all((await lockSystems.listInstalledSystems(ccid)).map((system) => withKeyState(db, system)));
  }

  /** What a key opens, with the locks lost keys' delivered remedies replaced marked so (issue 42). */
  async function keyOpens(ccid: string, key: KeyToOpen): Promise<KeyOpens> {
    const opens = await findLocksKeyOpens(db, ccid, key);
    const systems = await lockSystems.listInstalledSystems(ccid);
    const systemOf = (id: string) => systems.find((system) => system.lockSystemID === id)!;
    const marked = await markReplacedOpens(db, opens, async (id) => systemOf(id));
    // A lockout/tagout key says so: a worker's key, or a supervisor master key over LOTO locks.
    const lockout = systemOf(opens.key.lockSystemID)?.keys.find(
      (installed) => installed.keySymbol === opens.key.keySymbol,
    )?.lockout;
    return lockout ? { ...marked, key: { ...marked.key, lockout } } : marked;
  }

  return { list, keyOpens };
}

export type InstalledSystemService = ReturnType<typeof createInstalledSystemService>;
