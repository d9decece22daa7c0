import { randomUUID } from 'node:crypto';
import {
  pricedLinesOf,
  newLockSet,
  newMasterKey,
  ORDER_TYPE,
  validateLockSystemTree,
  lockoutIssues,
  reorderVerdict,
  type ChangeKeyOrder,
  type LockSet,
  type LockSystemTree,
  type MasterKey,
  type ReorderPrice,
  type ReorderRequest,
  type SafekeyOrder,
} from '@keyplan/domain';
import { loadLookups } from '../catalog/catalog.repository.ts';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { insertNewOrder } from '../orders/new-order.ts';
import { priceTree } from '../orders/order-pricing.ts';
import { loadOrder } from '../lock-trees/order.repository.ts';
import { insertLogoCopies } from '../orders/system-copy.ts';
import { installedNodes } from './installed-tree.ts';
import { findLockSystem, listInstalledSymbols, markReorder } from '../lock-trees/lock-system.repository.ts';
import { installedLogoIds, reorderProblems, unknownReorderLogos, withLogoCopies } from './reorder-choices.ts';
import { installedFacts, isMasterKeyed, loadInstalledState } from './installed-state.ts';
import { addedLockSet, schemaIssues, standIn } from './reorder-additions.ts';

/**
 * Reorders (issue 11, decision 0018): a new order that adds to a customer's installed lock system,
 * priced from the price book like any system and charted at submission from the installed plan.
 */
export function createReorderService(db: Db) {
  const service = {
    /**
     * What the reorder would cost (issue 26: the running price of /reorder-locks): built and checked
     * as `create` builds it, priced by the same function, nothing saved.
     */
    async price(lockSystemId: string, request: ReorderRequest): Promise<ReorderPrice> {
      const { originalOrder, pricing, warnings } = await service.prepare(lockSystemId, request);
      return pricing.priced
        ? {
            priced: true,
            currency: originalOrder.currency,
            lines: pricedLinesOf(pricing),
            ...(warnings.length > 0 ? { warnings } : {}),
          }
        : { priced: false, currency: originalOrder.currency, reason: pricing.reason };
    },

    /**
     * The reorder's tree, checked, and its price, nothing saved: what `price` answers, `create`
     * saves and a lost key's remedy is priced by.
     */
    async prepare(lockSystemId: string, request: ReorderRequest) {
      const installed = await findLockSystem(db, lockSystemId);
      if (!installed) throw appErrors.notFound(`No installed lock system has id ${lockSystemId}.`);
      const { originalOrder, tree: original, lockSets, masterKeys } = await installedNodes(db, lockSystemId);
      const lookups = await loadLookups(db);
      const symbols = new Map((await listInstalledSymbols(db, lockSystemId)).map((row) => [row.key_symbol!, row]));
      // The installed system's rules (issue 42) decide first: keys out of service, lockout/tagout keys.
      const masterKeyed = await isMasterKeyed(db, lockSystemId);
      const facts = installedFacts(await loadInstalledState(db, lockSystemId), { lockSets }, masterKeyed);
      const verdict = reorderVerdict(facts, request);
      const problems: string[] = [...verdict.problems];
      const knownLogos = await installedLogoIds(db, installed.first_order_lock_system_id);
      const requestPaths = new Map<string, string>();
      const addLockPaths = new Map<string, string>();
      const masterIds = new Set(masterKeys.keys());

      // The stand-ins of the installed grand master and master keys, made as they are needed.
      const grandMaster = standIn(
        { ...original.grandMasterKey, grandMasterKeyID: randomUUID() },
        original.grandMasterKey.grandMasterKeyID,
        0,
      );
      const masters = new Map<string, MasterKey>();
      const masterFor = (masterKeyId: string): MasterKey => {
        let master = masters.get(masterKeyId);
        if (!master) {
          const source = masterKeys.get(masterKeyId)!;
          master = standIn({ ...source, masterKeyID: randomUUID(), lockSets: [] }, masterKeyId, 0);
          masters.set(masterKeyId, master);
        }
        return master;
      };
      const noKeyLockSets: LockSet[] = [];
      const place = (masterKeyId: string | null, lockSet: LockSet) =>
        (masterKeyId ? masterFor(masterKeyId).lockSets : noKeyLockSets).push(lockSet);
      const names = new Set([...lockSets.values()].map(({ lockSet }) => lockSet.lockSetName.toUpperCase()));
      const usedNames = new Set<string>();
      const uniqueName = (name: string) => {
        let candidate = name;
        for (let number = 2; usedNames.has(candidate.toUpperCase()); number += 1)
          candidate = `${name.slice(0, 36)} (${number})`;
        usedNames.add(candidate.toUpperCase());
        return candidate;
      };

      request.addLocks.forEach((addition, index) => {
        const path = `addLocks[${index}]`;
        const target = lockSets.get(addition.lockSetID);
        if (!target) return problems.push(`${path}.lockSetID: is not a lock set of this system`);
        const { lockSet } = target;
        if (lockSet.keyOption === 'KA') {
          const sets = lockSet.variableSets?.length ?? lockSet.numberOfSets;
          if (addition.setNumber === null || addition.setNumber > sets)
            return problems.push(`${path}.setNumber: must be a set of ${lockSet.lockSetName}, 1 to ${sets}`);
        } else if (addition.setNumber !== null)
          return problems.push(`${path}.setNumber: applies to keyed-alike lock sets only`);
        const lockSetID = randomUUID();
        addLockPaths.set(lockSetID, path);
        place(
          target.masterKeyId,
          addedLockSet(lockSet, addition, { lockSetID, lockSetName: uniqueName(lockSet.lockSetName) }),
        );
        return undefined;
      });

      /** A new lock set of the request, or a problem at `path`. */
      const newSet = (entry: Omit<ReorderRequest['newLockSets'][number], 'masterKeyID'>, path: string) => {
        if (names.has(entry.lockSetName.toUpperCase()) || usedNames.has(entry.lockSetName.toUpperCase())) {
          problems.push(`${path}.lockSetName: ${entry.lockSetName} is taken in this system`);
          return undefined;
        }
        const source = entry.copyOf ? lockSets.get(entry.copyOf)?.lockSet : undefined;
        if (entry.copyOf && !source) {
          problems.push(`${path}.copyOf: is not a lock set of this system`);
          return undefined;
        }
        const base = source
          ? { ...source, logoFront: null, logoBack: null }
          : newLockSet(randomUUID, 1, lookups, installed.bucket_type);
        usedNames.add(entry.lockSetName.toUpperCase());
        const numberOfLocks = entry.numberOfSets * entry.numberOfLocksPerSet;
        const lockSetID = randomUUID();
        requestPaths.set(lockSetID, path);
        problems.push(...unknownReorderLogos({ logoFront: null, logoBack: null, ...entry.choices }, path, knownLogos));
        return {
          ...base,
          ...entry.choices,
          lockSetID,
          lockSetName: entry.lockSetName,
          keyOption: entry.keyOption,
          numberOfSets: entry.numberOfSets,
          numberOfLocksPerSet: entry.numberOfLocksPerSet,
          numberOfLocks,
          variableSets: null,
          numberOfKeysPerLock: entry.keyOption === 'KD' ? entry.keys : 1,
          numberOfKeysPerSet: entry.keyOption === 'KA' ? entry.keys : 1,
          charted: false,
          addOnLocksCount: 0,
          reorderLocksCount: numberOfLocks,
          qtyModifiedSetsCount: 0,
          addToLockSetId: null,
          addToSetNumber: null,
        } satisfies LockSet;
      };

      request.newLockSets.forEach((entry, index) => {
        const path = `newLockSets[${index}]`;
        if (entry.masterKeyID !== null && !masterIds.has(entry.masterKeyID))
          return problems.push(`${path}.masterKeyID: is not a master key of this system`);
        const lockSet = newSet(entry, path);
        if (lockSet) place(entry.masterKeyID, lockSet);
        return undefined;
      });

      // New master keys under the installed grand master key: coded from the installed plan at submission.
      const newMasters: MasterKey[] = [];
      if (request.newMasterKeys.length > 0 && !(await isMasterKeyed(db, lockSystemId)))
        throw appErrors.conflict(
          'This system was charted without master keys: its locks are pinned for their own keys only, so a master key cannot be added to it.',
        );
      const masterNames = new Set([...masterKeys.values()].map((masterKey) => masterKey.keyName.toUpperCase()));
      request.newMasterKeys.forEach((entry, index) => {
        const path = `newMasterKeys[${index}]`;
        if (masterNames.has(entry.keyName.toUpperCase()))
          return problems.push(`${path}.keyName: ${entry.keyName} is taken in this system`);
        masterNames.add(entry.keyName.toUpperCase());
        const lockSetsOf = entry.lockSets.flatMap((lockSet, setIndex) => {
          const made = newSet(lockSet, `${path}.lockSets[${setIndex}]`);
          return made ? [made] : [];
        });
        newMasters.push({
          ...newMasterKey(randomUUID, masterKeys.size + index + 1),
          keyName: entry.keyName,
          numberOfKeys: entry.keys,
          lockSets: lockSetsOf,
        });
        return undefined;
      });

      const changeKeyOrders: ChangeKeyOrder[] = [];
      request.additionalKeys.forEach((order, index) => {
        const key = symbols.get(order.keySymbol);
        const path = `additionalKeys[${index}].keySymbol`;
        if (!key) return problems.push(`${path}: no key of this system has symbol ${order.keySymbol}`);
        if (key.node_kind === 'grandMaster') grandMaster.additionalKeys += order.quantity;
        else if (key.node_kind === 'master') {
          if (!masterIds.has(key.node_id))
            return problems.push(`${path}: ${order.keySymbol} is not a master key of this system`);
          masterFor(key.node_id).additionalKeys += order.quantity;
        } else
          changeKeyOrders.push({
            keySymbol: order.keySymbol,
            quantity: order.quantity,
            ...(order.reason ? { reason: order.reason } : {}),
          });
        return undefined;
      });
      if (problems.length > 0) throw appErrors.validation(problems);

      const tree: LockSystemTree = {
        grandMasterKey: grandMaster,
        masterKeys: [...masters.values(), ...newMasters],
        noKeyLockSets,
        changeKeyOrders,
      };
      // The tree checked whole before anything is priced or saved: its rules, the lockout/tagout rules
      // of a master-keyed installed system, and the order's own schema (what a saved order answers with).
      const issues = reorderProblems(
        tree,
        [
          ...validateLockSystemTree(tree, lookups, installed.bucket_type),
          ...lockoutIssues(tree, { installedMasterKeyed: masterKeyed }),
          ...schemaIssues(tree),
        ],
        requestPaths,
        addLockPaths,
      );
      if (issues.length > 0) throw appErrors.validation(issues);
      const pricing = await priceTree(db, tree, originalOrder.currency);
      return { installed, originalOrder, tree, pricing, changeKeyOrders, warnings: verdict.warnings };
    },

    async create(lockSystemId: string, request: ReorderRequest, actor: string): Promise<SafekeyOrder> {
      const prepared = await service.prepare(lockSystemId, request);
      const { installed, originalOrder, pricing, changeKeyOrders } = prepared;
      // Logos the new lock sets chose were uploaded to the installed system: the new order gets copies.
      const { tree, ...copy } = await withLogoCopies(db, installed.first_order_lock_system_id, prepared.tree);
      const orderId = await db.transaction().execute(async (trx) => {
        const created = await insertNewOrder(
          trx,
          {
            orderType: ORDER_TYPE.Order,
            ccid: installed.ccid,
            sapOrderNumber: null,
            sapLineNumber: null,
            quoteNumber: null,
            quoteNumberForTransfer: null,
            orderPONumber: request.orderPONumber,
            comments: request.comments,
            orderSystemName: request.orderSystemName || `${installed.name} – reorder`.slice(0, 60),
            currency: originalOrder.currency,
            salesArea: originalOrder.salesArea,
            companyID: originalOrder.companyID,
            systemBucketType: installed.bucket_type,
            tree,
            pricing,
            advanceWhenReady: true,
          },
          actor,
        );
        await insertLogoCopies(trx, { tree, ...copy }, created.orderLockSystemId, actor);
        await markReorder(
          trx,
          created.orderLockSystemId,
          lockSystemId,
          changeKeyOrders.length > 0 ? JSON.stringify(changeKeyOrders) : null,
        );
        return created.orderId;
      });
      return (await loadOrder(db, orderId))!;
    },
  };
  return service;
}
