import {
  GRAND_MASTER_KEY_SYMBOL,
  keysCutOf,
  lockoutExceptions,
  lockoutLockLines,
  parseBitting,
  pinLock,
  type ChartLock,
  type ChartLockSet,
  type ChartPinning,
  type KeyChart,
  type KeyingPlan,
  type LockSetOutput,
} from '@keyplan/domain';
import type { LoadedTree } from '../lock-trees/tree-rows.ts';
import { CodePlaces, codesByPlace, locksPerSet, masterSymbolsOf } from './chart-places.ts';
import { nextTurn } from '../rendering/event-loop-turn.ts';
import type { NewKeyCodeRow } from './key-code.repository.ts';
import type { ChartCodeRow } from './system-codes.repository.ts';

/** A code as a chart reads it: its place, symbol, blind code and bitting (a row read back, or one just issued). */
export type ChartCode = Pick<NewKeyCodeRow, Exclude<keyof ChartCodeRow, 'id'>>;

export interface ChartSource {
  orderLockSystemId: string;
  orderId: string;
  version: number;
  bucketType: string;
  plan: KeyingPlan | null;
  tree: LoadedTree;
  codes: readonly ChartCode[];
  /**
   * Every code of the installed system (a reorder's chart shows its own codes only): the master
   * symbols they hold are not given to a new master key the chart shows before it is charted.
   */
  allCodes?: readonly ChartCode[];
}

const nonEmpty = (lines: string[]) => lines.filter((line) => line.trim() !== '');

function bittingOf(code: ChartCode | undefined): number[] | undefined {
  return code ? parseBitting(code.bitting) : undefined;
}

/** A chamber without master pins: one empty list that every such chamber of a chart shares (a big site has 600,000). */
const NO_MASTER_PINS = Object.freeze([]) as unknown as number[];

/** The pins of a lock opened by its change key and the keys above it (master, grand master) that are issued. */
function pinningOf(changeKey: number[], above: readonly number[][]): ChartPinning {
  const pinning = pinLock([changeKey, ...above.filter((key) => key.length === changeKey.length)]);
  return {
    bottomPins: pinning.map((chamber) => chamber.bottomPin),
    masterPins: pinning.map((chamber) => (chamber.masterPins.length === 0 ? NO_MASTER_PINS : chamber.masterPins)),
  };
}

/**
 * The key chart of a system from its tree and registry rows. Without `includeBittings` it holds
 * symbols and blind codes only: what anyone but an admin may see. Locks under a master key are
 * pinned for their change key, the master key and the grand master key; locks directly under the
 * grand master key for their change key and the grand master key (the uncut master slot is left out).
 */
function* keyChartSteps(source: ChartSource, includeBittings: boolean): Generator<void, KeyChart, void> {
  const { tree } = source;
  const places = new CodePlaces(source.codes);
  const find = places.get.bind(places);
  const withBitting = (code: ChartCode | undefined) => (includeBittings && code ? { bitting: code.bitting } : {});
  const grandMaster = find('grandMaster', tree.grandMasterKey.grandMasterKeyID);
  const grandMasterBitting = bittingOf(grandMaster);

  const masterKeyed = tree.masterKeys.length > 0 || tree.grandMasterKey.numberOfKeys > 0;
  /** `aboveCoded`: the keys its locks are pinned for (master key, grand master key) have codes. */
  function chartLockSet(lockSet: LockSetOutput, above: number[][], aboveCoded: boolean): ChartLockSet {
    const locks: ChartLock[] = [];
    locksPerSet(lockSet).forEach((count, index) => {
      const setNumber = index + 1;
      const setCode = lockSet.keyOption === 'KA' ? find('change', lockSet.lockSetID, setNumber) : undefined;
      const setPinning = includeBittings && setCode ? pinningOf(bittingOf(setCode)!, above) : undefined;
      for (let lockNumber = 1; lockNumber <= count; lockNumber += 1) {
        const code = lockSet.keyOption === 'KA' ? setCode : find('change', lockSet.lockSetID, setNumber, lockNumber);
        const pinning =
          lockSet.keyOption === 'KA'
            ? setPinning
            : includeBittings && code
              ? pinningOf(bittingOf(code)!, above)
              : undefined;
        // Built field by field (no spread objects): a big chart makes 99,000 of them.
        const lock: ChartLock = {
          setNumber,
          lockNumber,
          keySymbol: code?.key_symbol ?? null,
          blindCode: code?.blind_code ?? null,
          keysCut:
            lockSet.keyOption === 'KD'
              ? lockSet.numberOfKeysPerLock
              : lockNumber === 1
                ? lockSet.numberOfKeysPerSet
                : 0,
        };
        if (includeBittings && code) lock.bitting = code.bitting;
        if (pinning) lock.pinning = pinning;
        locks.push(lock);
      }
    });
    return {
      lockSetID: lockSet.lockSetID,
      name: lockSet.lockSetName,
      keyOption: lockSet.keyOption,
      // The flag charting sets, and true only while every lock still has a code (a saved tree may add
      // locks) and so do the keys above it (an import may have given the change keys alone).
      charted: lockSet.charted && aboveCoded && locks.every((lock) => lock.blindCode !== null),
      numberOfKeysPerLock: lockSet.numberOfKeysPerLock,
      numberOfKeysPerSet: lockSet.numberOfKeysPerSet,
      engraving: {
        front: nonEmpty([lockSet.frontText1, lockSet.frontText2, lockSet.frontText3]),
        back: nonEmpty([lockSet.backText1, lockSet.backText2, lockSet.backText3]),
        left: nonEmpty([lockSet.leftText1, lockSet.leftText2]),
        right: nonEmpty([lockSet.rightText1, lockSet.rightText2]),
        key: lockSet.keyText,
      },
      locks,
      ...(lockSet.lockout
        ? {
            lockout: {
              department: lockSet.lockout.department,
              exceptions: lockoutExceptions(lockSet.lockout),
              workers: lockoutLockLines(lockSet),
            },
          }
        : {}),
    };
  }

  // The master codes alone: all that master symbols are read from.
  const masterCodes = (source.allCodes ?? source.codes).filter((code) => code.node_kind === 'master');
  const masterSymbols = masterSymbolsOf(tree, codesByPlace(masterCodes));
  const gmAbove = grandMasterBitting ? [grandMasterBitting] : [];
  const masterKeys: KeyChart['masterKeys'] = [];
  for (const masterKey of tree.masterKeys) {
    const code = find('master', masterKey.masterKeyID);
    const symbol = masterSymbols.get(masterKey.masterKeyID)!;
    const above = [...(code ? [bittingOf(code)!] : []), ...gmAbove];
    const lockSets: ChartLockSet[] = [];
    for (const lockSet of masterKey.lockSets) {
      lockSets.push(chartLockSet(lockSet, above, !!code && !!grandMaster));
      yield;
    }
    masterKeys.push({
      masterKeyID: masterKey.masterKeyID,
      name: masterKey.keyName,
      keySymbol: symbol,
      // Keys cut in this order: in a reorder, where the node stands for an installed key, its spare keys.
      numberOfKeys: keysCutOf(masterKey),
      blindCode: code?.blind_code ?? null,
      ...withBitting(code),
      lockSets,
    });
  }
  const noKeyLockSets: ChartLockSet[] = [];
  for (const lockSet of tree.noKeyLockSets) {
    noKeyLockSets.push(chartLockSet(lockSet, gmAbove, !masterKeyed || !!grandMaster));
    yield;
  }
  const lockSets = [...masterKeys.flatMap((masterKey) => masterKey.lockSets), ...noKeyLockSets];
  return {
    orderLockSystemID: source.orderLockSystemId,
    orderID: source.orderId,
    version: source.version,
    charted: lockSets.length > 0 && lockSets.every((lockSet) => lockSet.charted),
    bucketType: source.bucketType,
    method: source.plan?.method ?? null,
    grandMasterKey: {
      grandMasterKeyID: tree.grandMasterKey.grandMasterKeyID,
      name: tree.grandMasterKey.keyName,
      keySymbol: GRAND_MASTER_KEY_SYMBOL,
      numberOfKeys: keysCutOf(tree.grandMasterKey),
      blindCode: grandMaster?.blind_code ?? null,
      ...withBitting(grandMaster),
    },
    masterKeys,
    noKeyLockSets,
  };
}

/** The chart at once (see {@link keyChartSteps}). */
export function buildKeyChart(source: ChartSource, includeBittings: boolean): KeyChart {
  const steps = keyChartSteps(source, includeBittings);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How long building a chart holds the event loop before it lets other requests run. */
const SLICE_MS = 10;

/**
 * The chart, built lock set by lock set with a turn of the event loop whenever a slice of
 * {@link SLICE_MS} has gone (issue 32): a chart of 10,000 locks took 70–260 ms at once, and every
 * other request waited that long.
 */
export async function buildKeyChartInTurns(source: ChartSource, includeBittings: boolean): Promise<KeyChart> {
  const steps = keyChartSteps(source, includeBittings);
  let sliceStarted = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStarted < SLICE_MS) continue;
    await nextTurn();
    sliceStarted = performance.now();
  }
}
