import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitUntilReady, type ServerProcess } from '../../test-support/server-process.ts';
import { freePort } from '../../test-support/test-app.ts';

const GRACE_MS = 6000;
/** What a loaded machine may add, past the grace, before the process is seen to end. */
const SLACK_MS = 10_000;
const REQUESTS = 800;
/** A query that makes each request line about 2 KB: 800 of them are far beyond what the pipe holds. */
const PAD = 'x'.repeat(2000);

interface Run {
  server: ServerProcess;
  stdout: string[];
  stderr: string[];
}

interface Ending {
  ended: boolean;
  /** CPU time used per millisecond while the shutdown waited, the work of the shutdown itself done. */
  cpuShare: number;
}

/** The CPU time a process has used in ms (utime and stime of /proc/<pid>/stat, in 1/100 s), or undefined once it ended. */
function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** The real server, its standard output no longer read, then about 1.6 MB of request lines logged. */
async function stalledServer(folder: string, name: string): Promise<Run> {
  const server = startServerProcess(name, await freePort(), {
    SQLITE_FILE: join(folder, `${name}.sqlite`),
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    SHUTDOWN_READINESS_DELAY_MS: '0',
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  server.child.stdout!.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
  server.child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  await waitUntilReady(server);
  await expect.poll(() => stdout.join('').includes('API documentation at'), { timeout: 10_000 }).toBe(true);
  server.child.stdout!.pause();
  let sent = 0;
  const client = async () => {
    while (sent < REQUESTS) {
      sent += 1;
      await (await fetch(`${server.url}/healthz?pad=${PAD}`)).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 10 }, client));
  return { server, stdout, stderr };
}

/**
 * SIGTERM, then the process's CPU time read every 200 ms until it ends (or the grace and the slack
 * pass: then it is killed); standard output is read again `resumeAfterMs` after the signal, if given.
 */
async function terminate({ server }: Run, resumeAfterMs?: number): Promise<Ending> {
  let ended = false;
  void server.exited.then(() => (ended = true));
  const pid = server.child.pid!;
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  const samples: { at: number; cpu: number }[] = [];
  while (!ended && Date.now() - signalled < GRACE_MS + SLACK_MS) {
    const at = Date.now() - signalled;
    const cpu = cpuMs(pid);
    // From 1 s on: closing the listener and the database is done; what is left is waiting.
    if (cpu !== undefined && at >= 1000 && (resumeAfterMs === undefined || at < resumeAfterMs))
      samples.push({ at, cpu });
    if (resumeAfterMs !== undefined && at >= resumeAfterMs) server.child.stdout!.resume();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const endedInTime = ended;
  if (!ended) server.child.kill('SIGKILL');
  server.child.stdout!.resume();
  await server.exited;
  if (!server.child.stdout!.readableEnded) await once(server.child.stdout!, 'end');
  const first = samples[0]!;
  const last = samples.at(-1)!;
  return { ended: endedInTime, cpuShare: (last.cpu - first.cpu) / Math.max(1, last.at - first.at) };
}

/** The whole lines written (one cut by the exit is left out), as records. */
function records(stdout: string[]): { msg: string; req?: { url: string } }[] {
  const text = stdout.join('');
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
}

const SHUTDOWN_LINES = ['shutting down: draining', 'shut down'];

describe("the log, when standard output's reader stalls at SIGTERM", () => {
  const folder = mkdtempSync(join(tmpdir(), 'keyplan-stalled-log-'));
  const runs: Run[] = [];
  afterAll(async () => {
    for (const { server } of runs) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  });

  it('ends within the grace without spinning, and counts on standard error the lines it could not write', async () => {
    const run = await stalledServer(folder, 'never-resumed');
    runs.push(run);
    const ending = await terminate(run);

    expect(ending.ended).toBe(true);
    expect(await run.server.exited).toEqual({ code: 0, signal: null });
    // Spinning on the full pipe used 77 % of a core; waiting uses a few per cent.
    expect(ending.cpuShare).toBeLessThan(0.3);
    const written = records(run.stdout);
    const missing = SHUTDOWN_LINES.filter((msg) => !written.some((record) => record.msg === msg));
    // The reader never took more: the lines held at the signal could not all be written.
    expect(missing.length).toBeGreaterThan(0);
    const notes = run.stderr
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { lost?: number; requestLines?: number; msg: string })
      .filter((note) => note.lost !== undefined);
    expect(notes).toHaveLength(1);
    const { lost = 0, requestLines = 0 } = notes[0]!;
    expect(lost - requestLines).toBeGreaterThanOrEqual(missing.length);
    const requestsWritten = written.filter((record) => record.req?.url.startsWith('/healthz?pad=')).length;
    expect(requestsWritten + lost).toBeGreaterThanOrEqual(REQUESTS + missing.length);
  }, 90_000);

  it('writes every line, the shutdown lines last, once the reader resumes within the grace', async () => {
    const run = await stalledServer(folder, 'resumed');
    runs.push(run);
    const ending = await terminate(run, 2500);

    expect(ending.ended).toBe(true);
    expect(await run.server.exited).toEqual({ code: 0, signal: null });
    expect(ending.cpuShare).toBeLessThan(0.3);
    expect(run.stdout.join('').endsWith('\n')).toBe(true);
    const written = records(run.stdout);
    expect(written.filter((record) => record.req?.url.startsWith('/healthz?pad=')).length).toBe(REQUESTS);
    expect(written.slice(-2).map((record) => record.msg)).toEqual(SHUTDOWN_LINES);
    expect(run.stderr.join('')).not.toContain('log lines lost');
  }, 90_000);
});
