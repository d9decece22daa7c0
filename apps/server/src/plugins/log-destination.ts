import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { write, writeSync } from 'node:fs';

/** What a log destination is given: where, and how lines are gathered. */
export interface LogDestinationOptions {
  /** The file descriptor written to (default 1, standard output). */
  fd?: number;
  /** Lines are written once this many characters are gathered (default 32 KiB). */
  minLength?: number;
  /** Whatever is gathered is written at least this often, in milliseconds (default 100). */
  flushEveryMs?: number;
  /** At most this many characters wait while the reader is slow; later lines are counted and dropped (default 16 MiB). */
  maxHeld?: number;
}

/**
 * Where the server's log lines go: standard output, gathered and written asynchronously (issue 32).
 * Lines are kept as text and joined once per write: `minLength` characters (32 KiB, about a hundred
 * request lines) go out in one `write`, run off the event loop, and whatever is gathered goes out at
 * least every `flushEveryMs`, so a quiet server's line waits at most that long. Each write wakes a
 * thread of Node's pool, the event loop again, and the log's reader: under load at 4 KB that was a
 * few thousand wake-ups a second.
 *
 * Pino's default destination wrote every line synchronously: with standard output a pipe (a
 * container's log collector, a process manager), each line blocked the event loop, and when the
 * reader lagged pino spun on the full pipe. Its asynchronous one (sonic-boom) was the next step, but
 * it measured the UTF-8 length of everything held on every line (text mode) or made a Buffer per
 * line and concatenated them (byte mode): under load the log's transport cost 5–7 µs of each request
 * of about 30. Here a line costs an array push; a batch costs one join, one encode and one write.
 *
 * A reader that stops (a full pipe) never blocks the server: lines wait, up to `maxHeld`
 * characters, and past that they are dropped and counted, and the count is written when the
 * reader is back. At exit what is gathered is written synchronously.
 */
export class LogDestination {
  private lines: string[] = [];
  private held = 0;
  private dropped = 0;
  private writing = false;
  private closed = false;
  private readonly fd: number;
  private readonly minLength: number;
  private readonly maxHeld: number;
  private readonly timer: NodeJS.Timeout;
  private readonly onExit = () => this.flushSync();

  constructor({
    fd = 1,
    minLength = 32 * 1024,
    flushEveryMs = 100,
    maxHeld = 16 * 1024 * 1024,
  }: LogDestinationOptions = {}) {
    this.fd = fd;
    this.minLength = minLength;
    this.maxHeld = maxHeld;
    this.timer = setInterval(() => this.flush(), flushEveryMs);
    this.timer.unref();
    process.once('exit', this.onExit);
  }

  /** Takes one line (pino gives it with its newline); false when it was dropped. */
  write(line: string): boolean {
    if (this.closed) return false;
    if (this.held + line.length > this.maxHeld) {
      this.dropped += 1;
      return false;
    }
    this.lines.push(line);
    this.held += line.length;
    if (this.held >= this.minLength) this.flush();
    return true;
  }

  /** Starts writing what is gathered, unless a write is under way (its end writes the rest). */
  flush(): void {
    if (this.writing || this.closed) return;
    const text = this.take();
    if (text === '') return;
    this.writing = true;
    this.writeOut(Buffer.from(text));
  }

  /**
   * Writes what is gathered now, blocking (at exit). A batch whose asynchronous write is under way
   * is left to that write (as sonic-boom did): written again here, it could appear twice.
   */
  flushSync(): void {
    if (this.closed) return;
    let bytes = Buffer.from(this.take());
    while (bytes.length > 0) {
      try {
        bytes = bytes.subarray(writeSync(this.fd, bytes));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      }
    }
  }

  /** Writes what is gathered and stops taking lines. */
  end(): void {
    this.flushSync();
    this.closed = true;
    clearInterval(this.timer);
    process.removeListener('exit', this.onExit);
  }

  /** Everything gathered, as one text, with the count of dropped lines when there were any. */
  private take(): string {
    let text = this.lines.join('');
    this.lines = [];
    this.held = 0;
    if (this.dropped > 0) {
      text += `${JSON.stringify({ level: 40, time: Date.now(), msg: `${this.dropped} log lines dropped: the log's reader was too slow` })}\n`;
      this.dropped = 0;
    }
    return text;
  }

  private writeOut(bytes: Buffer): void {
    write(this.fd, bytes, 0, bytes.length, null, (error, written) => {
      if (error) {
        // A full non-blocking pipe: try again shortly. Anything else (the reader is gone): stop logging.
        if (error.code === 'EAGAIN') {
          setTimeout(() => this.writeOut(bytes), 10).unref();
          return;
        }
        this.closed = true;
        this.writing = false;
        this.lines = [];
        this.held = 0;
        return;
      }
      if (written < bytes.length) {
        this.writeOut(bytes.subarray(written));
        return;
      }
      this.writing = false;
      if (this.held >= this.minLength) this.flush();
    });
  }
}

/** The server's log destination: standard output, batched (see LogDestination). */
export function logDestination(options: LogDestinationOptions = {}): LogDestination {
  return new LogDestination(options);
}

/**
 * One log line per request, when it is answered: method, URL (through the request serializer),
 * status and time. Fastify's default wrote two, the first only to say a request had come; under
 * load the two were a fifth of the process's time (issue 32). Everything else Fastify logs (errors,
 * a request that errored) is as before.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || this.isLogDisabled(request)) super.requestCompleted(error, request, reply);
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
