/**
 * `npm run keying -- --bucket SP6 --masters 3 --locks-per-master 4 --method tpp --seed 42`:
 * generates a master-keyed system with the domain's keying engine and prints it as JSON (grand
 * master key, master keys with the change key and pins of each lock, and the plan to store).
 * With `--tmk`, `--row`, `--master-positions` and `--change-positions` it prints instead the
 * bitting list of a key bitting array (see keying-array.ts).
 * Exit codes: 0 done, 1 refused (beyond the progression's capacity), 2 bad arguments.
 */
import { randomInt } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import {
  formatBitting,
  generateMasterKeySystem,
  KeyingCapacityError,
  MAX_KEYING_SEED,
  type KeyingMethod,
  type MasterKeySystemRequest,
} from '@keyplan/domain';
import { parseBittingListArguments, runBittingList, type BittingListRequest } from './keying-array.ts';
import { BUCKETS, readBucket, readOptions, wholeNumber } from './keying-options.ts';

export const USAGE = `Usage: npm run keying -- [options]
       npm run keying -- --tmk CUTS --row CUTS [--row CUTS …] --master-positions N[,N…]
                         --change-positions N[,N…] (--bucket ID | bucket options) [--json]

Generates a master-keyed system: a grand master key, master keys and one change key per lock,
with the pins of every lock, and prints it as JSON. With --tmk, prints the bitting list of a key
bitting array instead.

  --bucket ID               key code bucket of the demo catalog: ${BUCKETS.map((bucket) => bucket.id).join(', ')}
  --pins N --depth-min N --depth-max N --step 1|2 --macs N
                            or a custom bucket (all five, instead of --bucket)
  --masters N               number of master keys (required)
  --locks-per-master N[,N…] locks under each master key: one count, or one per master key (required)
  --method tpp|rcm          total position progression (default) or rotating constant
  --constants N             rcm: change positions that keep the grand master cut (default 1)
  --seed N                  0–${MAX_KEYING_SEED}; random when left out (it is printed in the plan)
  --help                    this text

Bitting list of a key bitting array (total position progression):
  --tmk CUTS                the top master key, chamber 1 (bow) first: 63405, or 6,3,4,0,5
  --row CUTS                a row of the array, read across (one --row per row, top row first);
                            '-' is a blank cell (a held chamber, or the foot of a shorter column)
  --master-positions N[,N…] the chambers that progress the master keys, fastest first
  --change-positions N[,N…] the chambers that progress the change keys, fastest first
  --bucket ID, or --depth-min N --depth-max N --step 1|2 --macs N [--pins N]
                            the depths and MACS (pins default to the TMK's cuts)
  --json                    the list as JSON instead of text
  It prints every key of the progression in bitting-list order: the TMK (A), each master key
  (AA, AB …) followed by its change keys (AA1, AA2 …), with its bitting and whether it breaks
  the MACS (such keys are listed and marked, never skipped, so every symbol keeps its place).

Exit codes: 0 done, 1 the system exceeds the progression's capacity, 2 bad arguments.`;

const METHODS: Record<string, KeyingMethod> = {
  tpp: 'total-position-progression',
  'total-position-progression': 'total-position-progression',
  rcm: 'rotating-constant',
  'rotating-constant': 'rotating-constant',
};

/** What the command prints and its exit code; `runKeying` never touches the process. */
export interface KeyingRun {
  code: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

/** The request the arguments describe, or every problem with them. */
export function parseKeyingArguments(argv: string[]): {
  request?: MasterKeySystemRequest;
  /** The bitting-array mode's request (`--tmk`). */
  bittingList?: BittingListRequest;
  problems: string[];
  help: boolean;
} {
  const problems: string[] = [];
  const values = readOptions(argv, problems);
  if (values.help === true) return { problems: [], help: true };
  if (values.tmk !== undefined) {
    const bittingList = parseBittingListArguments(values, problems);
    return problems.length > 0 || !bittingList ? { problems, help: false } : { bittingList, problems, help: false };
  }
  for (const name of ['row', 'master-positions', 'change-positions', 'json'] as const)
    if (values[name] !== undefined) problems.push(`--${name}: applies to a bitting list (--tmk) only`);
  const bucket = readBucket(values, problems);
  if (values.masters === undefined) problems.push('--masters: required');
  const masterKeys = wholeNumber(values, 'masters', 1, 100_000, problems);

  let locksPerMaster: number | number[] | undefined;
  const locksText = values['locks-per-master'];
  if (locksText === undefined) problems.push('--locks-per-master: required');
  else if (typeof locksText === 'string' && !locksText.startsWith('--')) {
    const counts = locksText.split(',').map((part) => (/^\d+$/.test(part.trim()) ? Number(part.trim()) : Number.NaN));
    if (counts.some((count) => !Number.isSafeInteger(count) || count > 1_000_000))
      problems.push(`--locks-per-master: must be a whole number or a comma-separated list of them, not '${locksText}'`);
    else if (counts.length > 1 && masterKeys !== undefined && counts.length !== masterKeys)
      problems.push(`--locks-per-master: lists ${counts.length} counts for ${masterKeys} master keys`);
    else locksPerMaster = counts.length === 1 ? counts[0]! : counts;
  }

  const methodText = typeof values.method === 'string' ? values.method : 'tpp';
  const method = METHODS[methodText];
  if (!method) problems.push(`--method: must be tpp or rcm, not '${methodText}'`);
  let constantCount: number | undefined;
  if (values.constants !== undefined) {
    if (method !== 'rotating-constant') problems.push('--constants: applies to --method rcm only');
    constantCount = wholeNumber(values, 'constants', 1, bucket ? Math.max(1, bucket.pins - 2) : 6, problems);
  }
  const seed =
    values.seed === undefined ? randomInt(MAX_KEYING_SEED) : wholeNumber(values, 'seed', 0, MAX_KEYING_SEED, problems);

  if (
    problems.length > 0 ||
    !bucket ||
    masterKeys === undefined ||
    locksPerMaster === undefined ||
    !method ||
    seed === undefined
  ) {
    return { problems, help: false };
  }
  return {
    request: {
      bucket,
      masterKeys,
      locksPerMaster,
      method,
      seed,
      ...(constantCount === undefined ? {} : { constantCount }),
    },
    problems,
    help: false,
  };
}

/** JSON with two-space indentation, writing any value that fits in `width` characters on one line. */
export function formatJson(value: unknown, indent = '', width = 100): string {
  const inline = JSON.stringify(value);
  if (inline === undefined || inline.length + indent.length <= width || value === null || typeof value !== 'object')
    return inline ?? 'null';
  const inner = `${indent}  `;
  if (Array.isArray(value))
    return `[\n${value.map((item) => `${inner}${formatJson(item, inner, width)}`).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatJson(item, inner, width)}`).join(',\n')}\n${indent}}`;
}

/** Runs the command on its arguments (without the node and script paths). */
export function runKeying(argv: string[]): KeyingRun {
  const { request, bittingList, problems, help } = parseKeyingArguments(argv);
  if (help) return { code: 0, stdout: `${USAGE}\n`, stderr: '' };
  if (bittingList) return { code: 0, stdout: runBittingList(bittingList), stderr: '' };
  if (!request)
    return {
      code: 2,
      stdout: '',
      stderr: `Invalid arguments:\n${problems.map((problem) => `  ${problem}`).join('\n')}\n\n${USAGE}\n`,
    };
  try {
    const system = generateMasterKeySystem(request);
    const output = {
      bucket: request.bucket,
      method: system.plan.method,
      seed: system.plan.seed,
      grandMaster: formatBitting(system.grandMaster),
      masters: system.masters.map((master, index) => ({
        name: `MASTER KEY ${index + 1}`,
        bitting: formatBitting(master.bitting),
        locks: master.changeKeys.map((changeKey, lock) => ({
          lock: lock + 1,
          changeKey: formatBitting(changeKey),
          pinning: master.pinnings[lock]!,
        })),
      })),
      plan: system.plan,
    };
    return { code: 0, stdout: `${formatJson(output)}\n`, stderr: '' };
  } catch (error) {
    if (error instanceof KeyingCapacityError) return { code: 1, stdout: '', stderr: `${error.message}\n` };
    if (error instanceof RangeError) return { code: 2, stdout: '', stderr: `${error.message}\n` };
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const run = runKeying(process.argv.slice(2));
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  process.exitCode = run.code;
}
