import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Keys that would reach an object's prototype if the body were ever merged into another object. */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (
    key === '__proto__' ||
    (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)
  ) {
    throw new AppError(
      'validation_failed',
      'The request body may not contain "__proto__" or "constructor.prototype" keys.',
    );
  }
  return value;
}

/** JSON bodies, with messages that say what is wrong: empty, not JSON, or holding prototype keys. */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(new AppError('validation_failed', 'The request body is empty.'), undefined);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, refusePrototypeKeys);
    } catch (error) {
      done(
        error instanceof AppError
          ? error
          : new AppError('validation_failed', 'The request body is not valid JSON.'),
        undefined,
      );
      return;
    }
    done(null, parsed);
  });
});
