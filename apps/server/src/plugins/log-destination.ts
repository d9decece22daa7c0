import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Where the server's log lines go: standard output, written asynchronously (issue 32). Pino's
 * default destination writes every line synchronously; with standard output a pipe (a container's
 * log collector, a process manager) each line blocked the event loop, and when the reader lagged
 * pino spun on the full pipe. Lines are not held back (no minimum length): each is written as soon
 * as the previous write has finished, several together. Pino flushes what is left when the
 * process exits.
 */
export function logDestination() {
  return pino.destination({ dest: 1, sync: false });
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
