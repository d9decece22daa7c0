/** The master-keying engine (DESIGN §3 "Key codes"): pure and deterministic from a seed. */
export {
  bittingArrayOfPlan,
  bittingArrayProblems,
  columnDepthsFor,
  keyBittingArraySchema,
  planFromBittingArray,
  type KeyBittingArray,
} from './bitting-array.ts';
export {
  bittingList,
  bittingListProblems,
  macsBreaks,
  type BittingListKey,
  type BittingListLevel,
} from './bitting-list.ts';
export {
  bittingViolations,
  depthClasses,
  formatBitting,
  isValidBitting,
  parseBitting,
  usableDepths,
  type Bitting,
  type BucketRules,
} from './bucket-rules.ts';
export {
  changeKeyProgression,
  generateMasterKeySystem,
  issueFromPlan,
  masterKeySystemRequestSchema,
  type KeyChoice,
  type KeyRejection,
  type MasterKeyBranch,
  type MasterKeySlot,
  type MasterKeySystem,
  type MasterKeySystemRequest,
} from './master-key-system.ts';
export {
  cellDepths,
  cellHolds,
  cellMasks,
  cellOfBitting,
  cellOfBlock,
  cellPlanFor,
  cellsAtLevel,
  cellsOverlap,
  chamberGroups,
  designCellPlan,
  maxCellLevel,
  smallestCellLevel,
  spareMasterKeys,
  type CellBucket,
  type KeyCell,
} from './key-cells.ts';
export { KeyingCapacityError } from './keying-capacity-error.ts';
export { designMasterKeyPlan } from './plan-design.ts';
export { changeKeyNumber, changeKeySymbol, GRAND_MASTER_KEY_SYMBOL, masterKeySymbol } from './key-symbols.ts';
export { operates, pinLock, shearLines, type ChamberPinning, type LockPinning } from './pinning.ts';
export {
  capacityOf,
  constantSetsOf,
  keyingDepthRuns,
  keyingMethodSchema,
  keyingPlanSchema,
  keyingRulesSchema,
  progressedKey,
  progressionSize,
  type KeyingCapacity,
  type KeyingMethod,
  type KeyingPlan,
} from './progression.ts';
export { createRandom, MAX_KEYING_SEED, shuffled, type Random } from './random.ts';
export { countValidBittings, enumerateValidBittings, randomValidBitting } from './valid-bittings.ts';
export {
  bittingNumber,
  blockContains,
  blockHoldsAny,
  blockOfKeys,
  blockOfPinning,
  blockSize,
  formatBlock,
  KeyBlockIndex,
  lockBlocksOf,
  parseBlock,
  type IssuedCode,
  type KeyBlock,
} from './key-control.ts';
