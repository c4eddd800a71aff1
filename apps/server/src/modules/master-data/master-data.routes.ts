import { idParamsSchema } from '@timekeep/shared/schemas/common';
import {
  additionalProjectsResponseSchema,
  codeAlertResponseSchema,
  codeAlertsResponseSchema,
  codeAlertUpdateSchema,
  holidaysResponseSchema,
  projectsQuerySchema,
  projectsResponseSchema,
  timesheetPeriodsResponseSchema,
} from '@timekeep/shared/schemas/master-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { listHolidays, listUnviewedCodeAlerts } from './master-data.queries';
import {
  additionalProjectsOf,
  dismissCodeAlert,
  employeeProjects,
  timesheetPeriodsWithCurrent,
} from './master-data.service';

export const masterDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Master data');
  app.get(
    '/api/holidays',
    {
      schema: { response: { 200: holidaysResponseSchema } },
      config: { access: access.anySignedIn },
    },
    async () => ({ holidays: await listHolidays(db) }),
  );

  app.get(
    '/api/timesheet_periods',
    {
      schema: { response: { 200: timesheetPeriodsResponseSchema } },
      config: { access: access.anySignedIn },
    },
    async () => ({ timesheetPeriods: await timesheetPeriodsWithCurrent(db) }),
  );

  app.get(
    '/api/projects',
    {
      schema: { querystring: projectsQuerySchema, response: { 200: projectsResponseSchema } },
      config: { access: access.employee },
    },
    async (request) => ({
      projects: await employeeProjects(db, requireActor(request).id, request.query.start_date),
    }),
  );

  app.get(
    '/api/additional_projects',
    {
      schema: { response: { 200: additionalProjectsResponseSchema } },
      config: { access: access.anyRole },
    },
    async (request) => ({ additionalProjects: await additionalProjectsOf(db, requireActor(request).id) }),
  );

  app.get(
    '/api/code_alerts',
    {
      schema: { response: { 200: codeAlertsResponseSchema } },
      config: { access: access.employee },
    },
    async (request) => ({ codeAlerts: await listUnviewedCodeAlerts(db, requireActor(request).id) }),
  );

  app.patch(
    '/api/code_alerts/:id',
    {
      schema: {
        params: idParamsSchema,
        body: codeAlertUpdateSchema,
        response: { 200: codeAlertResponseSchema },
      },
      config: { access: access.employee },
    },
    async (request) => ({
      codeAlert: await dismissCodeAlert(
        db,
        requireActor(request),
        request.params.id,
        request.body.spud_user_id,
      ),
    }),
  );
};
