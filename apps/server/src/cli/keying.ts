/**
 * `npm run keying -- --bucket SP6 --masters 3 --locks-per-master 4 --method tpp --seed 42`:
 * generates a master-keyed system with the domain's keying engine and prints it as JSON (grand
 * master key, master keys with the change key and pins of each lock, and the plan to store).
 * Exit codes: 0 done, 1 refused (beyond the progression's capacity), 2 bad arguments.
 */
import { randomInt } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  formatBitting,
  generateMasterKeySystem,
  KeyingCapacityError,
  keyCodeBucketTypeSchema,
  MAX_KEYING_SEED,
  type KeyCodeBucketType,
  type KeyingMethod,
  type MasterKeySystemRequest,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';

const BUCKETS = DEMO_CATALOG.lookups.keycodebuckettype;

export const USAGE = `Usage: npm run keying -- [options]

Generates a master-keyed system: a grand master key, master keys and one change key per lock,
with the pins of every lock, and prints it as JSON.

  --bucket ID               key code bucket of the demo catalog: ${BUCKETS.map((bucket) => bucket.id).join(', ')}
  --pins N --depth-min N --depth-max N --step 1|2 --macs N
                            or a custom bucket (all five, instead of --bucket)
  --masters N               number of master keys (required)
  --locks-per-master N[,N…] locks under each master key: one count, or one per master key (required)
  --method tpp|rcm          total position progression (default) or rotating constant
  --constants N             rcm: change positions that keep the grand master cut (default 1)
  --seed N                  0–${MAX_KEYING_SEED}; random when left out (it is printed in the plan)
  --help                    this text

Exit codes: 0 done, 1 the system exceeds the progression's capacity, 2 bad arguments.`;

const OPTIONS = {
  bucket: { type: 'string' },
  pins: { type: 'string' },
  'depth-min': { type: 'string' },
  'depth-max': { type: 'string' },
  step: { type: 'string' },
  macs: { type: 'string' },
  masters: { type: 'string' },
  'locks-per-master': { type: 'string' },
  method: { type: 'string' },
  constants: { type: 'string' },
  seed: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const CUSTOM_BUCKET_OPTIONS = ['pins', 'depth-min', 'depth-max', 'step', 'macs'] as const;
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

type Values = Partial<Record<keyof typeof OPTIONS, string | boolean>>;

/** Reads every option leniently, so that all problems can be listed at once rather than the first. */
function readOptions(argv: string[], problems: string[]): Values {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, strict: false, allowPositionals: true });
  for (const [name, value] of Object.entries(values)) {
    if (!(name in OPTIONS)) problems.push(`--${name}: unknown option`);
    else if (OPTIONS[name as keyof typeof OPTIONS].type === 'string' && value === true)
      problems.push(`--${name}: needs a value`);
    else if (typeof value === 'string' && value.startsWith('--'))
      problems.push(`--${name}: needs a value, not '${value}'`);
  }
  for (const positional of positionals) problems.push(`${positional}: unexpected argument`);
  return values as Values;
}

/** A whole number within [min, max] from an option, or a problem. */
function wholeNumber(
  values: Values,
  name: keyof typeof OPTIONS,
  min: number,
  max: number,
  problems: string[],
): number | undefined {
  const text = values[name];
  if (typeof text !== 'string' || text.startsWith('--')) return undefined;
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    problems.push(`--${name}: must be a whole number from ${min} to ${max}, not '${text}'`);
    return undefined;
  }
  return value;
}

function readBucket(values: Values, problems: string[]): KeyCodeBucketType | undefined {
  const custom = CUSTOM_BUCKET_OPTIONS.filter((name) => values[name] !== undefined);
  if (typeof values.bucket === 'string' && !values.bucket.startsWith('--')) {
    if (custom.length > 0)
      problems.push(
        `--bucket: give a bucket id or a custom bucket (${custom.map((name) => `--${name}`).join(', ')}), not both`,
      );
    const bucket = BUCKETS.find((entry) => entry.id === values.bucket);
    if (!bucket)
      problems.push(
        `--bucket: unknown bucket '${values.bucket}'; the demo catalog has ${BUCKETS.map((entry) => entry.id).join(', ')}`,
      );
    return bucket;
  }
  if (values.bucket !== undefined) return undefined;
  if (custom.length === 0) {
    problems.push('--bucket: required (or a custom bucket: --pins, --depth-min, --depth-max, --step, --macs)');
    return undefined;
  }
  for (const name of CUSTOM_BUCKET_OPTIONS)
    if (values[name] === undefined) problems.push(`--${name}: required for a custom bucket`);
  const pins = wholeNumber(values, 'pins', 3, 8, problems);
  const depthMin = wholeNumber(values, 'depth-min', 0, 15, problems);
  const depthMax = wholeNumber(values, 'depth-max', 0, 15, problems);
  const depthStep = wholeNumber(values, 'step', 1, 2, problems);
  const macs = wholeNumber(values, 'macs', 1, 15, problems);
  if (depthMin !== undefined && depthMax !== undefined && depthMin >= depthMax)
    problems.push(`--depth-max: must be greater than --depth-min (${depthMin})`);
  if (
    pins === undefined ||
    depthMin === undefined ||
    depthMax === undefined ||
    depthStep === undefined ||
    macs === undefined
  )
    return undefined;
  return keyCodeBucketTypeSchema.parse({
    id: 'CUSTOM',
    name: 'Custom bucket',
    pins,
    depthMin,
    depthMax,
    depthStep,
    macs,
  });
}

/** The request the arguments describe, or every problem with them. */
export function parseKeyingArguments(argv: string[]): {
  request?: MasterKeySystemRequest;
  problems: string[];
  help: boolean;
} {
  const problems: string[] = [];
  const values = readOptions(argv, problems);
  if (values.help === true) return { problems: [], help: true };
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
  const { request, problems, help } = parseKeyingArguments(argv);
  if (help) return { code: 0, stdout: `${USAGE}\n`, stderr: '' };
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
