import * as Sentry from '@sentry/node';
import type { ErrorCode, ErrorResponse } from '@timekeep/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isConcurrentChangeConflict, isDatabaseUnavailable } from '../lib/database-errors';

/** The longest path parameter the router takes (Fastify's default). */
export const MAX_PARAM_LENGTH = 100;

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please retry shortly.';
const CONCURRENT_CHANGE_MESSAGE =
  'Someone else was changing the same records at the same moment, so nothing was saved. Please try again.';
const UNAVAILABLE_MESSAGE = 'The database is not answering. Please retry in a few seconds.';

/** Seconds a client should wait before retrying a 503: the database's and this server's load's. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const OVERLOADED_RETRY_AFTER_SECONDS = 10;

/** The refusal of load shedding, with the code @fastify/under-pressure gives its own: answered 503 overloaded. */
export class OverloadedError extends Error {
  readonly code = 'FST_UNDER_PRESSURE';
  readonly statusCode = 503;
  constructor() {
    super('Service Unavailable');
  }
}

/** Fastify's own error codes that are the caller's fault, with the stable code each maps to. */
const frameworkErrors: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Send the request body as JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'validation_failed', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'validation_failed' },
  FST_ERR_VALIDATION: { code: 'validation_failed' },
};

/**
 * Fastify's router answers a URL it cannot decode, or a path parameter longer than `maxParamLength`, by
 * itself, in its own shape and echoing the path; these answers go through here instead (no route is known
 * yet, so no hook has run).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The URL is not valid: a path parameter is not correctly percent-encoded.'
        : 'The URL is not valid.';
  return sendError(reply, 400, { code: 'validation_failed', message, field: 'params' });
}

/** Codes for other 4xx errors raised by plugins (e.g. the static file server refusing a directory). */
const clientErrorCodes: Partial<Record<number, ErrorCode>> = {
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  415: 'unsupported_media_type',
};

export function sendError(reply: FastifyReply, status: number, body: ErrorResponse['error']) {
  return reply
    .status(status)
    .type('application/json')
    .send({ error: body } satisfies ErrorResponse);
}

/** Refusals of who the caller is or what they may do, each logged with who asked for what and why. */
const REFUSALS = new Set<ErrorCode>(['not_authenticated', 'forbidden', 'csrf_failed']);

/**
 * A refusal as the security log keeps it (ASVS V16): the actor (none without a session), the route and the
 * record it names, and the reason the policy gave. A missing session is routine (a tab left open past its
 * session's end) and logged at info; the others at warn.
 */
function logRefusal(request: FastifyRequest, error: AppError) {
  const refusal = {
    code: error.code,
    reason: error.message,
    actorId: request.actor?.id ?? null,
    route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    params: request.params,
  };
  if (error.code === 'not_authenticated') request.log.info({ refusal }, 'request refused');
  else request.log.warn({ refusal }, 'request refused');
}

/** One error handler: stable codes mapped to statuses, and no internals in a 5xx. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (REFUSALS.has(error.code)) logRefusal(request, error);
      return sendError(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        field: error.field,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'body';
      const field = [where, ...(first?.instancePath ?? '').split('/').filter(Boolean)].join('.');
      return sendError(reply, 400, {
        code: 'validation_failed',
        message: `${field}: ${first?.message ?? 'is invalid'}`,
        field,
      });
    }
    if (error.statusCode === 429) {
      return sendError(reply, 429, {
        code: 'rate_limited',
        message: 'Too many attempts. Please wait a minute.',
      });
    }
    if (error.code === 'FST_UNDER_PRESSURE') {
      request.log.warn({ memory: request.server.memoryUsage() }, 'shedding load');
      reply.header('retry-after', OVERLOADED_RETRY_AFTER_SECONDS);
      return sendError(reply, 503, {
        code: 'overloaded',
        message: 'The server is busy. Please retry in a few seconds.',
      });
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) {
      return sendError(reply, error.statusCode ?? 400, {
        code: known.code,
        message: known.message ?? error.message,
      });
    }
    const clientFault = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
    if (clientFault) {
      return sendError(reply, error.statusCode!, {
        code: clientErrorCodes[error.statusCode!] ?? 'validation_failed',
        message: error.message,
      });
    }
    if (isConcurrentChangeConflict(error)) {
      // Two changes met in the database and it rolled one back whole: nothing is lost, and a retry works.
      request.log.warn({ err: error }, 'change rolled back by a concurrent one');
      return sendError(reply, 409, { code: 'conflict', message: CONCURRENT_CHANGE_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: health answers 503 meanwhile, so it is logged but not sent to Sentry.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return sendError(reply, 503, { code: 'database_unavailable', message: UNAVAILABLE_MESSAGE });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    Sentry.captureException(error);
    return sendError(reply, 500, { code: 'internal_error', message: INTERNAL_MESSAGE });
  });
});
