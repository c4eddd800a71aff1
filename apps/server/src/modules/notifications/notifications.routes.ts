import {
  emailPreferencesBodySchema,
  emailPreferencesResponseSchema,
  notificationIdParamsSchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
} from '@timekeep/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { changeEmailPreferences } from './change-email-preferences';
import { getEmailPreferences } from './get-email-preferences';
import { listNotifications } from './list-notifications';
import { readAllNotifications } from './read-all-notifications';
import { readNotification } from './read-notification';

/**
 * The in-app messages of the workflow (the bell): each person reads and marks their own, whatever their
 * role; the messages are written by the changes they tell of. Each person also chooses which of them are
 * emailed too, for themselves alone (there is no one else's to name).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Notifications');
  const config = { access: access.anySignedIn };

  app.get(
    '/api/notifications',
    {
      schema: {
        summary: "The caller's most recent notifications, newest first, and how many are unread",
        response: { 200: notificationsResponseSchema },
      },
      config,
    },
    async (request) => listNotifications(db, requireActor(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        summary: "Mark one of the caller's notifications read (anyone else's is not found)",
        params: notificationIdParamsSchema,
        response: { 200: notificationsReadResponseSchema },
      },
      config,
    },
    async (request) => readNotification(db, requireActor(request), request.params.id),
  );

  app.post(
    '/api/notifications/read_all',
    {
      schema: {
        summary: 'Mark every notification of the caller read',
        response: { 200: notificationsReadResponseSchema },
      },
      config,
    },
    async (request) => readAllNotifications(db, requireActor(request)),
  );

  app.get(
    '/api/notifications/email_preferences',
    {
      schema: {
        summary: 'Which topics of notification the caller also gets by email',
        response: { 200: emailPreferencesResponseSchema },
      },
      config,
    },
    async (request) => getEmailPreferences(db, requireActor(request)),
  );

  app.put(
    '/api/notifications/email_preferences',
    {
      schema: {
        summary:
          'Turn email on or off for the topics sent (the others keep their choice); the bell lists all',
        body: emailPreferencesBodySchema,
        response: { 200: emailPreferencesResponseSchema },
      },
      config,
    },
    async (request) => changeEmailPreferences(db, requireActor(request), request.body),
  );
};
