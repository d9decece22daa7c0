/**
 * `npm run key-control:check`: simulates every issued key against the reserved blocks of every
 * other customer's master-keyed locks (decision 0014) and lists each pair of customers whose keys
 * cross, so that an operator can act (re-key, or replace the locks). Reads the configured database
 * (DATABASE_URL or SQLITE_FILE, as the server does) after bringing its schema up to date, which
 * reserves the blocks of systems charted before key control.
 * Exit codes: 0 no key opens another customer's lock, 1 some do, 2 the database could not be read.
 */
import { pathToFileURL } from 'node:url';
import { loadLookups } from '../catalog/catalog.repository.ts';
import { findCrossings, bucketCapacity, type KeyCrossing } from '../charting/reserved-blocks.ts';
import { listRegistryBuckets } from '../charting/key-block.repository.ts';
import { loadConfig } from '../config/env.ts';
import { createDatabase, migrateToLatest, type Db } from '../db/database.ts';

export interface KeyControlReport {
  code: 0 | 1;
  stdout: string;
}

/** One line per pair: whose keys open whose locks, in which bucket, and the keys' blind codes (never bittings). */
function describe(crossings: readonly KeyCrossing[]): string[] {
  const pairs = new Map<string, { crossing: KeyCrossing; blindCodes: Set<string>; systems: Set<string> }>();
  for (const crossing of crossings) {
    const key = `${crossing.bucketType}|${crossing.key.ccid}|${crossing.lock.ccid}`;
    const pair = pairs.get(key) ?? { crossing, blindCodes: new Set(), systems: new Set() };
    pair.blindCodes.add(crossing.key.blindCode);
    pair.systems.add(crossing.lock.orderLockSystemId);
    pairs.set(key, pair);
  }
  return [...pairs.values()].map(
    ({ crossing, blindCodes, systems }) =>
      `  ${crossing.bucketType}: ${blindCodes.size} key${blindCodes.size === 1 ? '' : 's'} of customer ${crossing.key.ccid} (${[...blindCodes].join(', ')}) open locks of customer ${crossing.lock.ccid} (lock system${systems.size === 1 ? '' : 's'} ${[...systems].join(', ')})`,
  );
}

/** The check on an open database. */
export async function checkKeyControl(db: Db): Promise<KeyControlReport> {
  const buckets = new Map((await loadLookups(db)).keycodebuckettype.map((bucket) => [bucket.id, bucket]));
  const lines: string[] = [];
  const crossings: KeyCrossing[] = [];
  for (const bucketType of await listRegistryBuckets(db)) {
    const bucket = buckets.get(bucketType);
    if (!bucket) {
      lines.push(`${bucketType}: not a key code bucket of the lookups; its codes were not checked`);
      continue;
    }
    const capacity = await bucketCapacity(db, bucket);
    lines.push(
      `${bucketType}: ${capacity.issuedCodes} codes issued, ${capacity.reservedBlocks} blocks reserved, ${capacity.left} of ${capacity.validBittings} bittings left`,
    );
    crossings.push(...(await findCrossings(db, bucket)));
  }
  if (crossings.length === 0) {
    lines.push('No key issued to one customer opens a lock of another.');
    return { code: 0, stdout: `${lines.join('\n')}\n` };
  }
  lines.push(`Keys that open another customer's locks (${crossings.length}):`, ...describe(crossings));
  return { code: 1, stdout: `${lines.join('\n')}\n` };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let db: Db | undefined;
  try {
    db = createDatabase(loadConfig(process.env).database);
    await migrateToLatest(db);
    const report = await checkKeyControl(db);
    process.stdout.write(report.stdout);
    process.exitCode = report.code;
  } catch (error) {
    console.error('key-control:check could not read the database:', error instanceof Error ? error.message : error);
    process.exitCode = 2;
  } finally {
    await db?.destroy();
  }
}
