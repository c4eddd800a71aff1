import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import { access } from '../access';
import { renderLoginPage } from './login-page';

export interface DevIdentityProviderOptions {
  issuer: string;
  clientId: string;
  redirectUri: string;
  /** Sign-ins a minute from one address, as for the app's own sign-in routes. */
  signInRateLimit: number;
}

const emailSchema = z.email().max(254);

/**
 * A real OpenID Connect provider (oidc-provider) for development and tests, served by this process under
 * /oidc. It signs anyone in by email; the app then decides who may enter. Never used when OIDC_ISSUER is set.
 */
export async function devIdentityProvider(app: FastifyInstance, options: DevIdentityProviderOptions) {
  const provider = new Provider(options.issuer, providerConfiguration(options));
  // The provider builds its endpoint URLs from the request's protocol and host. Behind a TLS-terminating
  // proxy the request arrives as plain http, so it is told the public URL's instead: its endpoints then
  // always agree with its issuer, and the relying party (which requires https for an https issuer) accepts them.
  provider.proxy = true;
  const publicUrl = new URL(options.issuer);
  const handle = provider.callback();
  const asPublic = <Request extends IncomingMessage>(request: Request): Request => {
    request.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
    request.headers['x-forwarded-host'] = publicUrl.host;
    return request;
  };

  /** Hands the raw request to oidc-provider as if mounted at /oidc, keeping the security headers set so far. */
  const forward = (request: IncomingMessage & { originalUrl?: string }, reply: FastifyReply) => {
    asPublic(request);
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    request.originalUrl = request.url;
    request.url = (request.url ?? '/').replace(/^\/oidc/, '') || '/';
    handle(request, reply.raw);
  };

  await app.register(async (providerScope) => {
    // oidc-provider reads request bodies itself.
    providerScope.removeAllContentTypeParsers();
    providerScope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    providerScope.all(
      '/oidc/*',
      { schema: { hide: true }, config: { access: access.public('the development identity provider') } },
      (request, reply) => forward(request.raw, reply),
    );
  });

  await app.register(async (interactionScope) => {
    interactionScope.removeAllContentTypeParsers();
    interactionScope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const interactionAccess = { access: access.public('the development identity provider sign-in page') };

    interactionScope.get<{ Params: { uid: string } }>(
      '/oidc/interaction/:uid',
      { schema: { hide: true }, config: interactionAccess },
      async (request, reply) => {
        const details = await provider.interactionDetails(asPublic(request.raw), reply.raw);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderLoginPage({ action: `/oidc/interaction/${details.uid}/login` }));
      },
    );

    interactionScope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
      '/oidc/interaction/:uid/login',
      {
        schema: { hide: true },
        config: { ...interactionAccess, rateLimit: { max: options.signInRateLimit, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const details = await provider.interactionDetails(asPublic(request.raw), reply.raw);
        const email = emailSchema.safeParse((request.body?.email ?? '').trim().toLowerCase());
        if (!email.success) {
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(
              renderLoginPage({
                action: `/oidc/interaction/${details.uid}/login`,
                error: 'Enter a valid email address.',
                email: request.body?.email,
              }),
            );
        }
        reply.hijack();
        await provider.interactionFinished(
          asPublic(request.raw),
          reply.raw,
          { login: { accountId: email.data } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
}

function providerConfiguration(options: DevIdentityProviderOptions): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'dev-signing-key',
    use: 'sig',
    alg: 'RS256',
  };
  return {
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    async findAccount(_ctx, accountId) {
      return {
        accountId,
        async claims() {
          return { sub: accountId, email: accountId, email_verified: true, name: accountId.split('@')[0] };
        },
      };
    },
    // The development provider has one first-party client: consent is implied.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const clientId = ctx.oidc.client!.clientId;
      const session = ctx.oidc.session!;
      const existingId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(clientId);
      if (existingId) {
        const existing = await ctx.oidc.provider.Grant.find(existingId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      session.grantIdFor(clientId, grantId);
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      const text = Object.values(out)
        .map((value) => String(value).replace(/[<>&]/g, ''))
        .join(' - ');
      ctx.body = `<!doctype html><title>Sign-in error</title><h1>Sign-in error</h1><p>${text}</p><p><a href="/login">Back to the app</a></p>`;
    },
  };
}
