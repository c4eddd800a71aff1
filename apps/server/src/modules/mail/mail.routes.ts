import { DEV_OUTBOX_LISTED, devOutboxResponseSchema } from '@timekeep/shared/schemas/dev-outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { renderDevOutboxPage } from './dev-outbox-page';
import { listDevOutboxMails } from './mail.queries';

/**
 * The development outbox, registered only without SMTP_URL (which config.ts allows in production or on a
 * non-loopback address only with DEV_OUTBOX=true): the emails the app would have sent, as JSON and as a page.
 * Public, as the development identity provider is: whoever may sign in as anyone may read anyone's mail.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Development outbox');
  const config = { access: access.public('the development outbox, only without a mail server (SMTP_URL)') };

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        summary: 'The emails kept instead of sent (development, without SMTP_URL), newest first',
        response: { 200: devOutboxResponseSchema },
      },
      config,
    },
    async () => ({ mails: await listDevOutboxMails(db, DEV_OUTBOX_LISTED) }),
  );

  app.get('/dev/outbox', { schema: { hide: true }, config }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderDevOutboxPage(await listDevOutboxMails(db, DEV_OUTBOX_LISTED))),
  );
};
