/** The master-keying engine (DESIGN §3 "Key codes"): pure and deterministic from a seed. */
export {
  bittingArrayOfPlan,
  bittingArrayProblems,
  planFromBittingArray,
  type KeyBittingArray,
} from './bitting-array.ts';
export { bittingList, bittingListProblems, type BittingListKey } from './bitting-list.ts';
export {
  bittingViolations,
  formatBitting,
  isValidBitting,
  parseBitting,
  type Bitting,
  type BucketRules,
} from './bucket-rules.ts';
export {
  changeKeyProgression,
  generateMasterKeySystem,
  issueFromPlan,
  type KeyRejection,
  type MasterKeySlot,
  type MasterKeySystemRequest,
} from './master-key-system.ts';
export {
  cellDepths,
  cellMasks,
  cellOfBitting,
  cellOfBlock,
  cellPlanFor,
  cellsAtLevel,
  cellsOverlap,
  maxCellLevel,
  smallestCellLevel,
  spareMasterKeys,
  type CellBucket,
  type KeyCell,
} from './key-cells.ts';
export { KeyingCapacityError } from './keying-capacity-error.ts';
export { designMasterKeyPlan } from './plan-design.ts';
export { changeKeyNumber, changeKeySymbol, GRAND_MASTER_KEY_SYMBOL, masterKeySymbol } from './key-symbols.ts';
export { operates, pinLock, type LockPinning } from './pinning.ts';
export { capacityOf, keyingPlanSchema, progressionSize, type KeyingMethod, type KeyingPlan } from './progression.ts';
export { createRandom, MAX_KEYING_SEED } from './random.ts';
export { countValidBittings, enumerateValidBittings, randomValidBitting } from './valid-bittings.ts';
export {
  bittingNumber,
  blockContains,
  blockHoldsAny,
  blockOfKeys,
  formatBlock,
  KeyBlockIndex,
  lockBlocksOf,
  parseBlock,
  type IssuedCode,
  type KeyBlock,
} from './key-control.ts';
