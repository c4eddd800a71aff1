import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Actor } from '../core/actor';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { isApiRequest } from '../lib/request-path';
import { countRateLimitHit, deleteEndedRateLimitCounters } from './rate-limit.queries';

export interface SessionCookies {
  sessionName: string;
  loginName: string;
  secure: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookies: SessionCookies;
  }
}

export function sessionCookieNames(config: Pick<Config, 'secureCookies'>): SessionCookies {
  // The __Host- prefix pins the cookie to this host when it can be Secure. Browsers refuse a __Host-
  // cookie unless it is Secure, has Path=/ and no Domain, so every cookie here is set exactly so.
  const prefix = config.secureCookies ? '__Host-' : '';
  return {
    sessionName: `${prefix}timekeep_session`,
    loginName: `${prefix}timekeep_login`,
    secure: config.secureCookies,
  };
}

export function setSessionCookie(
  reply: FastifyReply,
  cookies: SessionCookies,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(cookies.sessionName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, cookies: SessionCookies) {
  reply.clearCookie(cookies.sessionName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
  });
}

/**
 * The browser's sign-in key, from the start of sign-in to the callback: the pending sign-ins it started are
 * bound to it (path / as the __Host- prefix requires).
 */
export function setLoginCookie(
  reply: FastifyReply,
  cookies: SessionCookies,
  browserKey: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(cookies.loginName, browserKey, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
    maxAge: maxAgeSeconds,
  });
}

export function clearLoginCookie(reply: FastifyReply, cookies: SessionCookies) {
  reply.clearCookie(cookies.loginName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
  });
}

export function sessionToken(request: FastifyRequest, cookies: SessionCookies): string | undefined {
  return request.cookies[cookies.sessionName] || undefined;
}

/** The actor behind a session token, and the session's new end when this request slid it (null when not). */
export type SessionResolver = (token: string) => Promise<{ actor: Actor; slidTo: Date | null } | null>;

/** The API token a request came with (issue 41): which, and the scopes it holds. */
export interface RequestApiToken {
  id: number;
  scopes: readonly string[];
}

/** The owner a bearer token acts as, and the token; null when it does not open anything. */
export type ApiTokenResolver = (secret: string) => Promise<{ actor: Actor; token: RequestApiToken } | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request came with `Authorization: Bearer` instead of the session cookie. */
    apiToken: RequestApiToken | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Loads who is asking on every API request: from `Authorization: Bearer` when the request carries one (the
 * cookie is then not read: a token request is the token's alone), else from the session cookie. A bearer
 * that opens nothing is refused at once (401), and each token's requests are counted across every app
 * server (429 past `API_TOKEN_RATE_LIMIT` a minute). When a request slides the session (at most once a
 * minute), the cookie's Expires moves with it: the browser would otherwise drop the cookie 24 hours after
 * sign-in, however active the person. The app hands in the auth module's resolvers, so this plugin depends
 * on no module.
 */
export const sessionsPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      config: Config;
      db: Db;
      resolveSession: SessionResolver;
      resolveApiToken: ApiTokenResolver;
    },
  ) => {
    const cookies = sessionCookieNames(options.config);
    await app.register(cookie);
    app.decorate('sessionCookies', cookies);
    app.decorateRequest('actor', null);
    app.decorateRequest('apiToken', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiRequest(request)) return;
      const authorization = request.headers.authorization;
      if (authorization !== undefined) {
        const secret = BEARER.exec(authorization)?.[1];
        const resolved = secret ? await options.resolveApiToken(secret) : null;
        if (!resolved) {
          reply.header('www-authenticate', 'Bearer');
          throw new AppError(
            'not_authenticated',
            'This API token is not valid: it may have expired or been revoked.',
          );
        }
        const { hits, msLeft } = await countRateLimitHit(
          options.db,
          `api-token ${resolved.token.id}`,
          60_000,
        );
        if (hits === 1) await deleteEndedRateLimitCounters(options.db);
        if (hits > options.config.apiTokenRateLimit) {
          reply.header('retry-after', Math.max(1, Math.ceil(msLeft / 1000)));
          throw new AppError('rate_limited', 'This API token sent too many requests. Please wait a minute.');
        }
        request.actor = resolved.actor;
        request.apiToken = resolved.token;
        return;
      }
      const token = sessionToken(request, cookies);
      if (!token) return;
      const session = await options.resolveSession(token);
      request.actor = session?.actor ?? null;
      if (session?.slidTo) setSessionCookie(reply, cookies, token, session.slidTo);
    });
  },
);
