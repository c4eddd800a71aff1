import {
  loginErrorSchema,
  signoutEverywhereResponseSchema,
  signoutResponseSchema,
  userResponseSchema,
} from '@timekeep/shared/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import {
  clearLoginCookie,
  clearSessionCookie,
  sessionToken,
  setLoginCookie,
  setSessionCookie,
} from '../../plugins/sessions';
import type { AuthContext } from './auth-context';
import { finishSignIn } from './finish-sign-in';
import { signOut, signOutEverywhere } from './sign-out';
import { startSignIn } from './start-sign-in';

/** A request another site made the browser send: by Sec-Fetch-Site, or by a foreign Referer without it. */
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).host !== request.host;
  } catch {
    return true;
  }
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthContext; signInRateLimit: number }> = async (
  app,
  { auth, signInRateLimit },
) => {
  tagRoutes(app, 'Sign-in');
  const cookies = app.sessionCookies;
  const signInLimit = { rateLimit: { max: signInRateLimit, timeWindow: '1 minute' } };

  app.get(
    '/api/auth/login',
    {
      schema: {
        summary: 'Start sign-in with the identity provider',
        querystring: z.object({ return_to: z.string().max(2000).optional() }),
      },
      config: {
        access: access.public('starts sign-in'),
        redirects: "to the identity provider's sign-in page",
        ...signInLimit,
      },
    },
    async (request, reply) => {
      const attempt = await startSignIn(auth, request.query.return_to, {
        clientAddress: request.ip,
        browserKey: request.cookies[cookies.loginName],
      });
      setLoginCookie(reply, cookies, attempt.browserKey, attempt.maxAgeSeconds);
      return reply.redirect(attempt.url);
    },
  );

  app.get(
    '/api/auth/callback',
    {
      schema: { summary: 'Finish sign-in: the identity provider returns here' },
      config: {
        access: access.public('the identity provider returns here'),
        redirects: 'to the page sign-in started from, or to /login with the reason it was refused',
        ...signInLimit,
      },
    },
    async (request, reply) => {
      const finisher = { clientAddress: request.ip, browserKey: request.cookies[cookies.loginName] };
      clearLoginCookie(reply, cookies);
      const callbackUrl = new URL(request.url, auth.relyingParty.redirectUri);
      const outcome = await finishSignIn(auth, finisher, callbackUrl).catch((error: unknown) => {
        request.log.warn({ err: error }, 'sign-in callback failed');
        return { kind: 'refused', error: loginErrorSchema.enum.sign_in_failed, returnTo: '/' } as const;
      });
      if (outcome.kind === 'refused') {
        const redirect = outcome.returnTo === '/' ? '' : `&redirect=${encodeURIComponent(outcome.returnTo)}`;
        return reply.redirect(`/login?error=${outcome.error}${redirect}`);
      }
      setSessionCookie(reply, cookies, outcome.token, outcome.expiresAt);
      return reply.redirect(outcome.returnTo);
    },
  );

  app.get(
    '/api/user',
    {
      schema: {
        summary: 'The signed-in person',
        response: { 200: userResponseSchema },
      },
      config: { access: access.anySignedIn },
    },
    async (request) => ({ currentUser: requireActor(request), error: null }),
  );

  const signOutRoute = {
    schema: { summary: 'Sign out: end the session', response: { 200: signoutResponseSchema } },
    config: { access: access.anySignedIn },
  };
  const endSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = requireActor(request);
    const token = sessionToken(request, cookies);
    if (token) await signOut(auth.db, token, actor.id);
    clearSessionCookie(reply, cookies);
    return { success: true };
  };

  // The web app signs out with POST, which the CSRF rule covers like every other change.
  app.post('/api/signout', signOutRoute, endSession);

  // The spec's client signs out with GET: kept, but never for a request another site started (a link or
  // an image elsewhere must not sign a person out).
  app.get(
    '/api/signout',
    {
      ...signOutRoute,
      schema: {
        ...signOutRoute.schema,
        summary: "Sign out (the spec's client); refused when another site asks",
      },
      onRequest: async (request) => {
        if (isCrossSite(request)) throw new AppError('csrf_failed', 'Cross-site requests are not accepted.');
      },
    },
    endSession,
  );

  // Every session of the caller, this one included; POST only (the CSRF rule covers it).
  app.post(
    '/api/signout/everywhere',
    {
      schema: {
        summary: 'Sign out everywhere: end every session of the caller, on every app server',
        response: { 200: signoutEverywhereResponseSchema },
      },
      config: { access: access.anySignedIn },
    },
    async (request, reply) => {
      const sessionsEnded = await signOutEverywhere(auth.db, requireActor(request).id);
      clearSessionCookie(reply, cookies);
      return { success: true, sessionsEnded };
    },
  );
};
