import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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

/**
 * A request's line at info level or below: pino's lines begin `{"level":30,` (app.ts sets no level
 * formatter) and a request's logger binds `reqId`. These are dropped first when the reader is slow;
 * start-up and shutdown lines, warnings and errors are kept.
 */
export function isRequestLine(line: string): boolean {
  return /^\{"level":[123]0,/.test(line) && line.includes('"reqId":');
}
