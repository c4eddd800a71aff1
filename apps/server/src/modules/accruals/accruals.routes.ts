import { todayIso } from '@timekeep/shared/domain/periods';
import { idParamsSchema } from '@timekeep/shared/schemas/common';
import {
  accrualAssignmentInputSchema,
  accrualAssignmentQuerySchema,
  accrualPoliciesResponseSchema,
  accrualPolicyInputSchema,
  accrualPolicyResponseSchema,
  adminLedgerQuerySchema,
  ledgerAdjustmentInputSchema,
  ledgerQuerySchema,
  ledgerResponseSchema,
  personPoliciesResponseSchema,
} from '@timekeep/shared/schemas/time-off-ledger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { assignAccrualPolicy, removeAccrualAssignment } from './accrual-assignments';
import {
  createAccrualPolicy,
  deleteAccrualPolicy,
  listAccrualPolicies,
  updateAccrualPolicy,
} from './accrual-policies';
import { adjustBalance, readLedger } from './balance-ledger';

/**
 * Accrual policies, who has which, and the balance ledger (issue 39): admins manage policies and adjust
 * balances; a person reads how their own balance came to be.
 */
export const accrualRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Time-off balances');
  const admin = { access: access.admin };

  app.get(
    '/api/admin/accrual_policies',
    {
      schema: { summary: 'Accrual policies', response: { 200: accrualPoliciesResponseSchema } },
      config: admin,
    },
    async (request) => ({ policies: await listAccrualPolicies(db, requireActor(request)) }),
  );

  app.post(
    '/api/admin/accrual_policies',
    {
      schema: {
        summary: 'Define an accrual policy',
        body: accrualPolicyInputSchema,
        response: { 201: accrualPolicyResponseSchema },
      },
      config: admin,
    },
    async (request, reply) => {
      reply.code(201);
      return { policy: await createAccrualPolicy(db, requireActor(request), request.body) };
    },
  );

  app.put(
    '/api/admin/accrual_policies/:id',
    {
      schema: {
        summary: 'Change an accrual policy (what is posted from now on)',
        params: idParamsSchema,
        body: accrualPolicyInputSchema,
        response: { 200: accrualPolicyResponseSchema },
      },
      config: admin,
    },
    async (request) => ({
      policy: await updateAccrualPolicy(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/accrual_policies/:id',
    {
      schema: { summary: 'Delete an accrual policy that never posted anything', params: idParamsSchema },
      config: admin,
    },
    async (request, reply) => {
      await deleteAccrualPolicy(db, requireActor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/admin/accrual_policy_assignments',
    {
      schema: {
        summary: 'Give a person their own policy for a leave type (or none), over the defaults',
        body: accrualAssignmentInputSchema,
        response: { 200: personPoliciesResponseSchema },
      },
      config: admin,
    },
    async (request) => ({ policies: await assignAccrualPolicy(db, requireActor(request), request.body) }),
  );

  app.delete(
    '/api/admin/accrual_policy_assignments',
    {
      schema: {
        summary: 'Return a person to the default policy for a leave type',
        querystring: accrualAssignmentQuerySchema,
        response: { 200: personPoliciesResponseSchema },
      },
      config: admin,
    },
    async (request) => ({
      policies: await removeAccrualAssignment(
        db,
        requireActor(request),
        request.query.spud_user_id,
        request.query.type,
      ),
    }),
  );

  app.get(
    '/api/ptos/ledger',
    {
      schema: {
        summary: "How the caller's balance of a leave type came to be in a year",
        querystring: ledgerQuerySchema,
        response: { 200: ledgerResponseSchema },
      },
      config: { access: access.timeOff },
    },
    async (request) => {
      const actor = requireActor(request);
      return readLedger(db, actor, {
        personId: actor.id,
        reason: request.query.type,
        year: request.query.year,
      });
    },
  );

  app.get(
    '/api/admin/time_off_ledger',
    {
      schema: {
        summary: "How a person's balance of a leave type came to be in a year",
        querystring: adminLedgerQuerySchema,
        response: { 200: ledgerResponseSchema },
      },
      config: admin,
    },
    async (request) =>
      readLedger(db, requireActor(request), {
        personId: request.query.spud_user_id,
        reason: request.query.type,
        year: request.query.year,
      }),
  );

  app.post(
    '/api/admin/time_off_ledger/adjustments',
    {
      schema: {
        summary: "Adjust a person's balance, with a reason",
        body: ledgerAdjustmentInputSchema,
        response: { 201: ledgerResponseSchema },
      },
      config: admin,
    },
    async (request, reply) => {
      reply.code(201);
      return adjustBalance(db, requireActor(request), request.body, todayIso());
    },
  );
};
