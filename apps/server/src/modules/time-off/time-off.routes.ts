import { todayIso } from '@timekeep/shared/domain/periods';
import { yearOf } from '@timekeep/shared/domain/time-off-dates';
import { idParamsSchema } from '@timekeep/shared/schemas/common';
import {
  timeOffBalancesResponseSchema,
  timeOffListQuerySchema,
  timeOffListResponseSchema,
  timeOffRequestBodySchema,
  timeOffRequestResponseSchema,
  timeOffStatsQuerySchema,
  timeOffStatsResponseSchema,
} from '@timekeep/shared/schemas/time-off';
import {
  projectedBalanceQuerySchema,
  projectedBalanceResponseSchema,
} from '@timekeep/shared/schemas/time-off-ledger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { createRequest } from './create-time-off-request';
import { getBalances } from './get-time-off-balances';
import { getStats } from './get-time-off-stats';
import { listPastRequests, listUpcomingRequests } from './list-time-off-requests';
import { getProjectedBalance } from './projected-balance';
import { removeRequest } from './remove-time-off-request';
import { updateRequest } from './update-time-off-request';

/** The employee's own time off: lists, balances, stats, and requests to create, edit and delete. */
export const timeOffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Time off');
  const config = { access: access.timeOff };

  app.get(
    '/api/ptos',
    {
      schema: {
        summary: "The caller's upcoming or past time-off requests",
        querystring: timeOffListQuerySchema,
        response: { 200: timeOffListResponseSchema },
      },
      config,
    },
    async (request) => {
      const actor = requireActor(request);
      const today = todayIso();
      const timeOffRequests =
        request.query.past === 'true'
          ? await listPastRequests(db, actor, request.query.year ?? yearOf(today), today)
          : await listUpcomingRequests(db, actor, today);
      return { ptos: timeOffRequests };
    },
  );

  app.get(
    '/api/ptos/projected_balance',
    {
      schema: {
        summary:
          "The caller's balance of a leave type on a request's first day, accruals due until then included",
        querystring: projectedBalanceQuerySchema,
        response: { 200: projectedBalanceResponseSchema },
      },
      config,
    },
    async (request) => ({
      balance: await getProjectedBalance(
        db,
        requireActor(request),
        { reason: request.query.type, date: request.query.start_date },
        todayIso(),
      ),
    }),
  );

  app.get(
    '/api/ptos/balances',
    {
      schema: { summary: "The caller's time-off balances", response: { 200: timeOffBalancesResponseSchema } },
      config,
    },
    async (request) => getBalances(db, requireActor(request), todayIso()),
  );

  app.get(
    '/api/ptos/stats',
    {
      schema: {
        summary: "The caller's time-off figures of a year",
        querystring: timeOffStatsQuerySchema,
        response: { 200: timeOffStatsResponseSchema },
      },
      config,
    },
    async (request) => {
      const today = todayIso();
      const stats = await getStats(db, requireActor(request), request.query.year ?? yearOf(today), today);
      return { stats };
    },
  );

  app.post(
    '/api/ptos',
    {
      schema: {
        summary: 'Request time off',
        body: timeOffRequestBodySchema,
        response: { 201: timeOffRequestResponseSchema },
      },
      config,
    },
    async (request, reply) => {
      const created = await createRequest(db, requireActor(request), request.body.pto_details, todayIso());
      return reply.status(201).send({ pto: created });
    },
  );

  app.put(
    '/api/ptos/:id',
    {
      schema: {
        summary: 'Change a time-off request',
        params: idParamsSchema,
        body: timeOffRequestBodySchema,
        response: { 200: timeOffRequestResponseSchema },
      },
      config,
    },
    async (request) => {
      const updated = await updateRequest(
        db,
        requireActor(request),
        request.params.id,
        request.body.pto_details,
        todayIso(),
      );
      return { pto: updated };
    },
  );

  app.delete(
    '/api/ptos/:id',
    { schema: { summary: 'Delete a time-off request', params: idParamsSchema }, config },
    async (request, reply) => {
      await removeRequest(db, requireActor(request), request.params.id, todayIso());
      return reply.status(204).send();
    },
  );
};
