import { formatBitting, parseBitting, type Bitting, type BucketRules } from './bucket-rules.ts';
import { shearLines, type LockPinning } from './pinning.ts';
import { validSuffixCounts } from './valid-bittings.ts';

/**
 * Key control across systems (DESIGN §3, decision 0014). A master-keyed lock accepts, in each
 * chamber, the cut of every key it is pinned for, and so any combination of them: bittings nobody
 * holds ("ghost" keys). The set of bittings that open a lock is a *block*: the product of the
 * depths each chamber accepts. A block is stored as one bit mask per chamber (bit d set when depth
 * d makes a shear line), e.g. change 5, master 3, grand master 7 → 0b10101000 in that chamber.
 */
export type KeyBlock = readonly number[];

/** The block of a lock opened by these keys (its change key and the keys above it). */
export function blockOfKeys(keys: readonly Bitting[]): number[] {
  const chambers = keys[0]?.length ?? 0;
  const masks: number[] = [];
  for (let chamber = 0; chamber < chambers; chamber += 1) {
    let mask = 0;
    for (const key of keys) mask |= 1 << key[chamber]!;
    masks.push(mask);
  }
  return masks;
}

/** The block of a pinned lock: its shear lines, chamber by chamber. */
export function blockOfPinning(pinning: LockPinning): number[] {
  return pinning.map((chamber) => shearLines(chamber).reduce((mask, depth) => mask | (1 << depth), 0));
}

/** How many bittings the block holds (valid or not): the product of the depths each chamber accepts. */
export function blockSize(block: KeyBlock): number {
  return block.reduce((product, mask) => product * bitCount(mask), 1);
}

/** Whether the lock of this block opens with the bitting. */
export function blockContains(block: KeyBlock, bitting: Bitting): boolean {
  return block.length === bitting.length && block.every((mask, chamber) => (mask >>> bitting[chamber]!) & 1);
}

/** The depths a chamber's mask accepts, shallowest first. */
function depthsOf(mask: number): number[] {
  const depths: number[] = [];
  for (let depth = 0; depth < 16; depth += 1) if ((mask >>> depth) & 1) depths.push(depth);
  return depths;
}

/** A block as text, the chambers' depths (as `formatBitting` writes cuts) separated by dots: '357.26.48.3.07.15'. */
export function formatBlock(block: KeyBlock): string {
  return block.map((mask) => formatBitting(depthsOf(mask))).join('.');
}

/** The block written by {@link formatBlock}; undefined when the text is not one. */
export function parseBlock(text: string): number[] | undefined {
  if (!/^[0-9A-F]+(\.[0-9A-F]+)*$/.test(text)) return undefined;
  return text.split('.').map((chamber) => parseBitting(chamber)!.reduce((mask, depth) => mask | (1 << depth), 0));
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

const DEPTHS = 16;

/**
 * Many blocks, indexed for "does any of them hold this bitting?": for each chamber and depth, a bit
 * set over the blocks that accept that depth there. A bitting lies in some block when the AND of
 * its chambers' bit sets is not empty: pins × blocks / 32 word operations, no matter how the
 * blocks overlap (1,000 blocks of 6 pins: under 200).
 */
export class KeyBlockIndex {
  readonly #pins: number;
  #blocks: KeyBlock[] = [];
  #words = 0;
  /** bits[chamber * 16 + depth]: which blocks accept the depth in the chamber. */
  #bits: Uint32Array[] = [];

  constructor(pins: number, blocks: Iterable<KeyBlock> = []) {
    this.#pins = pins;
    this.#bits = Array.from({ length: pins * DEPTHS }, () => new Uint32Array(0));
    for (const block of blocks) this.add(block);
  }

  get size(): number {
    return this.#blocks.length;
  }

  get blocks(): readonly KeyBlock[] {
    return this.#blocks;
  }

  add(block: KeyBlock): void {
    if (block.length !== this.#pins)
      throw new RangeError(`a block of ${block.length} chambers in an index of ${this.#pins}`);
    const index = this.#blocks.length;
    this.#blocks.push(block);
    const word = index >>> 5;
    if (word >= this.#words) this.#grow(Math.max(4, this.#words * 2));
    const bit = 1 << (index & 31);
    for (let chamber = 0; chamber < this.#pins; chamber += 1) {
      const mask = block[chamber]!;
      for (let depth = 0; depth < DEPTHS; depth += 1)
        if ((mask >>> depth) & 1) this.#bits[chamber * DEPTHS + depth]![word]! |= bit;
    }
  }

  #grow(words: number): void {
    this.#bits = this.#bits.map((old) => {
      const bigger = new Uint32Array(words);
      bigger.set(old);
      return bigger;
    });
    this.#words = words;
  }

  /** Whether some block holds the bitting. */
  contains(bitting: Bitting): boolean {
    return this.firstContaining(bitting) >= 0;
  }

  /** The position (in insertion order) of the first block that holds the bitting, or −1. */
  firstContaining(bitting: Bitting): number {
    if (bitting.length !== this.#pins || this.#blocks.length === 0) return -1;
    const rows: Uint32Array[] = [];
    for (let chamber = 0; chamber < this.#pins; chamber += 1) {
      const depth = bitting[chamber]!;
      if (depth < 0 || depth >= DEPTHS) return -1;
      rows.push(this.#bits[chamber * DEPTHS + depth]!);
    }
    const used = (this.#blocks.length + 31) >>> 5;
    for (let word = 0; word < used; word += 1) {
      let value = 0xffff_ffff;
      for (const row of rows) {
        value &= row[word]!;
        if (value === 0) break;
      }
      if (value !== 0) return word * 32 + (31 - Math.clz32(value & -value));
    }
    return -1;
  }

  /** Every block (by position) that holds the bitting. */
  allContaining(bitting: Bitting): number[] {
    const found: number[] = [];
    if (bitting.length !== this.#pins) return found;
    const rows = bitting.map((depth, chamber) => this.#bits[chamber * DEPTHS + depth]);
    if (rows.some((row) => row === undefined)) return found;
    const used = (this.#blocks.length + 31) >>> 5;
    for (let word = 0; word < used; word += 1) {
      let value = 0xffff_ffff;
      for (const row of rows) value &= row![word]!;
      while (value !== 0) {
        const low = value & -value;
        found.push(word * 32 + (31 - Math.clz32(low)));
        value ^= low;
      }
    }
    return found;
  }

  /**
   * How many valid bittings of the bucket lie in no block: a walk over the bittings' prefixes that
   * stops where no block is left and counts the rest of that subtree at once (valid suffix counts),
   * so it visits only the prefixes the blocks share.
   */
  countOutside(bucket: BucketRules): number {
    if (bucket.pins !== this.#pins)
      throw new RangeError(`a bucket of ${bucket.pins} pins for an index of ${this.#pins}`);
    const words = (this.#blocks.length + 31) >>> 5;
    const all = new Uint32Array(words).fill(0xffff_ffff);
    let free = 0;
    for (const counts of validSuffixCounts(bucket)) {
      const walk = (chamber: number, previous: number, active: Uint32Array, alike: boolean, first: number) => {
        counts.depths.forEach((depth, depthIndex) => {
          if (chamber > 0 && Math.abs(depth - previous) > bucket.macs) return;
          const row = this.#bits[chamber * DEPTHS + depth]!;
          const next = new Uint32Array(words);
          let any = 0;
          for (let word = 0; word < words; word += 1) any |= next[word] = active[word]! & (row[word] ?? 0);
          const stillAlike = chamber === 0 || (alike && depth === first);
          const start = chamber === 0 ? depth : first;
          if (any === 0) {
            // Nothing below holds any block: count the valid completions, less the all-alike one.
            free += counts.suffixes[chamber]![depthIndex]! - (stillAlike && bucket.pins > 1 ? 1 : 0);
          } else if (chamber + 1 < bucket.pins) walk(chamber + 1, depth, next, stillAlike, start);
        });
      };
      walk(0, 0, all, true, 0);
    }
    return free;
  }
}

/** A registry code as {@link lockBlocksOf} needs it. */
export interface IssuedCode {
  node_kind: 'grandMaster' | 'master' | 'change';
  node_id: string;
  bitting: string;
}

/**
 * The blocks of a system's master-keyed locks, from its registry codes: each change code (a KA set
 * or a KD lock) with its lock set's master key code (`masterOf(lockSetId)`: the master key id, null
 * directly under the grand master key, undefined when the lock set is gone) and the grand master
 * code. Distinct blocks only, in code order; locks pinned for their own key alone have none (the
 * registry's unique bitting already covers them).
 */
export function lockBlocksOf(
  codes: readonly IssuedCode[],
  masterOf: (lockSetId: string) => string | null | undefined,
): number[][] {
  const grandMaster = codes.find((code) => code.node_kind === 'grandMaster');
  const masters = new Map(codes.filter((code) => code.node_kind === 'master').map((code) => [code.node_id, code]));
  const seen = new Set<string>();
  const blocks: number[][] = [];
  for (const code of codes) {
    if (code.node_kind !== 'change') continue;
    const master = masterOf(code.node_id);
    if (master === undefined) continue;
    const above = [...(master ? [masters.get(master)] : []), grandMaster].filter((entry) => entry !== undefined);
    if (above.length === 0) continue;
    const keys = [code, ...above].map((entry) => parseBitting(entry.bitting));
    if (keys.some((key) => key === undefined || key.length !== keys[0]!.length)) continue;
    const block = blockOfKeys(keys as number[][]);
    const text = formatBlock(block);
    if (seen.has(text)) continue;
    seen.add(text);
    blocks.push(block);
  }
  return blocks;
}

/** A bitting as one number (four bits a cut), for fast sets of bittings: [3, 9, 2] → 0x392. */
export function bittingNumber(bitting: Bitting): number {
  let value = 0;
  for (const depth of bitting) value = value * 16 + depth;
  return value;
}

/**
 * Whether any bitting of the block is in the set (of {@link bittingNumber}s): walks the block's
 * combinations (a master-keyed lock of three keys has at most 3^pins; TPP locks 2^pins).
 */
export function blockHoldsAny(block: KeyBlock, numbers: ReadonlySet<number>): boolean {
  if (numbers.size === 0) return false;
  const walk = (chamber: number, prefix: number): boolean => {
    if (chamber === block.length) return numbers.has(prefix);
    const mask = block[chamber]!;
    for (let depth = 0; depth < 16; depth += 1)
      if ((mask >>> depth) & 1 && walk(chamber + 1, prefix * 16 + depth)) return true;
    return false;
  };
  return walk(0, 0);
}
