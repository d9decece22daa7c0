import { closeSync, openSync } from 'node:fs';
import pino from 'pino';
import { isRequestLine } from './log-request-line.ts';
import { batchOf, lostIn, none, prepareDescriptor, report, writeWithin, type Batch } from './log-batches.ts';

// app.ts takes the request log's controller from here, with the destination.
export { OneLinePerRequest } from './log-request-line.ts';

/** What a log destination is given: where, and how lines are gathered. */
export interface LogDestinationOptions {
  /** The file descriptor written to (default 1, standard output). */
  fd?: number;
  /** Lines are written once this many characters are gathered (default 32 KiB). */
  minLength?: number;
  /** Whatever is gathered is written at least this often, in milliseconds (default 100). */
  flushEveryMs?: number;
  /**
   * At most this many characters wait while the reader is slow (default 16 MiB): request lines may
   * fill half of it, every other line all of it; later lines are counted and dropped.
   */
  maxHeld?: number;
  /** How long a synchronous write (`flushSync`, `end`, exit) waits for a stalled reader, in milliseconds (default 500). */
  syncWaitMs?: number;
}

type Writer = ReturnType<typeof pino.destination>;

const open = new Set<LogDestination>();
// First of the exit listeners: before pino's own, which would wait on a stalled reader for good.
process.prependListener('exit', () => {
  for (const destination of open) destination.end();
});

/**
 * Where the server's log lines go: standard output, written by pino's own destination (sonic-boom)
 * in batches gathered here (decision 0066, which amends 0052).
 *
 * A line costs an array push; a batch (`minLength` characters, about a hundred request lines, or
 * whatever is gathered every `flushEveryMs`) is one join handed to sonic-boom, which writes it off
 * the event loop: a full pipe (EAGAIN) is tried again every 100 ms, a partial write continues, a
 * failed write is kept. Handed every line, sonic-boom cost 4–5 µs of CPU per request line beyond
 * making it (it measures and concatenates what it holds on every line); handed batches, 1–2 µs.
 *
 * One batch is with the writer at a time; the rest wait here, where what is dropped can be chosen:
 * while the reader is slow, request lines stop being kept at half of `maxHeld`, the other half is
 * kept for every other line (start-up, shutdown, warnings, errors), and what is dropped is counted
 * in a line written when the reader is back. A failed write (other than a full pipe) is tried again
 * every second; a reader gone for good (EPIPE) ends the logging. `logsWritten` lets the shutdown
 * wait for the lines within its grace; at exit what is left is written synchronously, sleeping
 * while the pipe is full, for at most `syncWaitMs`, and what could not be written is counted on
 * standard error.
 */
export class LogDestination {
  private lines: string[] = [];
  private held = 0;
  private dropped = none();
  private batch: Batch | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private failing = false;
  private fd: number;
  private writer: Writer;
  private nextFd: number | undefined;
  private readonly path: string | undefined;
  private readonly minLength: number;
  private readonly maxHeld: number;
  private readonly syncWaitMs: number;
  private readonly timer: NodeJS.Timeout;

  constructor({
    fd = 1,
    minLength = 32 * 1024,
    flushEveryMs = 100,
    maxHeld = 16 * 1024 * 1024,
    syncWaitMs = 500,
  }: LogDestinationOptions = {}) {
    this.fd = fd;
    this.path = prepareDescriptor(fd).path;
    this.writer = this.writerFor(fd);
    this.minLength = minLength;
    this.maxHeld = maxHeld;
    this.syncWaitMs = syncWaitMs;
    this.timer = setInterval(() => this.flush(), flushEveryMs);
    this.timer.unref();
    open.add(this);
  }

  /** Takes one line (pino gives it with its newline); false when it was dropped. */
  write(line: string): boolean {
    if (this.closed) return false;
    const held = this.held + line.length;
    if (held > this.maxHeld / 2 && !this.mayHold(line, held)) return false;
    this.lines.push(line);
    this.held = held;
    if (held >= this.minLength) this.flush();
    return true;
  }

  /** Hands what is gathered to the writer, unless a batch is with it (its end hands the rest). */
  flush(): void {
    if (this.batch !== undefined || this.closed) return;
    const batch = this.take();
    if (batch === undefined) return;
    this.batch = batch;
    try {
      this.writer.write(batch.text);
    } catch {
      // pino's own 'beforeExit' listener ended the writer: the process is ending.
      this.end();
    }
  }

  /**
   * Writes what is gathered now, blocking for at most `syncWaitMs` while the reader is stalled;
   * what is not written is counted as dropped. A batch with the writer is left to it: written
   * here too, it could appear twice.
   */
  flushSync(): void {
    if (this.batch !== undefined || this.closed) return;
    const batch = this.take();
    if (batch === undefined) return;
    const bytes = Buffer.from(batch.text);
    this.lose(batch, bytes.subarray(writeWithin(this.fd, bytes, Date.now() + this.syncWaitMs)));
  }

  /** Whether lines wait to be written. */
  get pending(): boolean {
    return !this.closed && (this.batch !== undefined || this.lines.length > 0 || this.dropped.lines > 0);
  }

  /**
   * Log rotation: when the destination is a file, writes go on in a file opened anew at its path
   * once the batch with the writer is written. False when it is not a file (a pipe has nothing to
   * reopen); throws when the path cannot be opened.
   */
  reopen(): boolean {
    if (this.path === undefined || this.closed) return false;
    const fd = openSync(this.path, 'a');
    if (this.nextFd !== undefined) closeSync(this.nextFd);
    this.nextFd = fd;
    if (this.batch === undefined || this.retry !== undefined) this.swap();
    return true;
  }

  /**
   * Writes what it can synchronously and stops taking lines (also at exit, without an event loop).
   * A batch still with the writer is counted as lost: the reader has not taken it. Answers how
   * many lines were lost, and says so on standard error.
   */
  end(): number {
    if (this.closed) return 0;
    if (this.batch === undefined) this.flushSync();
    else {
      const { batch } = this;
      this.batch = undefined;
      this.lose(batch, Buffer.from(batch.text).subarray(batch.acked));
      const rest = this.take();
      if (rest !== undefined) this.lose(rest, Buffer.from(rest.text));
    }
    const lost = this.dropped;
    this.close();
    if (lost.lines > 0) {
      const msg = `${lost.lines} log lines lost (${lost.requestLines} of them request lines): the log's reader did not take them in time`;
      report(msg, { lost: lost.lines, requestLines: lost.requestLines }, { sync: true });
    }
    return lost.lines;
  }

  /** Past half of `maxHeld` request lines are dropped; past all of it, every line. */
  private mayHold(line: string, held: number): boolean {
    const request = isRequestLine(line);
    if (!request && held <= this.maxHeld) return true;
    this.dropped.lines += 1;
    if (request) this.dropped.requestLines += 1;
    return false;
  }

  private take(): Batch | undefined {
    if (this.lines.length === 0 && this.dropped.lines === 0) return undefined;
    const batch = batchOf(this.lines, this.dropped);
    this.lines = [];
    this.held = 0;
    this.dropped = none();
    return batch;
  }

  /** Counts what a batch left unwritten as dropped. */
  private lose(batch: Batch, unwritten: Buffer): void {
    const lost = lostIn(batch, unwritten);
    this.dropped.lines += lost.lines;
    this.dropped.requestLines += lost.requestLines;
  }

  private writerFor(fd: number): Writer {
    // minLength 1: its flush (the retry of a failed write) does nothing at 0.
    const writer = pino.destination({ dest: fd, sync: false, minLength: 1 });
    writer.on('write', (bytes: number) => {
      if (writer === this.writer && this.batch !== undefined) this.batch.acked += bytes;
    });
    writer.on('drain', () => {
      if (writer === this.writer) this.written();
    });
    writer.on('error', (error: NodeJS.ErrnoException) => {
      if (writer === this.writer) this.failed(error);
    });
    return writer;
  }

  private written(): void {
    this.batch = undefined;
    this.failing = false;
    if (this.nextFd !== undefined) this.swap();
    else if (this.held >= this.minLength) this.flush();
  }

  private failed(error: NodeJS.ErrnoException): void {
    // pino's destination reports a failure twice (its own listener emits it again).
    if (this.retry !== undefined || this.closed) return;
    if (error.code === 'EPIPE') {
      report(`standard output's reader is gone (EPIPE): no more log lines are written`);
      this.close();
      return;
    }
    // A file opened again by reopen is waiting: the failed batch goes there.
    if (this.nextFd !== undefined) {
      this.swap();
      return;
    }
    if (!this.failing) report(`log lines could not be written (${error.code}): trying again every second`);
    this.failing = true;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.closed) this.writer.flush();
    }, 1000);
    this.retry.unref();
  }

  /** Writes go on to the file `reopen` opened: the unwritten rest of a failed batch first. */
  private swap(): void {
    if (this.batch !== undefined) {
      const rest = Buffer.from(this.batch.text).subarray(this.batch.acked).toString();
      this.lines.unshift(rest);
      this.held += rest.length;
      this.batch = undefined;
    }
    clearTimeout(this.retry);
    this.retry = undefined;
    const old = this.writer;
    this.fd = this.nextFd!;
    this.nextFd = undefined;
    this.writer = this.writerFor(this.fd);
    old.destroy();
    this.flush();
  }

  private close(): void {
    this.closed = true;
    this.lines = [];
    this.held = 0;
    clearInterval(this.timer);
    clearTimeout(this.retry);
    if (this.nextFd !== undefined) closeSync(this.nextFd);
    open.delete(this);
    // Destroyed, it is skipped by pino's own exit listener, whose flushSync waits for good.
    this.writer.destroy();
  }
}

let standardOutput: LogDestination | undefined;

/**
 * The server's log destination: standard output, batched (see LogDestination). One per process,
 * so that two never write into each other's batches.
 */
export function logDestination(options?: LogDestinationOptions): LogDestination {
  if (options !== undefined) return new LogDestination(options);
  if (standardOutput === undefined || !open.has(standardOutput)) standardOutput = new LogDestination();
  return standardOutput;
}

/**
 * Resolves once every destination has written what it holds (true), or after `withinMs` (false):
 * the shutdown's last wait, so that a stalled reader holds the process for its grace, not for good.
 */
export async function logsWritten(withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    for (const destination of open) destination.flush();
    if (![...open].some((destination) => destination.pending)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Log rotation (SIGUSR2): every destination that is a file reopens it at its path; answers how many did. */
export function reopenLogs(): number {
  return [...open].filter((destination) => destination.reopen()).length;
}
