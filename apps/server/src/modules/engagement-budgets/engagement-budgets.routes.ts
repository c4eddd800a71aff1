import {
  budgetInputSchema,
  engagementBudgetParamsSchema,
  engagementBudgetResponseSchema,
} from '@timekeep/shared/schemas/budgets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { deleteEngagementBudget } from './delete-engagement-budget';
import { getEngagementBudget } from './get-engagement-budget';
import { setEngagementBudget } from './set-engagement-budget';

/** An engagement's budget (hours or fees, whole or monthly, thresholds, refusal) and its burn: the admins'. */
export const engagementBudgetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Engagement budgets');
  const config = { access: access.admin };
  const budgetAnswer = { response: { 200: engagementBudgetResponseSchema } };

  app.get(
    '/api/admin/engagement_budgets/:engagementId',
    {
      schema: {
        summary: "An engagement's budget, how much of it is burnt, and the burn week by week",
        params: engagementBudgetParamsSchema,
        ...budgetAnswer,
      },
      config,
    },
    async (request) => getEngagementBudget(db, requireActor(request), request.params.engagementId),
  );

  app.put(
    '/api/admin/engagement_budgets/:engagementId',
    {
      schema: {
        summary: "Set or change an engagement's budget",
        params: engagementBudgetParamsSchema,
        body: budgetInputSchema,
        ...budgetAnswer,
      },
      config,
    },
    async (request) =>
      setEngagementBudget(db, requireActor(request), request.params.engagementId, request.body),
  );

  app.delete(
    '/api/admin/engagement_budgets/:engagementId',
    {
      schema: { summary: "Remove an engagement's budget", params: engagementBudgetParamsSchema },
      config,
    },
    async (request, reply) => {
      await deleteEngagementBudget(db, requireActor(request), request.params.engagementId);
      return reply.status(204).send();
    },
  );
};
