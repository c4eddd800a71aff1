import { todayIso } from '@timekeep/shared/domain/periods';
import {
  calendarFeedCreatedResponseSchema,
  calendarFeedParamsSchema,
  calendarFeedsResponseSchema,
  calendarFeedTokenQuerySchema,
} from '@timekeep/shared/schemas/calendar-feeds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { createFeed } from './create-calendar-feed';
import { feedCalendar } from './get-feed-calendar';
import { listFeeds } from './list-calendar-feeds';
import { removeFeed } from './remove-calendar-feed';

/**
 * Absence calendars: each person's secret iCal feed of their approved time off, and a team lead's of their
 * team's, which calendar apps subscribe to. Managed signed in; fetched by the secret in the address alone.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  tagRoutes(app, 'Calendar feeds');
  const config = { access: access.anySignedIn };

  app.get(
    '/api/calendar_feeds',
    {
      schema: {
        summary: "The caller's iCal feeds of approved time off, and whether each is on",
        response: { 200: calendarFeedsResponseSchema },
      },
      config,
    },
    async (request) => listFeeds(db, requireActor(request)),
  );

  app.post(
    '/api/calendar_feeds/:kind',
    {
      schema: {
        summary: "Make a new secret address for one of the caller's feeds (the old one stops answering)",
        params: calendarFeedParamsSchema,
        response: { 200: calendarFeedCreatedResponseSchema },
      },
      config,
    },
    async (request) => createFeed(db, requireActor(request), request.params.kind, publicUrl),
  );

  app.delete(
    '/api/calendar_feeds/:kind',
    {
      schema: {
        summary: "Turn off one of the caller's feeds: its address stops answering",
        params: calendarFeedParamsSchema,
      },
      config,
    },
    async (request, reply) => {
      await removeFeed(db, requireActor(request), request.params.kind);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/ical',
    {
      schema: {
        summary: 'An iCal feed of approved time off, opened by the secret of its address',
        querystring: calendarFeedTokenQuerySchema,
        produces: ['text/calendar'],
      },
      config: {
        access: access.public('calendar apps fetch it with the secret of its address, without a session'),
        alsoAnswers: ['not_found'],
      },
    },
    async (request, reply) => {
      const calendar = await feedCalendar(db, request.query.token, todayIso(), new Date());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="time-off.ics"')
        .send(calendar);
    },
  );
};
