import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Where the server's log lines go: standard output, written asynchronously (issue 32). Pino's
 * default destination writes every line synchronously; with standard output a pipe (a container's
 * log collector, a process manager) each line blocked the event loop, and when the reader lagged
 * pino spun on the full pipe. Lines are gathered up to `minLength` characters and written together,
 * and whatever is gathered is written at least every `flushEveryMs`: under load one write carries
 * dozens of lines (a write per line or two was 5–8 % of the process's time), and a quiet server's
 * line waits at most that long. Pino flushes what is left when the process exits.
 */
export function logDestination({
  dest = 1 as number | string,
  minLength = 4096,
  flushEveryMs = 100,
}: { dest?: number | string; minLength?: number; flushEveryMs?: number } = {}) {
  const destination = pino.destination({ dest, sync: false, minLength });
  // sonic-boom's own count of what it holds: flush() with nothing held would write an empty string.
  const held = destination as unknown as { _len: number; _writing: boolean; destroyed: boolean };
  const timer = setInterval(() => {
    if (held._len > 0 && !held._writing && !held.destroyed) destination.flush();
  }, flushEveryMs);
  timer.unref();
  destination.on('close', () => clearInterval(timer));
  return destination;
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
