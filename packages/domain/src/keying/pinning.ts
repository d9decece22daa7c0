import type { Bitting } from './bucket-rules.ts';

/**
 * The pins of one chamber of a lock, in depth units: the bottom pin is as long as the shallowest
 * cut that opens the lock (the change key's cut when it is the shallowest), and each master pin
 * lifts the next shear line to the next deeper cut.
 */
export interface ChamberPinning {
  bottomPin: number;
  masterPins: number[];
}

/** A lock's pins, chamber by chamber from the bow. */
export type LockPinning = ChamberPinning[];

/**
 * Pins a lock so that exactly the given keys' cuts make shear lines: in each chamber the distinct
 * depths sorted ascending give the bottom pin (the first) and the master pins (the differences
 * between successive depths). E.g. change 5, master 3, grand master 7 → bottom pin 3, master pins 2, 2.
 */
export function pinLock(keys: readonly Bitting[]): LockPinning {
  const chambers = keys[0]?.length ?? 0;
  const pinning: LockPinning = [];
  for (let chamber = 0; chamber < chambers; chamber += 1) {
    // Depths are 0–15, so a bit mask sorts and deduplicates them: this is the hot path of generation.
    let mask = 0;
    for (const key of keys) mask |= 1 << key[chamber]!;
    let bottomPin = -1;
    let previous = -1;
    const masterPins: number[] = [];
    for (let depth = 0; mask >>> depth !== 0; depth += 1) {
      if (((mask >>> depth) & 1) === 0) continue;
      if (bottomPin < 0) bottomPin = depth;
      else masterPins.push(depth - previous);
      previous = depth;
    }
    pinning.push({ bottomPin, masterPins });
  }
  return pinning;
}

/** The cut depths that align a chamber's pins at the shear line: bottom pin, then each master pin added. */
export function shearLines(pinning: ChamberPinning): number[] {
  const lines = [pinning.bottomPin];
  for (const pin of pinning.masterPins) lines.push(lines[lines.length - 1]! + pin);
  return lines;
}

/** Whether a key opens a lock: in every chamber its cut depth is one of the shear lines. */
export function operates(key: Bitting, pinning: LockPinning): boolean {
  return key.length === pinning.length && pinning.every((chamber, index) => shearLines(chamber).includes(key[index]!));
}
