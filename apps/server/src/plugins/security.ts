import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { isApiRequest } from '../lib/request-path';
import { databaseRateLimitStore } from './rate-limit-store';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Origins the browser app talks to besides its own: only those configured, so none by default. */
function thirdPartyOrigins(config: Config): string[] {
  return [config.sentryDsn, config.analyticsUrl]
    .filter((value): value is string => value !== null)
    .map((value) => new URL(value).origin);
}

/**
 * Helmet headers with a content security policy, `no-store` on every API answer (they hold personal data),
 * and the rate limiter that sign-in routes opt into, counting in the database so every app server shares
 * it. Registered first, so even a refusal carries them.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { config, db }: { config: Config; db: Db }) => {
    const extraOrigins = thirdPartyOrigins(config);
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...extraOrigins],
          frameSrc: ["'self'", 'https://app.powerbi.com'],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: config.secureCookies ? [] : null,
        },
      },
      strictTransportSecurity: config.secureCookies,
    });

    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });

    app.addHook('onRequest', async (request, reply) => {
      if (isApiRequest(request)) reply.header('cache-control', 'no-store');
    });
  },
);

/**
 * The CSRF rule for state-changing API calls: same site, and a JSON body when there is one. A request with an
 * API token (issue 41) is no browser's ambient credential: a page of another site cannot set Authorization
 * without a CORS preflight, which this API never grants, so only the JSON rule applies to it.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const ownOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (request.apiToken) {
      refuseNonJsonBody(request);
      return;
    }
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      throw new AppError('csrf_failed', 'Cross-site requests are not accepted.');
    }
    const origin = request.headers.origin;
    if (origin && origin !== ownOrigin) {
      throw new AppError('csrf_failed', 'Cross-site requests are not accepted.');
    }
    refuseNonJsonBody(request);
  });
});

function refuseNonJsonBody(request: FastifyRequest) {
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
  const contentType = request.headers['content-type'] ?? '';
  if (hasBody && !/^application\/json\b/i.test(contentType)) {
    throw new AppError('unsupported_media_type', 'Send the request body as JSON.');
  }
}
