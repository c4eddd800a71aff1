import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Actor } from '../core/actor';
import { isApiRequest } from '../lib/request-path';

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

/**
 * Loads the signed-in person of every API request from the session cookie. When the request slides the
 * session (at most once a minute), the cookie's Expires moves with it: the browser would otherwise drop the
 * cookie 24 hours after sign-in, however active the person.
 */
/** The actor behind a session token, and the session's new end when this request slid it (null when not). */
export type SessionResolver = (token: string) => Promise<{ actor: Actor; slidTo: Date | null } | null>;

/** The app hands in the auth module's resolver, so this plugin depends on no module. */
export const sessionsPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; resolveSession: SessionResolver }) => {
    const cookies = sessionCookieNames(options.config);
    await app.register(cookie);
    app.decorate('sessionCookies', cookies);
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiRequest(request)) return;
      const token = sessionToken(request, cookies);
      if (!token) return;
      const session = await options.resolveSession(token);
      request.actor = session?.actor ?? null;
      if (session?.slidTo) setSessionCookie(reply, cookies, token, session.slidTo);
    });
  },
);
