import { idParamsSchema } from '@timekeep/shared/schemas/common';
import {
  additionalProjectsResponseSchema,
  allResourcesResponseSchema,
  clientsResponseSchema,
  codeAlertResponseSchema,
  codeAlertsResponseSchema,
  codeAlertUpdateSchema,
  departmentsResponseSchema,
  engagementManagersResponseSchema,
  engagementsResponseSchema,
  holidaysResponseSchema,
  projectsQuerySchema,
  projectsResponseSchema,
  timesheetPeriodsResponseSchema,
} from '@timekeep/shared/schemas/master-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { listEngagementOptions } from './list-engagements';
import { listEngagementManagerOptions, listResourceOptions } from './list-report-people';
import { listClients, listDepartments, listHolidays, listUnviewedCodeAlerts } from './master-data.queries';
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
      schema: { summary: 'Holidays', response: { 200: holidaysResponseSchema } },
      config: { access: access.anySignedIn },
    },
    async () => ({ holidays: await listHolidays(db) }),
  );

  app.get(
    '/api/timesheet_periods',
    {
      schema: { summary: 'Timesheet periods', response: { 200: timesheetPeriodsResponseSchema } },
      config: { access: access.anySignedIn },
    },
    async () => ({ timesheetPeriods: await timesheetPeriodsWithCurrent(db) }),
  );

  app.get(
    '/api/projects',
    {
      schema: {
        summary: "The caller's engagements and roles they may log time to",
        querystring: projectsQuerySchema,
        response: { 200: projectsResponseSchema },
      },
      config: { access: access.employee },
    },
    async (request) => ({
      projects: await employeeProjects(db, requireActor(request).id, request.query.start_date),
    }),
  );

  app.get(
    '/api/additional_projects',
    {
      schema: {
        summary: 'Active additional (internal) projects',
        response: { 200: additionalProjectsResponseSchema },
      },
      config: { access: access.anyRole },
    },
    async (request) => ({ additionalProjects: await additionalProjectsOf(db, requireActor(request).id) }),
  );

  app.get(
    '/api/code_alerts',
    {
      schema: { summary: "The caller's new time codes", response: { 200: codeAlertsResponseSchema } },
      config: { access: access.employee },
    },
    async (request) => ({ codeAlerts: await listUnviewedCodeAlerts(db, requireActor(request).id) }),
  );

  app.patch(
    '/api/code_alerts/:id',
    {
      schema: {
        summary: 'Mark a new time code as seen',
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

  // The report filters' options, for anyone with a role (spec: reports are for any role). Departments,
  // clients, engagements and engagement managers are company reference data; the people assigned to
  // engagements are scoped like the reports' rows.
  app.get(
    '/api/departments',
    {
      schema: {
        summary: 'Departments, as report filters offer them',
        response: { 200: departmentsResponseSchema },
      },
      config: { access: access.anyRole },
    },
    async () => ({ departments: await listDepartments(db) }),
  );

  app.get(
    '/api/clients',
    {
      schema: { summary: 'Clients, as report filters offer them', response: { 200: clientsResponseSchema } },
      config: { access: access.anyRole },
    },
    async () => ({ clients: await listClients(db) }),
  );

  app.get(
    '/api/engagements',
    {
      schema: {
        summary: 'Engagements, as report filters offer them',
        response: { 200: engagementsResponseSchema },
      },
      config: { access: access.anyRole },
    },
    async () => ({ engagements: await listEngagementOptions(db) }),
  );

  app.get(
    '/api/employees/engagement_managers',
    {
      schema: {
        summary: 'People who manage an engagement',
        response: { 200: engagementManagersResponseSchema },
      },
      config: { access: access.anyRole },
    },
    async () => ({ spudUsers: await listEngagementManagerOptions(db) }),
  );

  app.get(
    '/api/resources/all_resources',
    {
      schema: {
        summary: 'Who is assigned to each engagement, for the Employee filter',
        response: { 200: allResourcesResponseSchema },
      },
      config: { access: access.anyRole },
    },
    async (request) => ({ resources: await listResourceOptions(db, requireActor(request)) }),
  );
};
