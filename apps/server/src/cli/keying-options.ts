/** The options of `npm run keying` and their lenient reading, shared by its two modes. */
import { parseArgs } from 'node:util';
import { keyCodeBucketTypeSchema, type KeyCodeBucketType } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';

export const BUCKETS = DEMO_CATALOG.lookups.keycodebuckettype;

export const OPTIONS = {
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
  tmk: { type: 'string' },
  row: { type: 'string', multiple: true },
  'master-positions': { type: 'string' },
  'change-positions': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const CUSTOM_BUCKET_OPTIONS = ['pins', 'depth-min', 'depth-max', 'step', 'macs'] as const;
export type Values = Partial<Record<keyof typeof OPTIONS, string | boolean | string[]>>;

/** Reads every option leniently, so that all problems can be listed at once rather than the first. */
export function readOptions(argv: string[], problems: string[]): Values {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, strict: false, allowPositionals: true });
  for (const [name, value] of Object.entries(values)) {
    if (!(name in OPTIONS)) problems.push(`--${name}: unknown option`);
    else if (OPTIONS[name as keyof typeof OPTIONS].type === 'string' && value === true)
      problems.push(`--${name}: needs a value`);
    else if (OPTIONS[name as keyof typeof OPTIONS].type === 'string')
      for (const item of Array.isArray(value) ? value : [value])
        if (item === true) problems.push(`--${name}: needs a value`);
        else if (typeof item === 'string' && item.startsWith('--'))
          problems.push(`--${name}: needs a value, not '${item}'`);
  }
  for (const positional of positionals) problems.push(`${positional}: unexpected argument`);
  return values as Values;
}

/** A whole number within [min, max] from an option, or a problem. */
export function wholeNumber(
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

/** The bucket of `--bucket`, or the custom one of the five options (`impliedPins`: --pins may be left out). */
export function readBucket(values: Values, problems: string[], impliedPins?: number): KeyCodeBucketType | undefined {
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
    if (values[name] === undefined && !(name === 'pins' && impliedPins !== undefined))
      problems.push(`--${name}: required for a custom bucket`);
  const pins = values.pins === undefined ? impliedPins : wholeNumber(values, 'pins', 3, 8, problems);
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
