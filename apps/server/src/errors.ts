import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatFieldPath, MESSAGES, REVIEW_MESSAGES, type CapacityFigures, type Telemetry } from '@keyplan/domain';

/**
 * An error the API reports on purpose: a status, a stable machine code and a message fit for
 * people. Anything else that escapes a handler is a 500 whose details stay in the log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: string[],
    /** Headers the answer carries, e.g. `Retry-After` of a 429. */
    readonly headers?: Readonly<Record<string, string>>,
    /** The figures of a capacity refusal, as the problem's `capacity` member. */
    readonly capacity?: CapacityFigures,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The one message of a save, charting or submission against a version someone else moved on. */
export const STALE_VERSION_MESSAGE =
  'This system was changed by someone else since you opened it. Reload it to see their changes; nothing was saved.';

/** One factory per kind of error, each with its HTTP status and code. */
export const appErrors = {
  validation: (errors: string[]) =>
    new AppError(400, 'VALIDATION_FAILED', `Validation failed: ${errors.join('; ')}`, errors),
  unauthorized: (message = 'A valid bearer token is required.') => new AppError(401, 'UNAUTHORIZED', message),
  forbidden: (message = "You don't have permissions to access this site.") => new AppError(403, 'FORBIDDEN', message),
  /** A quote asked for while the quoting feature gate is off. */
  quotingDisabled: () => new AppError(403, 'QUOTING_DISABLED', MESSAGES.quotingDisabled),
  notFound: (message: string) => new AppError(404, 'NOT_FOUND', message),
  conflict: (message: string) => new AppError(409, 'CONFLICT', message),
  /** A submission of a system whose lockout/tagout lock sets break a rule without its recorded exception (decision 0035). */
  lockoutRules: (errors: string[]) =>
    new AppError(
      422,
      'LOCKOUT_RULES_BROKEN',
      `Lockout/tagout rules are broken: ${errors.join('; ')}. Fix them or record the exception on the key system, then submit.`,
      errors,
    ),
  /** A write against an order version someone else moved on (DESIGN §3 "Concurrency"); nothing was written. */
  staleVersion: () => new AppError(409, 'STALE_VERSION', STALE_VERSION_MESSAGE),
  payloadTooLarge: (field: string, problem: string) =>
    new AppError(413, 'PAYLOAD_TOO_LARGE', `${field}: ${problem}`, [`${field}: ${problem}`]),
  /** A body in a media type the route does not take (every JSON route refuses forms and plain text). */
  unsupportedMediaType: (expected = 'application/json') =>
    new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `body: must be sent as ${expected}`, [
      `body: must be sent as ${expected}`,
    ]),
  /** Too many failed attempts: the answer says when to try again, in whole minutes and as `Retry-After` seconds. */
  tooManyAttempts: (retryAfterSeconds: number, say: (minutes: number) => string = REVIEW_MESSAGES.tooManyAttempts) =>
    new AppError(429, 'TOO_MANY_ATTEMPTS', say(Math.ceil(retryAfterSeconds / 60)), undefined, {
      'Retry-After': String(retryAfterSeconds),
    }),
  /** A customer's link or pass code to an order that was canceled: right, but the order is gone. */
  orderCanceled: (message: string) => new AppError(410, 'ORDER_CANCELED', message),
  /** A customer link staff turned off: the customer is told so in plain words. */
  customerLinkOff: (message: string = REVIEW_MESSAGES.customerLinkOff) =>
    new AppError(403, 'CUSTOMER_LINK_OFF', message),
  badGateway: (message: string) => new AppError(502, 'BAD_GATEWAY', message),
  /** A request that arrived while the server closes: the load balancer sends it elsewhere. */
  shuttingDown: () =>
    new AppError(503, 'SHUTTING_DOWN', 'The server is shutting down; send the request again.', undefined, {
      Connection: 'close',
      'Retry-After': '1',
    }),
  /** A save would take key codes off charted lock sets: say which, and save again with `confirmRecharting`. */
  rechartingNeedsConfirmation: (lines: string[]) =>
    new AppError(
      409,
      'RECHARTING_NEEDS_CONFIRMATION',
      `Charted lock sets would change: ${lines.join(' ')} Save again with confirmRecharting to go ahead.`,
      lines,
    ),
  /**
   * No room for what is asked (decision 0045): one status, 409, for every capacity refusal (charting,
   * reorders, key bitting arrays), `KEYING_CAPACITY` for a progression and `KEY_CODES_EXHAUSTED` for
   * the bucket, with the figures in the body.
   */
  capacity: (code: 'KEYING_CAPACITY' | 'KEY_CODES_EXHAUSTED', message: string, figures: CapacityFigures) =>
    new AppError(409, code, message, [`tree: ${message}`], undefined, figures),
  /** A charted lock set moved to another master key: its locks are pinned for the old one. */
  chartedLockSetMoved: (lines: string[]) => new AppError(409, 'CHARTED_LOCK_SET_MOVED', lines.join(' '), lines),
};

/** Whether an error is the AppError of the given code (never compare classes by their names). */
export function isAppError(error: unknown, code?: string): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}

/** Body of every error answer: an RFC 9457 problem with our code and the field errors. */
export interface ProblemBody {
  title: string;
  status: number;
  detail: string;
  instance: string;
  traceID: string;
  code: string;
  errors?: string[];
  capacity?: CapacityFigures;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The title of a problem document of this status. */
export function problemTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

/** Fastify's own refusals of a body, as `field: rule` items like every other 400. */
const FASTIFY_BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: must be valid JSON, without __proto__ or constructor.prototype keys',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: must not be empty when the content type is application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body: must be as long as its Content-Length says',
  FST_ERR_BAD_URL: 'url: must be a well-formed, percent-encoded path',
};

function problem(
  request: FastifyRequest,
  status: number,
  code: string,
  detail: string,
  errors?: string[],
  capacity?: CapacityFigures,
): ProblemBody {
  return {
    title: problemTitle(status),
    status,
    detail,
    instance: request.url.split('?')[0] ?? request.url,
    traceID: request.id,
    code,
    ...(errors ? { errors } : {}),
    ...(capacity ? { capacity } : {}),
  };
}

/** The one error handler of the server. */
export function createErrorHandler(telemetry: Telemetry) {
  return function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
    let body: ProblemBody;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const errors = error.validation.map((issue) => {
        const segments = issue.instancePath.split('/').filter(Boolean);
        return `${segments.length > 0 ? formatFieldPath(segments) : where}: ${issue.message}`;
      });
      body = problem(request, 400, 'VALIDATION_FAILED', `Validation failed: ${errors.join('; ')}`, errors);
    } else if (error instanceof AppError) {
      body = problem(request, error.statusCode, error.code, error.message, error.errors, error.capacity);
      if (error.headers) reply.headers(error.headers);
    } else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      const errors =
        error.statusCode === 400 ? [FASTIFY_BODY_ERRORS[error.code] ?? `request: ${error.message}`] : undefined;
      body = problem(request, error.statusCode, error.code ?? 'BAD_REQUEST', error.message, errors);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      telemetry.error(error, { route: request.routeOptions.url ?? request.url, traceID: request.id });
      body = problem(
        request,
        500,
        'INTERNAL',
        `An unexpected error occurred. Quote trace id ${request.id} when you report it.`,
      );
    }
    if (body.status >= 400 && body.status < 500 && body.status !== 404) {
      request.log.info({ status: body.status, code: body.code, errors: body.errors }, body.detail);
    }
    return reply.status(body.status).type('application/problem+json').send(body);
  };
}
