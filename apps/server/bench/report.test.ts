import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  benchPath,
  collectedEntries,
  entriesOf,
  judge,
  ofRuns,
  recordEntries,
  renderMarkdown,
  type BenchEntry,
  type FigureInput,
} from './report.ts';

const RUN = { date: '2026-11-30T10:00:00.000Z', node: 'v24.11.1', cores: 2, load: 1.25, recordedBy: 'npm run bench' };

const saveTree = (figures: FigureInput[], run = RUN): BenchEntry[] =>
  entriesOf(
    {
      bench: 'apps/server/bench/save-tree.bench.ts',
      title: 'Saving a lock system of 2000 lock sets',
      database: 'sqlite',
      figures,
    },
    run,
  );

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function scratchFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'keyplan-bench-report-'));
  folders.push(folder);
  return folder;
}

describe('bench report', () => {
  it('judges a figure against its target, or takes the bench’s own judgement of a text target', () => {
    expect(judge({ name: 'save', figure: 90, unit: 'ms', target: { op: '<', limit: 200 } })).toEqual({
      target: '< 200 ms',
      met: true,
    });
    expect(judge({ name: 'rate', figure: 19_999, unit: '/s', target: { op: '≥', limit: 20_000 } })).toEqual({
      target: '≥ 20,000 /s',
      met: false,
    });
    expect(judge({ name: 'frame', figure: 16, unit: 'ms', target: { op: '≤', limit: 16 } }).met).toBe(true);
    expect(judge({ name: 'zod classic', figure: 'no', unit: '', target: { op: '=', limit: 'no' } })).toEqual({
      target: 'no',
      met: true,
    });
    expect(judge({ name: 'compressed', figure: '8 of 9', unit: '', target: 'all', met: false })).toEqual({
      target: 'all',
      met: false,
    });
    expect(judge({ name: 'peer', figure: 70_000, unit: 'req/s' })).toEqual({ target: null, met: null });
  });

  it('takes the median of several runs as the figure, the leading number of each, every run in the detail', () => {
    expect(ofRuns(['14 (25)', '9 (12)', 30])).toEqual({ figure: 14, detail: 'runs: 14 (25), 9 (12), 30' });
  });

  it('splits a bench’s figures into one entry per database, with the bench’s path from the root', () => {
    const entries = saveTree([
      { name: 'save, median', figure: 90, unit: 'ms', target: { op: '<', limit: 200 } },
      { name: 'save, median', figure: 95, unit: 'ms', target: { op: '<', limit: 200 }, database: 'postgres' },
    ]);
    expect(entries.map((entry) => [entry.bench, entry.database, entry.figures.map((figure) => figure.figure)])).toEqual(
      [
        ['apps/server/bench/save-tree.bench.ts', 'sqlite', [90]],
        ['apps/server/bench/save-tree.bench.ts', 'postgres', [95]],
      ],
    );
    expect(benchPath(new URL('./save-tree.bench.ts', import.meta.url).href)).toBe(
      'apps/server/bench/save-tree.bench.ts',
    );
  });

  it('renders the figures as markdown: a summary line per entry, then each figure with its target', () => {
    const markdown = renderMarkdown({
      about: '',
      entries: saveTree([
        { name: 'save, median', figure: 90, unit: 'ms', target: { op: '<', limit: 200 }, detail: 'runs: 88 | 90' },
        { name: 'save, worst', figure: 1234.567, unit: 'ms', target: { op: '<', limit: 200 } },
        { name: 'load', figure: 40, unit: 'ms' },
      ]),
    });
    expect(markdown).toContain(
      '| [save-tree.bench.ts](#save-treebenchts--sqlite) | SQLite | 2026-11-30 | v24.11.1 | npm run bench | 1 of 2 |',
    );
    expect(markdown).toContain('## save-tree.bench.ts — SQLite');
    expect(markdown).toContain('2026-11-30, Node v24.11.1, 2 cores, load 1.25; recorded by npm run bench.');
    expect(markdown).toContain('| save, median | 90 ms | < 200 ms | met | runs: 88 \\| 90 |');
    expect(markdown).toContain('| save, worst | 1,234.57 ms | < 200 ms | **not met** |  |');
    expect(markdown).toContain('| load | 40 ms | — | — |  |');
    expect(markdown.endsWith('|\n')).toBe(true);
  });

  it('replaces a bench’s entry on its database when it runs again, keeping the others in place', () => {
    const folder = scratchFolder();
    const keying = entriesOf(
      {
        bench: 'apps/server/bench/keying.bench.ts',
        title: 'Keying',
        database: 'none',
        figures: [{ name: 'TPP', figure: 5, unit: 'ms' }],
      },
      RUN,
    );
    const first = saveTree([
      { name: 'save, median', figure: 90, unit: 'ms' },
      { name: 'save, median', figure: 95, unit: 'ms', database: 'postgres' },
    ]);
    recordEntries([...first, ...keying], folder);
    const later = { ...RUN, date: '2026-12-01T10:00:00.000Z' };
    const report = recordEntries(saveTree([{ name: 'save, median', figure: 70, unit: 'ms' }], later), folder);
    // And once more with the same figures: still one entry per bench and database.
    expect(recordEntries(saveTree([{ name: 'save, median', figure: 70, unit: 'ms' }], later), folder)).toEqual(report);

    expect(report.entries.map((entry) => [entry.bench.split('/').at(-1), entry.database, entry.date])).toEqual([
      ['save-tree.bench.ts', 'sqlite', '2026-12-01T10:00:00.000Z'],
      ['save-tree.bench.ts', 'postgres', '2026-11-30T10:00:00.000Z'],
      ['keying.bench.ts', 'none', '2026-11-30T10:00:00.000Z'],
    ]);
    expect(report.entries[0]!.figures).toEqual([
      { name: 'save, median', figure: 70, unit: 'ms', target: null, met: null },
    ]);
    const written = JSON.parse(readFileSync(join(folder, 'benchmarks.json'), 'utf8')) as typeof report;
    expect(written).toEqual(report);
    const markdown = readFileSync(join(folder, 'benchmark-results.md'), 'utf8');
    expect(markdown.match(/^## save-tree\.bench\.ts — SQLite$/gm)).toHaveLength(1);
    expect(markdown).toContain('| save, median | 70 ms |');
    expect(markdown).not.toContain('| save, median | 90 ms |');
  });

  it('reads back the entries benches appended to run.ts’s scratch file', () => {
    const folder = scratchFolder();
    const file = join(folder, 'figures.jsonl');
    expect(collectedEntries(file)).toEqual([]);
    const entries = saveTree([{ name: 'save, median', figure: 90, unit: 'ms' }]);
    writeFileSync(file, `${JSON.stringify(entries)}\n${JSON.stringify(entries)}\n`);
    expect(collectedEntries(file)).toEqual([...entries, ...entries]);
  });
});
