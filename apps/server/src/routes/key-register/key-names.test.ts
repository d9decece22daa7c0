import type { InstalledLockSystem, KeyRegister, KeyRegisterChange } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { installedTree, pdfTextOf } from '../../../test-support/key-register.ts';
import { plainTree } from '../../../test-support/test-trees.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

describe('what each change key opens, told apart (issue 47)', () => {
  const api = useTestApp({ listen: true, env: { SAP_TIMEOUT_MS: '2000' } });

  it("names a keyed-different key by its lock and a keyed-alike set's key by its set, in the keys, the register and the receipt", async () => {
    const ccid = '0000100004';
    const tree = plainTree();
    tree.noKeyLockSets[0]!.lockSetName = 'PRODUCTION LINE';
    const system = await installedTree(api, ccid, tree);
    const listed = (
      (
        await api.app.inject({ url: `/api/customers/${ccid}/lock-systems`, headers: api.staff })
      ).json() as InstalledLockSystem[]
    ).find((entry) => entry.lockSystemID === system.lockSystemID)!;
    const names = [...new Set(listed.keys.filter((key) => key.kind === 'change').map((key) => key.name))];
    // plainTree: 2 sets of 3 keyed-different locks (a key each), 3 keyed-alike sets of 2 locks (a key per set).
    expect(names).toEqual([
      ...[1, 2].flatMap((set) => [1, 2, 3].map((lock) => `PRODUCTION LINE · set ${set}, lock ${lock}`)),
      'LOCK SET 2 · set 1',
      'LOCK SET 2 · set 2',
      'LOCK SET 2 · set 3',
    ]);
    const register = (
      await api.app.inject({ url: `/api/lock-systems/${system.lockSystemID}/key-register`, headers: api.staff })
    ).json() as KeyRegister;
    expect(register.keys.map((key) => key.name)).toEqual(listed.keys.map((key) => key.name));
    const key = register.keys.find((entry) => entry.name === 'PRODUCTION LINE · set 2, lock 1')!;
    const base = `/api/lock-systems/${system.lockSystemID}/key-register`;
    const handOut = (
      await api.app.inject({
        method: 'POST',
        url: `${base}/keys/${key.keySymbol}/copies/1`,
        payload: { action: 'handOut', holder: { name: 'Ann Lee', department: 'Packing' } },
        headers: api.staff,
      })
    ).json() as KeyRegisterChange;
    const receipt = await api.app.inject({ url: `${base}/hand-outs/${handOut.id}/receipt.pdf`, headers: api.staff });
    expect(pdfTextOf(receipt.rawPayload)).toContain(
      `Key: ${key.keySymbol} (Change key, opens PRODUCTION LINE · set 2, lock 1)`,
    );
  });
});
