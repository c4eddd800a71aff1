import { healthResponseSchema } from '@timekeep/shared/schemas/auth';
import { publicConfigSchema } from '@timekeep/shared/schemas/config';
import { APP_VERSION } from '@timekeep/shared/version';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ReadingAtLength } from '../../db/reading-at-length';
import { access } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';

/** @fastify/under-pressure lets a request through when its route's handler answers nothing. */
const answerDespitePressure = () => undefined;

export const systemRoutes: FastifyPluginAsyncZod<{
  config: Config;
  database: Database;
  readingAtLength: ReadingAtLength;
}> = async (app, { config, database, readingAtLength }) => {
  tagRoutes(app, 'System');
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Whether the app and its database answer',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
      config: {
        access: access.public('load balancers and monitors probe it'),
        // Never shed: it answers about the database, and if every busy server failed its health check at
        // once, the load balancer would take them all out together. Busy servers shed the other routes.
        pressureHandler: answerDespitePressure,
      },
    },
    async (_request, reply) => {
      const up = await database.ping();
      const replica = readingAtLength.replicaStatus() ?? undefined;
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'error', db: up ? 'ok' : 'down', replica });
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        summary: 'Public settings the web app needs before sign-in',
        response: { 200: publicConfigSchema },
      },
      config: {
        access: access.public('the sign-in page needs it before anyone signs in; it holds no secret'),
      },
    },
    async () => ({
      version: APP_VERSION,
      hrEmail: config.hrEmail,
      sentryDsn: config.sentryDsn,
      analyticsUrl: config.analyticsUrl,
      powerBi: { perPersonTokens: (config.powerBi?.rowLevelSecurityRoles.length ?? 0) > 0 },
    }),
  );
};
