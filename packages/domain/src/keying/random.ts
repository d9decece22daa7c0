/** A seeded source of random numbers, so a key system can be generated again from its seed. */
export interface Random {
  /** A number in [0, 1) with 53 random bits. */
  next(): number;
  /** A whole number in [0, bound). */
  int(bound: number): number;
}

/** Seeds are unsigned 32-bit integers; the seed of a system is recorded in its plan. */
export const MAX_KEYING_SEED = 0xffff_ffff;

/**
 * Mulberry32 (Tommy Ettinger): a small, fast 32-bit generator with a full period of 2^32, plenty
 * for picking key codes and not meant for secrets. The same seed always gives the same numbers.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const nextUint32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return (value ^ (value >>> 14)) >>> 0;
  };
  const next = () => ((nextUint32() >>> 5) * 67_108_864 + (nextUint32() >>> 6)) / 9_007_199_254_740_992;
  return { next, int: (bound) => Math.floor(next() * bound) };
}

/** A copy of the items in a random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
