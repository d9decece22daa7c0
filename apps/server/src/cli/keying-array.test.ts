import { changeKeyProgression, parseBitting, planFromBittingArray, type BittingListKey } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { spawnKeying } from '../../test-support/spawn-keying.ts';
import { parseKeyingArguments, runKeying } from './keying.ts';

/**
 * THE SOURCE. A locksmith's bitting list, published on the Lock Picking 101 forum ("Master Keyed
 * Systems" board, https://www.lockpicking101.com/viewtopic.php?f=50&t=66014), answering a reader
 * who wanted to "lay out an old 'paper' generated system" by hand:
 *
 *   "a simple Schlage (2 step) system, one level, with 4 changes per master might look like:
 *    Top master key (TMK): 11111 — Change keys: 31111, 51111, 71111, 91111 (last one violates MACS
 *    though). A two level system, 4 changes per master: TMK: 11111 — Master keys: 31111, 51111,
 *    71111, 91111 (violates MACS) — Change keys under master 31111: 33111, 35111, 37111, 39111
 *    (violates MACS)."
 *
 * As a key bitting array: TMK 1 1 1 1 1; rows 3 3 - - -, 5 5 - - -, 7 7 - - -, 9 9 - - - (chambers
 * 3–5 held); chamber 1 progresses the master keys, chamber 2 the change keys; Schlage's depths 0–9,
 * two-step, MACS 7. The post prints the master keys and the change keys of the first one, with
 * the keys that break the MACS marked: the test asserts exactly those, in that order, and that
 * nothing else of the list breaks the post (the other masters' change keys follow the same rule).
 */
const FORUM = [
  '--tmk',
  '11111',
  '--row',
  '33---',
  '--row',
  '55---',
  '--row',
  '77---',
  '--row',
  '99---',
  '--master-positions',
  '1',
  '--change-positions',
  '2',
  '--depth-min',
  '0',
  '--depth-max',
  '9',
  '--step',
  '2',
  '--macs',
  '7',
];

interface ListOutput {
  counts: { masterKeys: number; changeKeys: number; breakingMacs: number };
  keys: BittingListKey[];
}

describe('npm run keying --tmk: the bitting list of a key bitting array', () => {
  it('reproduces the published bitting list: master keys, the first master key’s change keys, MACS breakers marked', () => {
    const result = spawnKeying([...FORUM, '--json']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const { keys, counts } = JSON.parse(result.stdout) as ListOutput;
    const line = (key: BittingListKey) => `${key.bitting}${key.breaksMacs ? ' (violates MACS)' : ''}`;
    expect(keys[0]).toMatchObject({ symbol: 'A', level: 'top master', bitting: '11111', breaksMacs: false });
    expect(keys.filter((key) => key.level === 'master').map(line)).toEqual([
      '31111',
      '51111',
      '71111',
      '91111 (violates MACS)',
    ]);
    expect(keys.filter((key) => key.parent === 'AA').map(line)).toEqual([
      '33111',
      '35111',
      '37111',
      '39111 (violates MACS)',
    ]);
    // The list's order: each master key, then its change keys; every key has its place in the tree.
    expect(keys.slice(0, 7).map((key) => `${key.symbol} ${key.bitting}`)).toEqual([
      'A 11111',
      'AA 31111',
      'AA1 33111',
      'AA2 35111',
      'AA3 37111',
      'AA4 39111',
      'AB 51111',
    ]);
    expect(keys.find((key) => key.symbol === 'AD')).toMatchObject({
      bitting: '91111',
      breaksMacs: true,
      macsBreaks: ['cuts 1 and 2 differ by 8'],
    });
    expect(counts).toEqual({ masterKeys: 4, changeKeys: 16, breakingMacs: 5 });
  });

  it('prints the list as text: the array, the sequence and one line a key', () => {
    const run = runKeying(FORUM);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('Bitting list of TMK 11111, bucket CUSTOM: 5 pins, depths 0–9, two-step, MACS 7');
    expect(lines.slice(2, 7)).toEqual([
      '  TMK  1 1 1 1 1',
      '       3 3 - - -',
      '       5 5 - - -',
      '       7 7 - - -',
      '       9 9 - - -',
    ]);
    expect(run.stdout).toContain('4 master keys, 16 change keys; 5 of 21 keys break the MACS');
    expect(run.stdout).toMatch(/^AA4 +change +39111 +breaks it: cuts 2 and 3 differ by 8$/m);
    expect(run.stdout).toMatch(/^AA3 +change +37111$/m);
  });

  it('lists the change keys of a multi-chamber sequence in the order charting issues them (MasterkeyPro’s TMK 63405)', () => {
    // MasterkeyPro's published array (https://masterkeypro.com/docs/recrea1.htm): TMK 63405, depths
    // 0–9, two-step, rotating from the right; chamber 1 taken here as the master position.
    const args = [
      '--tmk',
      '6,3,4,0,5',
      '--row',
      '0 1 0 2 1',
      '--row',
      '2 5 2 4 3',
      '--row',
      '4 7 6 6 7',
      '--row',
      '8 9 8 8 9',
      '--master-positions',
      '1',
      '--change-positions',
      '5,4,3,2',
      '--depth-min',
      '0',
      '--depth-max',
      '9',
      '--step',
      '2',
      '--macs',
      '7',
      '--json',
    ];
    const run = runKeying(args);
    expect(run.stderr).toBe('');
    const { keys, counts } = JSON.parse(run.stdout) as ListOutput;
    expect(counts).toMatchObject({ masterKeys: 4, changeKeys: 4 * 256 });
    expect(keys.filter((key) => key.level === 'master').map((key) => key.bitting)).toEqual([
      '03405',
      '23405',
      '43405',
      '83405',
    ]);
    expect(
      keys
        .filter((key) => key.parent === 'AA')
        .slice(0, 5)
        .map((key) => key.bitting),
    ).toEqual(['01021', '01023', '01027', '01029', '01041']);
    // Left out the keys that break the MACS, the list is the engine's issue order under that master key.
    const plan = planFromBittingArray(
      { id: 'CUSTOM', name: 'Custom bucket', pins: 5, depthMin: 0, depthMax: 9, depthStep: 2, macs: 7 },
      {
        topMasterKey: [6, 3, 4, 0, 5],
        rows: [
          [0, 1, 0, 2, 1],
          [2, 5, 2, 4, 3],
          [4, 7, 6, 6, 7],
          [8, 9, 8, 8, 9],
        ],
        sequence: { masterPositions: [1], changePositions: [5, 4, 3, 2] },
      },
    );
    const issued = changeKeyProgression(plan, parseBitting('03405')!).map((key) => key.join(''));
    const cuttable = keys.filter((key) => key.parent === 'AA' && !key.breaksMacs).map((key) => key.bitting);
    expect(cuttable).toEqual(issued);
    expect(keys.find((key) => key.bitting === '01081')).toMatchObject({
      symbol: 'AA13',
      breaksMacs: true,
      macsBreaks: ['cuts 3 and 4 differ by 8'],
    });
  });

  it('lists every bad argument with exit code 2', () => {
    const run = runKeying([
      '--tmk',
      '1111x',
      '--row',
      '3?',
      '--master-positions',
      'a',
      '--depth-min',
      '0',
      '--depth-max',
      '9',
      '--step',
      '2',
      '--macs',
      '7',
      '--masters',
      '2',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--masters: applies to generating a system, not to --tmk');
    expect(run.stderr).toContain("--tmk: must be the top master key's cuts, e.g. 63405 or 6,3,4,0,5, not '1111x'");
    expect(run.stderr).toContain("--row: row 1 must be depths 0–15 or '-' for a blank, not '3?'");
    expect(run.stderr).toContain("--master-positions: must be chamber numbers separated by commas, not 'a'");
    expect(run.stderr).toContain('--change-positions: required (chambers, 1 at the bow, fastest first, e.g. 5,4,3)');
    const { problems } = parseKeyingArguments([...FORUM.slice(0, -8), '--bucket', 'SP6']);
    expect(problems).toEqual(['--tmk: has 5 cuts but bucket SP6 has 6 chambers']);
    const parity = parseKeyingArguments(FORUM.map((arg) => (arg === '55---' ? '45---' : arg)));
    expect(parity.problems).toEqual([
      "rows: row 2, chamber 1: depth 4 is not of the parity of the top master key's cut 1: a two-step column keeps one parity",
    ]);
    expect(
      parseKeyingArguments(['--bucket', 'SP6', '--masters', '1', '--locks-per-master', '1', '--json']).problems,
    ).toEqual(['--json: applies to a bitting list (--tmk) only']);
  });

  it('documents the options in --help', () => {
    const help = runKeying(['--help']).stdout;
    for (const option of ['--tmk', '--row', '--master-positions', '--change-positions', '--json'])
      expect(help).toContain(option);
  });
});
