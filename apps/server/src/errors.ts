import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatFieldPath, type Telemetry } from '@keyplan/domain';

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
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** One factory per kind of error, each with its HTTP status and code. */
export const appErrors = {
  validation: (errors: string[]) =>
    new AppError(400, 'VALIDATION_FAILED', `Validation failed: ${errors.join('; ')}`, errors),
  unauthorized: (message = 'A valid bearer token is required.') => new AppError(401, 'UNAUTHORIZED', message),
  forbidden: (message = "You don't have permissions to access this site.") => new AppError(403, 'FORBIDDEN', message),
  notFound: (message: string) => new AppError(404, 'NOT_FOUND', message),
  conflict: (message: string) => new AppError(409, 'CONFLICT', message),
  badGateway: (message: string) => new AppError(502, 'BAD_GATEWAY', message),
};

/** Body of every error answer: an RFC 9457 problem with our code and the field errors. */
export interface ProblemBody {
  title: string;
  status: number;
  detail: string;
  instance: string;
  traceID: string;
  code: string;
  errors?: string[];
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
};

/** Fastify's own refusals of a body, as `field: rule` items like every other 400. */
const FASTIFY_BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: must be valid JSON, without __proto__ or constructor.prototype keys',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: must not be empty when the content type is application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body: must be as long as its Content-Length says',
};

function problem(
  request: FastifyRequest,
  status: number,
  code: string,
  detail: string,
  errors?: string[],
): ProblemBody {
  return {
    title: TITLES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error'),
    status,
    detail,
    instance: request.url.split('?')[0] ?? request.url,
    traceID: request.id,
    code,
    ...(errors ? { errors } : {}),
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
      body = problem(request, error.statusCode, error.code, error.message, error.errors);
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
