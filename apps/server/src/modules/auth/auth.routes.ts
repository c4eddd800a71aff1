import { loginErrorSchema, signoutResponseSchema, userResponseSchema } from '@timekeep/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireActor } from '../../plugins/access';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../plugins/sessions';
import { type AuthContext, finishSignIn, signOut, startSignIn } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthContext; signInRateLimit: number }> = async (
  app,
  { auth, signInRateLimit },
) => {
  const cookies = app.sessionCookies;
  const signInLimit = { rateLimit: { max: signInRateLimit, timeWindow: '1 minute' } };

  app.get(
    '/api/auth/login',
    {
      schema: { querystring: z.object({ return_to: z.string().max(2000).optional() }) },
      config: { access: access.public('starts sign-in'), ...signInLimit },
    },
    async (request, reply) => {
      const attempt = await startSignIn(auth, request.query.return_to);
      reply.setCookie(cookies.loginName, attempt.state, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: cookies.secure,
        maxAge: attempt.maxAgeSeconds,
      });
      return reply.redirect(attempt.url);
    },
  );

  app.get(
    '/api/auth/callback',
    { config: { access: access.public('the identity provider returns here'), ...signInLimit } },
    async (request, reply) => {
      const state = request.cookies[cookies.loginName];
      reply.clearCookie(cookies.loginName, { path: '/api/auth' });
      const callbackUrl = new URL(request.url, auth.relyingParty.redirectUri);
      const outcome = await finishSignIn(auth, state, callbackUrl).catch((error: unknown) => {
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
      schema: { response: { 200: userResponseSchema } },
      config: { access: access.anySignedIn },
    },
    async (request) => ({ currentUser: requireActor(request), error: null }),
  );

  app.get(
    '/api/signout',
    {
      schema: { response: { 200: signoutResponseSchema } },
      config: { access: access.anySignedIn },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const token = sessionToken(request, cookies);
      if (token) await signOut(auth.db, token, actor.id);
      clearSessionCookie(reply, cookies);
      return { success: true };
    },
  );
};
