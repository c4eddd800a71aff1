import * as Sentry from '@sentry/node';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { isConcurrentChangeConflict, isDatabaseUnavailable } from '../../lib/database-errors';

const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

/** RFC 7644 section 3.12's `scimType`s this server answers. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidValue'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'uniqueness'
  | 'mutability'
  | 'tooMany';

/** A refusal in SCIM's own error format (RFC 7644 section 3.12), which identity providers read. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}

export const scimNotFound = (what: 'User' | 'Group', id: string) =>
  new ScimError(404, `${what} ${id} not found.`);

/** The people module's refusals, said as SCIM says them. */
function fromAppError(error: AppError): ScimError {
  switch (error.code) {
    case 'not_found':
      return new ScimError(404, error.message);
    case 'conflict':
      return new ScimError(409, error.message, 'uniqueness');
    case 'not_authenticated':
      return new ScimError(401, error.message);
    case 'forbidden':
    case 'permission_failed':
      return new ScimError(403, error.message);
    case 'rate_limited':
      return new ScimError(429, error.message);
    default:
      return error.statusCode >= 500
        ? new ScimError(500, error.message)
        : new ScimError(400, error.message, 'invalidValue');
  }
}

function sendScimError(reply: FastifyReply, error: ScimError) {
  return reply
    .status(error.status)
    .type(SCIM_CONTENT_TYPE)
    .send({
      schemas: [SCIM_ERROR_SCHEMA],
      status: String(error.status),
      ...(error.scimType ? { scimType: error.scimType } : {}),
      detail: error.message,
    });
}

/** The SCIM routes' error handler: every refusal in SCIM's format, no internals in a 5xx. */
export function answerScimError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ScimError) {
    if (error.status === 401 || error.status === 403) {
      request.log.warn({ refusal: { status: error.status, reason: error.message } }, 'SCIM request refused');
    }
    return sendScimError(reply, error);
  }
  if (error instanceof AppError) return sendScimError(reply, fromAppError(error));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = [
      error.validationContext ?? 'body',
      ...(first?.instancePath ?? '').split('/').filter(Boolean),
    ].join('.');
    return sendScimError(
      reply,
      new ScimError(400, `${field}: ${first?.message ?? 'is invalid'}`, 'invalidSyntax'),
    );
  }
  if (error.statusCode === 429) {
    return sendScimError(reply, new ScimError(429, 'Too many requests. Please wait a minute.'));
  }
  if (isConcurrentChangeConflict(error)) {
    return sendScimError(
      reply,
      new ScimError(409, 'A concurrent change met this one; nothing was saved. Retry.'),
    );
  }
  if (isDatabaseUnavailable(error)) {
    reply.header('retry-after', 5);
    return sendScimError(reply, new ScimError(503, 'The database is not answering. Please retry shortly.'));
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    const scimType = error.statusCode === 400 ? 'invalidSyntax' : undefined;
    return sendScimError(reply, new ScimError(error.statusCode, error.message, scimType));
  }
  request.log.error({ err: error }, 'unhandled SCIM error');
  Sentry.captureException(error);
  return sendScimError(reply, new ScimError(500, 'Something went wrong on our side. Please retry shortly.'));
}
