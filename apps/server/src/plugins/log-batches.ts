import { fstatSync, readlinkSync, write, writeSync } from 'node:fs';
import { isRequestLine } from './log-request-line.ts';

/** Lines that were not written, and how many of them were request lines. */
export interface Lost {
  lines: number;
  requestLines: number;
}

/** Lines handed to the writer as one text: `acked` of its bytes are written; a note of `noted` dropped lines ends it. */
export interface Batch {
  text: string;
  acked: number;
  noted: Lost;
}

export const none = (): Lost => ({ lines: 0, requestLines: 0 });

/** The gathered lines as one batch, ending with a line that counts the dropped ones when there were any. */
export function batchOf(lines: string[], dropped: Lost): Batch {
  let text = lines.join('');
  if (dropped.lines > 0) {
    const msg = `${dropped.lines} log lines dropped: the log's reader was too slow`;
    text += destinationLine(msg, { dropped: dropped.lines, requestLines: dropped.requestLines });
  }
  return { text, acked: 0, noted: dropped };
}

/** The lines of a batch in its unwritten bytes (one cut by a partial write counts), and the ones its note counted. */
export function lostIn(batch: Batch, unwritten: Buffer): Lost {
  if (unwritten.length === 0) return none();
  const lines = unwritten
    .toString()
    .split('\n')
    .filter((line) => line !== '');
  // The note is the batch's last line: unwritten whenever anything is.
  if (batch.noted.lines > 0) lines.pop();
  return {
    lines: lines.length + batch.noted.lines,
    requestLines: lines.filter(isRequestLine).length + batch.noted.requestLines,
  };
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes `bytes` to `fd` synchronously, for when there is no event loop left (exit). A full
 * non-blocking pipe answers EAGAIN: the thread sleeps 10 ms and tries again, until `deadline`.
 * The destination this replaced retried at once, and a stalled reader at exit held the process at
 * 77 % of a core for as long as it stalled (issue 46). Any other error ends the attempt. Answers
 * how many bytes were written.
 */
export function writeWithin(fd: number, bytes: Buffer, deadline: number): number {
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(fd, bytes, written);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || Date.now() >= deadline) break;
      Atomics.wait(sleeper, 0, 0, 10);
    }
  }
  return written;
}

/**
 * What a descriptor writes to, looked at once: the path of a regular file (Linux's /proc names it),
 * which log rotation reopens; and, for standard output on a pipe or socket, a non-blocking mode.
 * A blocking pipe whose reader stalls would hold a write at exit for as long as it stalls, EAGAIN
 * never coming; Node's own `process.stdout` stream switches the pipe to non-blocking (libuv) when
 * it is created, and Node restores the original mode at exit.
 */
export function prepareDescriptor(fd: number): { path: string | undefined } {
  try {
    const stat = fstatSync(fd);
    // Got for its side effect: the stream is made lazily, and making it sets the mode.
    if (fd === 1 && (stat.isFIFO() || stat.isSocket())) Reflect.get(process, 'stdout');
    return { path: stat.isFile() ? readlinkSync(`/proc/self/fd/${fd}`) : undefined };
  } catch {
    return { path: undefined };
  }
}

/** A line of the destination's own, in pino's shape (a warning), for what it could not write. */
function destinationLine(msg: string, fields: Record<string, unknown> = {}): string {
  return `${JSON.stringify({ level: 40, time: Date.now(), ...fields, msg })}\n`;
}

/** A line on standard error: without blocking the event loop, or at exit, synchronously. */
export function report(msg: string, fields: Record<string, unknown> = {}, { sync = false } = {}): void {
  const line = destinationLine(msg, fields);
  if (!sync) write(2, line, () => {});
  else {
    try {
      writeSync(2, line);
    } catch {
      // Standard error is gone too: nowhere left to say it.
    }
  }
}
