import {
  formatBitting,
  isValidBitting,
  keyingPlanSchema,
  operates,
  parseBitting,
  type LockPinning,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { spawnKeying } from '../../test-support/spawn-keying.ts';
import { formatJson, parseKeyingArguments, runKeying } from './keying.ts';

const SP6 = DEMO_CATALOG.lookups.keycodebuckettype.find((bucket) => bucket.id === 'SP6')!;

interface Output {
  grandMaster: string;
  masters: { name: string; bitting: string; locks: { lock: number; changeKey: string; pinning: LockPinning }[] }[];
  plan: unknown;
}

/** Runs the command as `npm run keying` does: the tsx binary on the source file. */
describe('npm run keying (spawned)', () => {
  it('prints a sound master-keyed system as JSON', () => {
    const result = spawnKeying([
      '--bucket',
      'SP6',
      '--masters',
      '2',
      '--locks-per-master',
      '3',
      '--method',
      'tpp',
      '--seed',
      '42',
    ]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout) as Output;
    expect(keyingPlanSchema.parse(output.plan)).toMatchObject({
      seed: 42,
      bucketId: 'SP6',
      method: 'total-position-progression',
    });
    expect(output.masters.map((master) => [master.name, master.locks.length])).toEqual([
      ['MASTER KEY 1', 3],
      ['MASTER KEY 2', 3],
    ]);
    const keys = [
      output.grandMaster,
      ...output.masters.flatMap((master) => [master.bitting, ...master.locks.map((lock) => lock.changeKey)]),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(isValidBitting(parseBitting(key)!, SP6)).toBe(true);
    for (const master of output.masters) {
      for (const lock of master.locks) {
        const openers = keys.filter((key) => operates(parseBitting(key)!, lock.pinning));
        expect(openers.sort()).toEqual([output.grandMaster, master.bitting, lock.changeKey].sort());
      }
    }
  });

  it('refuses a system beyond the capacity with exit code 1', () => {
    const result = spawnKeying([
      '--bucket',
      'SP6',
      '--masters',
      '50',
      '--locks-per-master',
      '200',
      '--method',
      'rcm',
      '--seed',
      '1',
    ]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'Master key system needs 200 change keys under MASTER KEY 1 but the rotating-constant progression of bucket SP6 holds at most 146 per master key',
    );
  });

  it('lists every bad argument with exit code 2', () => {
    const result = spawnKeying(['--bucket', 'XX', '--masters', '0', '--method', 'fast']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--bucket: unknown bucket 'XX'; the demo catalog has SP6, AL5, BR4");
    expect(result.stderr).toContain("--masters: must be a whole number from 1 to 100000, not '0'");
    expect(result.stderr).toContain('--locks-per-master: required');
    expect(result.stderr).toContain("--method: must be tpp or rcm, not 'fast'");
  });
});

describe('runKeying and parseKeyingArguments (in process)', () => {
  it('prints the usage for --help', () => {
    expect(runKeying(['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: npm run keying') });
  });

  it('takes a custom bucket, per-master lock counts and rotating constants', () => {
    const { request, problems } = parseKeyingArguments([
      '--pins',
      '5',
      '--depth-min',
      '0',
      '--depth-max',
      '9',
      '--step',
      '2',
      '--macs',
      '6',
      '--masters',
      '2',
      '--locks-per-master',
      '4,0',
      '--method',
      'rcm',
      '--constants',
      '2',
      '--seed',
      '9',
    ]);
    expect(problems).toEqual([]);
    expect(request).toEqual({
      bucket: { id: 'CUSTOM', name: 'Custom bucket', pins: 5, depthMin: 0, depthMax: 9, depthStep: 2, macs: 6 },
      masterKeys: 2,
      locksPerMaster: [4, 0],
      method: 'rotating-constant',
      constantCount: 2,
      seed: 9,
    });
    const run = runKeying([
      '--pins',
      '5',
      '--depth-min',
      '0',
      '--depth-max',
      '9',
      '--step',
      '2',
      '--macs',
      '6',
      '--masters',
      '2',
      '--locks-per-master',
      '4,0',
      '--method',
      'rcm',
      '--constants',
      '2',
      '--seed',
      '9',
    ]);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as Output).masters.map((master) => master.locks.length)).toEqual([4, 0]);
  });

  it('draws a seed when none is given and records it in the plan', () => {
    const { request } = parseKeyingArguments(['--bucket', 'BR4', '--masters', '1', '--locks-per-master', '2']);
    expect(Number.isInteger(request?.seed)).toBe(true);
  });

  it('lists problems of a custom bucket and of option values', () => {
    const { problems } = parseKeyingArguments([
      '--bucket',
      'SP6',
      '--pins',
      '4',
      '--masters',
      '--locks-per-master',
      '1,2',
      '--constants',
      '1',
      '--what',
    ]);
    expect(problems).toEqual([
      "--masters: needs a value, not '--locks-per-master'",
      '--what: unknown option',
      '1,2: unexpected argument',
      '--bucket: give a bucket id or a custom bucket (--pins), not both',
      '--locks-per-master: required',
      '--constants: applies to --method rcm only',
    ]);
    expect(
      parseKeyingArguments([
        '--pins',
        '6',
        '--depth-min',
        '5',
        '--depth-max',
        '3',
        '--step',
        '1',
        '--masters',
        '1',
        '--locks-per-master',
        '1',
      ]).problems,
    ).toEqual(['--macs: required for a custom bucket', '--depth-max: must be greater than --depth-min (5)']);
  });

  it('writes short values of the JSON on one line', () => {
    expect(formatJson({ grandMaster: formatBitting([1, 2]), depths: [1, 2, 3] })).toBe(
      '{"grandMaster":"12","depths":[1,2,3]}',
    );
    expect(formatJson({ list: [1, 2, 3] }, '', 10)).toBe('{\n  "list": [1,2,3]\n}');
  });
});
