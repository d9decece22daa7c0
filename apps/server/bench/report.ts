/**
 * Benchmark figures written by the benches, not typed by hand (issue 46). Each bench hands the
 * figures it prints to `reportFigures`; they land in `docs/benchmarks.json` (per bench and
 * database: each figure with its unit, target and whether it was met, the date, Node's version and
 * the machine's load) and `docs/benchmark-results.md` is rendered from that file. A bench run again
 * on the same database replaces its entry; the other entries stay, with their own dates.
 *
 * Under `npm run bench`, run.ts names a scratch file in BENCH_FIGURES: each bench (a process of its
 * own) appends its entries there, and run.ts writes the docs once at its end. A bench run on its own
 * (the browser benches of e2e/bench, or any bench started by hand) writes the docs itself.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The database a figure was measured on; `none` for pure code (the keying engine). */
export type BenchDatabase = 'sqlite' | 'postgres' | 'none';

/** A target judged against a numeric figure, or a text judged by the bench (with `met`). */
type Target = { op: '<' | '≤' | '≥' | '='; limit: number | string } | string;

/** One figure as a bench reports it. */
export interface FigureInput {
  name: string;
  figure: number | string;
  /** `ms`, `s`, `req/s`, `%`, `KB`, `MB`, `×`… or '' for a count. */
  unit: string;
  target?: Target;
  /** Whether the target was met, when the bench judges it itself (a text target). */
  met?: boolean;
  /** Overrides the report's database for this figure (benches that measure SQLite and PostgreSQL). */
  database?: BenchDatabase;
  /** Anything the bench prints beside the figure: each run, the peer, the status answered. */
  detail?: string;
}

/** One figure as docs/benchmarks.json keeps it. */
export interface Figure {
  name: string;
  figure: number | string;
  unit: string;
  target: string | null;
  met: boolean | null;
  detail?: string;
}

/** One bench on one database, as its last run left it. */
export interface BenchEntry {
  /** The bench's file from the repository's root, e.g. `apps/server/bench/save-tree.bench.ts`. */
  bench: string;
  database: BenchDatabase;
  /** What the bench measured, as its heading says. */
  title: string;
  /** ISO date and time of the run (a date alone for figures recorded by hand). */
  date: string;
  /** `process.version`, or what is known of it for figures recorded by hand. */
  node: string;
  cores: number | null;
  /** The 1-minute load average when the figures were reported. */
  load: number | null;
  /** `npm run bench`, `npm run bench:scale`, the bench alone, or by hand before the generator. */
  recordedBy: string;
  note?: string;
  figures: Figure[];
}

export interface BenchReport {
  about: string;
  entries: BenchEntry[];
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOCS = join(ROOT, 'docs');
export const FIGURES_FILE_VARIABLE = 'BENCH_FIGURES';
const JSON_FILE = 'benchmarks.json';
const MARKDOWN_FILE = 'benchmark-results.md';
const ABOUT =
  'Written by the benches (apps/server/bench/report.ts): `npm run bench` replaces each bench’s entry per database. Do not edit by hand; docs/benchmark-results.md is rendered from this file.';

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
const withUnit = (value: number | string, unit: string) =>
  `${typeof value === 'number' ? number(value) : value}${unit === '' ? '' : unit === '×' ? '×' : ` ${unit}`}`;

/** The target as text (`< 1,000 ms`) and whether `figure` meets it. */
export function judge(input: FigureInput): Pick<Figure, 'target' | 'met'> {
  const { target, figure, unit } = input;
  if (target === undefined) return { target: null, met: input.met ?? null };
  if (typeof target === 'string') return { target, met: input.met ?? null };
  const text = target.op === '=' ? String(target.limit) : `${target.op} ${withUnit(target.limit, unit)}`;
  if (input.met !== undefined) return { target: text, met: input.met };
  if (target.op === '=') return { target: text, met: String(figure) === String(target.limit) };
  if (typeof figure !== 'number' || typeof target.limit !== 'number') return { target: text, met: null };
  const met = { '<': figure < target.limit, '≤': figure <= target.limit, '≥': figure >= target.limit }[target.op];
  return { target: text, met };
}

/** The bench's file from the repository's root, from its `import.meta.url` (or a path as is). */
export function benchPath(bench: string): string {
  const path = bench.startsWith('file:') ? fileURLToPath(bench) : bench;
  return path.startsWith('/') ? relative(ROOT, path).split('\\').join('/') : path;
}

/** A bench's figures as entries, one per database measured. */
export function entriesOf(
  report: { bench: string; title: string; database: BenchDatabase; figures: FigureInput[]; note?: string },
  run: Pick<BenchEntry, 'date' | 'node' | 'cores' | 'load' | 'recordedBy'>,
): BenchEntry[] {
  const databases = [...new Set(report.figures.map((figure) => figure.database ?? report.database))];
  return databases.map((database) => ({
    bench: benchPath(report.bench),
    database,
    title: report.title,
    ...run,
    ...(report.note ? { note: report.note } : {}),
    figures: report.figures
      .filter((figure) => (figure.database ?? report.database) === database)
      .map((figure) => ({
        name: figure.name,
        figure: figure.figure,
        unit: figure.unit,
        ...judge(figure),
        ...(figure.detail ? { detail: figure.detail } : {}),
      })),
  }));
}

/**
 * A figure measured in several runs: the median (of the leading number of each, so `14 (25)`
 * counts 14) as the figure, every run in the detail.
 */
export function ofRuns(values: readonly (number | string)[]): Pick<FigureInput, 'figure' | 'detail'> {
  const numbers = values.map((value) => Number.parseFloat(String(value))).sort((a, b) => a - b);
  return { figure: numbers[Math.floor(numbers.length / 2)] ?? Number.NaN, detail: `runs: ${values.join(', ')}` };
}

const sameEntry = (a: BenchEntry, b: BenchEntry) => a.bench === b.bench && a.database === b.database;

/** `existing` with each of `incoming` in the place of the entry of its bench and database, or added last. */
function mergeEntries(existing: readonly BenchEntry[], incoming: readonly BenchEntry[]): BenchEntry[] {
  const merged = [...existing];
  for (const entry of incoming) {
    const index = merged.findIndex((other) => sameEntry(other, entry));
    if (index === -1) merged.push(entry);
    else merged[index] = entry;
  }
  return merged;
}

const DATABASE_LABEL: Record<BenchDatabase, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL', none: 'no database' };
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const metText = (met: boolean | null) => (met === null ? '—' : met ? 'met' : '**not met**');
const day = (date: string) => date.slice(0, 10);

/** docs/benchmark-results.md: a summary of every entry, then each entry's figures. */
export function renderMarkdown(report: BenchReport): string {
  const lines = [
    '# Benchmark results',
    '',
    '<!-- Generated by the benches (apps/server/bench/report.ts) from docs/benchmarks.json: do not edit by hand. -->',
    '',
    'The figures of the last run of each bench on each database, written by `npm run bench` (and the',
    'browser benches) into [`benchmarks.json`](benchmarks.json). What each bench measures, how to run',
    'it and the figures measured before the generator: [`benchmarks.md`](benchmarks.md).',
    '',
    '| bench | database | date | Node | recorded by | targets met |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const entry of report.entries) {
    const judged = entry.figures.filter((figure) => figure.met !== null);
    const met = judged.filter((figure) => figure.met).length;
    lines.push(
      `| [${cell(entry.bench.split('/').at(-1)!)}](#${anchor(entry)}) | ${DATABASE_LABEL[entry.database]} | ${day(entry.date)} | ${cell(entry.node)} | ${cell(entry.recordedBy)} | ${judged.length === 0 ? '—' : `${met} of ${judged.length}`} |`,
    );
  }
  for (const entry of report.entries) {
    const machine = [
      entry.cores === null ? '' : `${entry.cores} cores`,
      entry.load === null ? '' : `load ${number(entry.load)}`,
    ].filter(Boolean);
    lines.push(
      '',
      `## ${heading(entry)}`,
      '',
      `${entry.title} (\`${entry.bench}\`)`,
      '',
      `${day(entry.date)}, Node ${entry.node}${machine.length > 0 ? `, ${machine.join(', ')}` : ''}; recorded by ${entry.recordedBy}.${entry.note ? ` ${entry.note}` : ''}`,
      '',
      '| figure | value | target | met | detail |',
      '| --- | --- | --- | --- | --- |',
      ...entry.figures.map(
        (figure) =>
          `| ${cell(figure.name)} | ${cell(withUnit(figure.figure, figure.unit))} | ${cell(figure.target ?? '—')} | ${metText(figure.met)} | ${cell(figure.detail ?? '')} |`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

const heading = (entry: BenchEntry) => `${entry.bench.split('/').at(-1)!} — ${DATABASE_LABEL[entry.database]}`;

/** The heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function anchor(entry: BenchEntry): string {
  return heading(entry)
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replaceAll(' ', '-');
}

/** docs/benchmarks.json as it stands (no entries when it does not exist yet). */
function readReport(folder = DOCS): BenchReport {
  const file = join(folder, JSON_FILE);
  if (!existsSync(file)) return { about: ABOUT, entries: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
}

/** Merges `entries` into the JSON file and renders the markdown from it. */
export function recordEntries(entries: readonly BenchEntry[], folder = DOCS): BenchReport {
  const report = { about: ABOUT, entries: mergeEntries(readReport(folder).entries, entries) };
  writeFileSync(join(folder, JSON_FILE), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(folder, MARKDOWN_FILE), renderMarkdown(report));
  return report;
}

/** The entries benches appended to the scratch file run.ts gave them (none when it is missing). */
export function collectedEntries(file: string): BenchEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => JSON.parse(line) as BenchEntry[]);
}

/** `npm run bench` (npm names the script it runs), or how the bench was started without npm. */
function recorder(underRunTs: boolean): string {
  const script = process.env.npm_lifecycle_event;
  if (script?.startsWith('bench')) return `npm run ${script}`;
  return underRunTs ? 'apps/server/bench/run.ts' : 'the bench alone';
}

/**
 * Hands a bench's figures over: to run.ts's scratch file under `npm run bench`, else straight into
 * docs/benchmarks.json and docs/benchmark-results.md.
 */
export function reportFigures(report: {
  /** The bench's `import.meta.url`. */
  bench: string;
  title: string;
  database: BenchDatabase;
  figures: FigureInput[];
  note?: string;
}): void {
  const scratch = process.env[FIGURES_FILE_VARIABLE];
  const entries = entriesOf(report, {
    date: new Date().toISOString(),
    node: process.version,
    cores: cpus().length,
    load: Math.round(loadavg()[0]! * 100) / 100,
    recordedBy: recorder(Boolean(scratch)),
  });
  if (scratch) appendFileSync(scratch, `${JSON.stringify(entries)}\n`);
  else recordEntries(entries);
}
