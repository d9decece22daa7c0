import { lockSetsWithPaths, type LockSystemTree } from './lock-system.ts';
import type { Lookups } from './lookups.ts';

/** "A", "A and B", "A, B and C": names as a sentence lists them. */
function listed(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Why a system cannot move to another key code bucket, said to a person: which lock sets use a
 * body material the new bucket does not key, and what to do; null when the move is possible.
 */
export function bucketChangeProblem(
  tree: LockSystemTree,
  lookups: Pick<Lookups, 'lockMaterials'>,
  from: string,
  to: string,
): string | null {
  if (from === to) return null;
  const blocking = lockSetsWithPaths(tree)
    .map(({ lockSet }) => ({
      lockSet,
      material: lookups.lockMaterials.find((item) => item.id === lockSet.bodyMaterialID),
    }))
    .filter(({ material }) => material !== undefined && material.bucket !== to);
  if (blocking.length === 0) return null;
  const names = blocking.map(({ lockSet }) => lockSet.lockSetName);
  const materials = [...new Set(blocking.map(({ material }) => material!.name))];
  const offered = lookups.lockMaterials.filter((item) => item.bucket === to).map((item) => item.name);
  const them = blocking.length === 1 ? 'its' : 'their';
  return (
    `${listed(names)} ${blocking.length === 1 ? 'uses' : 'use'} ${listed(materials)}, which bucket ${to} does not key. ` +
    `Change ${them} body material to ${offered.length > 0 ? listed(offered) : 'one of bucket ' + to + "'s"} first, or keep bucket ${from}.`
  );
}
