import {
  notificationIdParamsSchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
} from '@timekeep/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { listNotifications, readAllNotifications, readNotification } from './notifications.service';

/**
 * The in-app messages of the workflow (the bell): each person reads and marks their own, whatever their
 * role; the messages are written by the changes they tell of.
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
};
