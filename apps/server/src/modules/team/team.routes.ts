import {
  answeredTimeOffInBulkResponseSchema,
  answeredTimeOffResponseSchema,
  answerTimeOffBodySchema,
  answerTimeOffInBulkBodySchema,
  pendingTeamTimesheetsQuerySchema,
  relatedManagersResponseSchema,
  teamMembersQuerySchema,
  teamMembersResponseSchema,
  teamPeriodTimesheetsResponseSchema,
  teamTimeOffBalancesQuerySchema,
  teamTimeOffBalancesResponseSchema,
  teamTimeOffOverviewQuerySchema,
  teamTimeOffOverviewResponseSchema,
  teamTimeOffQuerySchema,
  teamTimeOffResponseSchema,
  teamTimesheetsQuerySchema,
  teamTimesheetsResponseSchema,
} from '@timekeep/shared/schemas/team';
import {
  rejectTimesheetQuerySchema,
  submitTimesheetBodySchema,
  timesheetDecisionsBodySchema,
  timesheetDecisionsResponseSchema,
  timesheetHistoryResponseSchema,
  timesheetIdParamsSchema,
  timesheetResponseSchema,
  timesheetTransitionBodySchema,
  unapproveTimesheetQuerySchema,
  undoDecisionBatchResponseSchema,
} from '@timekeep/shared/schemas/timesheets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { answerTimeOffRequests } from '../time-off';
import {
  approveTimesheet,
  decideTimesheets,
  getTimesheetHistory,
  rejectTimesheet,
  submitTimesheetOnBehalf,
  unapproveTimesheet,
  undoTimesheetDecisions,
  visibleTimesheetById,
} from '../timesheets';
import { listRelatedManagers, listTeamMembers } from './list-team';
import { listPendingTeamTimesheets, listTeamTimesheets } from './list-team-timesheets';
import { listTeamTimeOff, teamMemberBalances, teamTimeOffOverview } from './team-time-off';

/**
 * The manager area: team lists, a team member's timesheet and its approval, and answers to time off.
 * Team leads and admins (spec section 6); which records each may touch is the resources' policies' call.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Team');
  const config = { access: access.managerOrAdmin };

  app.get(
    '/api/team_members',
    {
      schema: {
        summary: "A lead's team",
        querystring: teamMembersQuerySchema,
        response: { 200: teamMembersResponseSchema },
      },
      config,
    },
    async (request) => ({
      teamMembers: await listTeamMembers(db, requireActor(request), request.query.manager_id),
    }),
  );

  app.get(
    '/api/related_managers',
    {
      schema: {
        summary: 'The leads the caller may view as',
        response: { 200: relatedManagersResponseSchema },
      },
      config,
    },
    async (request) => listRelatedManagers(db, requireActor(request)),
  );

  app.get(
    '/api/team/timesheets',
    {
      schema: {
        summary: "The team's timesheets of a period",
        querystring: teamTimesheetsQuerySchema,
        response: { 200: teamPeriodTimesheetsResponseSchema },
      },
      config,
    },
    async (request) =>
      listTeamTimesheets(db, requireActor(request), {
        startDate: request.query.start_date,
        approverId: request.query.approver_id,
      }),
  );

  app.get(
    '/api/team/timesheets/pending',
    {
      schema: {
        summary: "The team's timesheets waiting for approval",
        querystring: pendingTeamTimesheetsQuerySchema,
        response: { 200: teamTimesheetsResponseSchema },
      },
      config,
    },
    async (request) => ({
      timesheets: await listPendingTeamTimesheets(db, requireActor(request), request.query.approver_id),
    }),
  );

  app.get(
    '/api/team/timesheets/:id',
    {
      schema: {
        summary: "A team member's timesheet",
        params: timesheetIdParamsSchema,
        response: { 200: timesheetResponseSchema },
      },
      config,
    },
    async (request) => ({
      timesheet: await visibleTimesheetById(db, requireActor(request), request.params.id),
    }),
  );

  app.get(
    '/api/team/timesheets/:id/history',
    {
      schema: {
        summary: "A team member's timesheet status history",
        params: timesheetIdParamsSchema,
        response: { 200: timesheetHistoryResponseSchema },
      },
      config,
    },
    async (request) => ({
      timesheetStatusRevisions: await getTimesheetHistory(
        db,
        requireActor(request),
        request.params.id,
        undefined,
      ),
    }),
  );

  app.patch(
    '/api/team/timesheets/:id/submit',
    {
      schema: {
        summary: "Submit a team member's timesheet on their behalf",
        params: timesheetIdParamsSchema,
        body: submitTimesheetBodySchema,
        response: { 200: timesheetResponseSchema },
      },
      config,
    },
    async (request) => ({
      timesheet: await submitTimesheetOnBehalf(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/api/team/timesheets/:id/approve',
    {
      schema: {
        summary: 'Approve a timesheet',
        params: timesheetIdParamsSchema,
        body: timesheetTransitionBodySchema,
        response: { 200: timesheetResponseSchema },
      },
      config,
    },
    async (request) => ({
      timesheet: await approveTimesheet(db, requireActor(request), request.params.id, request.body?.version),
    }),
  );

  app.patch(
    '/api/team/timesheets/:id/reject',
    {
      schema: {
        summary: 'Reject a timesheet with a note',
        params: timesheetIdParamsSchema,
        querystring: rejectTimesheetQuerySchema,
        body: timesheetTransitionBodySchema,
        response: { 200: timesheetResponseSchema },
      },
      config,
    },
    async (request) => ({
      timesheet: await rejectTimesheet(
        db,
        requireActor(request),
        request.params.id,
        request.query.note,
        request.body?.version,
      ),
    }),
  );

  app.patch(
    '/api/team/timesheets/:id/unapprove',
    {
      schema: {
        summary: 'Take back the approval of a timesheet',
        params: timesheetIdParamsSchema,
        querystring: unapproveTimesheetQuerySchema,
        body: timesheetTransitionBodySchema,
        response: { 200: timesheetResponseSchema },
      },
      config,
    },
    async (request) => ({
      timesheet: await unapproveTimesheet(
        db,
        requireActor(request),
        request.params.id,
        request.query.note,
        request.body?.version,
      ),
    }),
  );

  app.post(
    '/api/team/timesheets/decisions',
    {
      schema: {
        summary: 'Approve or reject many timesheets, each at the version the lead saw',
        description:
          'Those that cannot be decided (changed since, not pending any more, period closed, the lead’s own, not found) are listed with the reason; the others are decided, as one batch its lead may undo for ten minutes.',
        body: timesheetDecisionsBodySchema,
        response: { 200: timesheetDecisionsResponseSchema },
      },
      config,
    },
    async (request) => decideTimesheets(db, requireActor(request), request.body),
  );

  app.post(
    '/api/team/timesheet_decision_batches/:id/undo',
    {
      schema: {
        summary: 'Undo a decision in bulk: its timesheets go back to where they were',
        description:
          'By the lead who decided it, within ten minutes, once; a timesheet changed since stays as it is and is listed.',
        params: timesheetIdParamsSchema,
        response: { 200: undoDecisionBatchResponseSchema },
      },
      config,
    },
    async (request) => undoTimesheetDecisions(db, requireActor(request), request.params.id),
  );

  app.get(
    '/api/team/ptos',
    {
      schema: {
        summary: "The team's time-off requests",
        querystring: teamTimeOffQuerySchema,
        response: { 200: teamTimeOffResponseSchema },
      },
      config,
    },
    async (request) => ({
      ptos: await listTeamTimeOff(db, requireActor(request), {
        status: request.query.status,
        userId: request.query.user_id,
        startDate: request.query.start_date,
        endDate: request.query.end_date,
        managerId: request.query.manager_id,
      }),
    }),
  );

  app.get(
    '/api/team/ptos/overview',
    {
      schema: {
        summary: "The team's year of time off",
        querystring: teamTimeOffOverviewQuerySchema,
        response: { 200: teamTimeOffOverviewResponseSchema },
      },
      config,
    },
    async (request) =>
      teamTimeOffOverview(db, requireActor(request), {
        year: request.query.year,
        managerId: request.query.manager_id,
      }),
  );

  app.get(
    '/api/team/ptos/balances',
    {
      schema: {
        summary: "A team member's time-off balances",
        querystring: teamTimeOffBalancesQuerySchema,
        response: { 200: teamTimeOffBalancesResponseSchema },
      },
      config,
    },
    async (request) => ({
      balances: await teamMemberBalances(db, requireActor(request), {
        userId: request.query.user_id,
        managerId: request.query.manager_id,
      }),
    }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/team/ptos/:id/${decision}`,
      {
        schema: {
          summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a time-off request`,
          params: timesheetIdParamsSchema,
          body: answerTimeOffBodySchema,
          response: { 200: answeredTimeOffResponseSchema },
        },
        config,
      },
      async (request) => {
        const [answered] = await answerTimeOffRequests(db, requireActor(request), {
          decision,
          requestIds: [request.params.id],
          versions: request.body.version === undefined ? undefined : [request.body.version],
          comment: request.body.manager_comment,
          managerId: request.body.manager_id,
          bulk: false,
        });
        return { pto: answered! };
      },
    );

    app.post(
      `/api/team/ptos/${decision}`,
      {
        schema: {
          summary: `${decision === 'approve' ? 'Approve' : 'Reject'} several time-off requests (all or none)`,
          body: answerTimeOffInBulkBodySchema,
          response: { 200: answeredTimeOffInBulkResponseSchema },
        },
        config,
      },
      async (request) => ({
        ptos: await answerTimeOffRequests(db, requireActor(request), {
          decision,
          requestIds: request.body.pto_ids,
          versions: request.body.versions,
          comment: request.body.manager_comment,
          managerId: request.body.manager_id,
          bulk: true,
        }),
      }),
    );
  }
};
