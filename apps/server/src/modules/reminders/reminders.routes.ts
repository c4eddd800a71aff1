import { sendRemindersBodySchema, sendRemindersResponseSchema } from '@timekeep/shared/schemas/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { todayIn } from './reminder-days';
import { sendRemindersNow } from './send-reminders-now';

/** Reminders sent by an admin from the app, beside the schedule every server runs. */
export const reminderRoutes: FastifyPluginAsyncZod<{ db: Db; reminders: Config['reminders'] }> = async (
  app,
  { db, reminders },
) => {
  tagRoutes(app, 'Reminders');

  app.post(
    '/api/admin/reminders',
    {
      schema: {
        summary: "Remind now everyone yet to submit a period's timesheet",
        body: sendRemindersBodySchema,
        response: { 200: sendRemindersResponseSchema },
      },
      config: { access: access.admin },
    },
    async (request) => {
      const run = await sendRemindersNow(
        db,
        requireActor(request),
        request.body.date,
        todayIn(reminders.timeZone),
      );
      return {
        period: { startDate: run.period.startDate, endDate: run.period.endDate },
        occasion: run.occasion,
        reminded: run.reminded,
      };
    },
  );
};
