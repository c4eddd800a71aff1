import { idParamsSchema } from '@timekeep/shared/schemas/common';
import {
  codeAlertResponseSchema,
  codeAlertsResponseSchema,
  codeAlertUpdateSchema,
  saveTimesheetBodySchema,
  submitTimesheetBodySchema,
  timesheetHistoryQuerySchema,
  timesheetHistoryResponseSchema,
  timesheetIdParamsSchema,
  timesheetQuerySchema,
  timesheetResponseSchema,
  timesheetTransitionBodySchema,
} from '@timekeep/shared/schemas/timesheets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { listUnviewedCodeAlerts } from './code-alerts.queries';
import { dismissCodeAlert } from './dismiss-code-alert';
import { getTimesheet } from './get-timesheet';
import { getTimesheetHistory } from './get-timesheet-history';
import { rescindTimesheet } from './rescind-timesheet';
import { createTimesheet, updateTimesheet } from './save-timesheet';
import { submitTimesheet } from './submit-timesheet';

/** Reading is checked per record (owner, their managers, admins); writing needs the employee role and ownership. */
export const timesheetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Timesheets');
  app.get(
    '/api/timesheet',
    {
      schema: {
        summary: "A timesheet of a period (the caller's, or one of a person they may read)",
        querystring: timesheetQuerySchema,
        response: { 200: timesheetResponseSchema },
      },
      config: { access: access.anySignedIn },
    },
    async (request) => ({
      timesheet: await getTimesheet(db, requireActor(request), {
        startDate: request.query.start_date,
        userId: request.query.user_id,
      }),
    }),
  );

  app.get(
    '/api/timesheet/:id/history',
    {
      schema: {
        summary: "A timesheet's status history",
        params: timesheetIdParamsSchema,
        querystring: timesheetHistoryQuerySchema,
        response: { 200: timesheetHistoryResponseSchema },
      },
      config: { access: access.anySignedIn },
    },
    async (request) => ({
      timesheetStatusRevisions: await getTimesheetHistory(
        db,
        requireActor(request),
        request.params.id,
        request.query.user_id,
      ),
    }),
  );

  app.post(
    '/api/timesheet',
    {
      schema: {
        summary: 'Save a timesheet not saved before',
        body: saveTimesheetBodySchema,
        response: { 200: timesheetResponseSchema },
      },
      config: { access: access.employee },
    },
    async (request) => ({ timesheet: await createTimesheet(db, requireActor(request), request.body) }),
  );

  app.put(
    '/api/timesheet/:id',
    {
      schema: {
        summary: "Save a timesheet's rows and entries",
        params: timesheetIdParamsSchema,
        body: saveTimesheetBodySchema,
        response: { 200: timesheetResponseSchema },
      },
      config: { access: access.employee },
    },
    async (request) => ({
      timesheet: await updateTimesheet(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/api/timesheet/:id/submit',
    {
      schema: {
        summary: 'Submit a timesheet for approval',
        params: timesheetIdParamsSchema,
        body: submitTimesheetBodySchema,
        response: { 200: timesheetResponseSchema },
      },
      config: { access: access.employee },
    },
    async (request) => ({
      timesheet: await submitTimesheet(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/api/timesheet/:id/rescind',
    {
      schema: {
        summary: 'Take back a submitted timesheet',
        params: timesheetIdParamsSchema,
        body: timesheetTransitionBodySchema,
        response: { 200: timesheetResponseSchema },
      },
      config: { access: access.employee },
    },
    async (request) => ({
      timesheet: await rescindTimesheet(db, requireActor(request), request.params.id, request.body?.version),
    }),
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
};
