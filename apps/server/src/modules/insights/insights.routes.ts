import { todayIso } from '@timekeep/shared/domain/periods';
import {
  billableHoursInsightResponseSchema,
  engagementHoursInsightResponseSchema,
  engagementInsightQuerySchema,
  notSubmittedInsightResponseSchema,
  peopleInsightQuerySchema,
  timeOffInsightResponseSchema,
  utilizationInsightQuerySchema,
  utilizationInsightResponseSchema,
  utilizationTargetInsightResponseSchema,
} from '@timekeep/shared/schemas/insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReadingAtLength } from '../../db/reading-at-length';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import type { ReportSettings } from '../reports';
import { getBillableHoursInsight } from './get-billable-hours-insight';
import { getEngagementHoursInsight } from './get-engagement-hours-insight';
import { getNotSubmittedInsight } from './get-not-submitted-insight';
import { getTimeOffInsight } from './get-time-off-insight';
import { getUtilizationInsight } from './get-utilization-insight';
import { getUtilizationTargetInsight } from './get-utilization-target-insight';

/**
 * The Insights charts: one aggregate statement each, for anyone with a role, over the rows the reports
 * policy gives the caller (the whole company, their teams, or their own).
 */
/** The charts read at length: the replica when there is one fit to read from. */
export const insightRoutes: FastifyPluginAsyncZod<{
  reading: ReadingAtLength;
  reportMaxDays: number;
}> = async (app, { reading, reportMaxDays }) => {
  tagRoutes(app, 'Insights');
  const config = { access: access.anyRole };
  const settings = (): ReportSettings => ({ maxDays: reportMaxDays, today: todayIso() });

  app.get(
    '/api/insights/utilization',
    {
      schema: {
        summary: 'Utilization per timesheet period',
        querystring: utilizationInsightQuerySchema,
        response: { 200: utilizationInsightResponseSchema },
      },
      config,
    },
    async (request) => ({
      periods: await getUtilizationInsight(
        reading.database().db,
        requireActor(request),
        request.query,
        settings(),
      ),
    }),
  );

  app.get(
    '/api/insights/utilization_targets',
    {
      schema: {
        summary: "Each person's and each team's utilization against target per timesheet period",
        querystring: utilizationInsightQuerySchema,
        response: { 200: utilizationTargetInsightResponseSchema },
      },
      config,
    },
    async (request) =>
      getUtilizationTargetInsight(reading.database().db, requireActor(request), request.query, settings()),
  );

  app.get(
    '/api/insights/billable_hours',
    {
      schema: {
        summary: 'Billable and non-billable hours per client',
        querystring: engagementInsightQuerySchema,
        response: { 200: billableHoursInsightResponseSchema },
      },
      config,
    },
    async (request) => ({
      clients: await getBillableHoursInsight(
        reading.database().db,
        requireActor(request),
        request.query,
        settings(),
      ),
    }),
  );

  app.get(
    '/api/insights/engagement_hours',
    {
      schema: {
        summary: 'Hours per month on the busiest engagements',
        querystring: engagementInsightQuerySchema,
        response: { 200: engagementHoursInsightResponseSchema },
      },
      config,
    },
    async (request) => ({
      hours: await getEngagementHoursInsight(
        reading.database().db,
        requireActor(request),
        request.query,
        settings(),
      ),
    }),
  );

  app.get(
    '/api/insights/time_off',
    {
      schema: {
        summary: 'Approved time off per month and leave type',
        querystring: peopleInsightQuerySchema,
        response: { 200: timeOffInsightResponseSchema },
      },
      config,
    },
    async (request) => ({
      months: await getTimeOffInsight(
        reading.database().db,
        requireActor(request),
        request.query,
        settings(),
      ),
    }),
  );

  app.get(
    '/api/insights/not_submitted',
    {
      schema: {
        summary: 'Timesheets not submitted per period',
        querystring: peopleInsightQuerySchema,
        response: { 200: notSubmittedInsightResponseSchema },
      },
      config,
    },
    async (request) => ({
      periods: await getNotSubmittedInsight(
        reading.database().db,
        requireActor(request),
        request.query,
        settings(),
      ),
    }),
  );
};
