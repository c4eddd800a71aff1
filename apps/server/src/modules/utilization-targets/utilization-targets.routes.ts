import {
  departmentTargetParamsSchema,
  departmentTargetResponseSchema,
  jobTitleTargetInputSchema,
  jobTitleTargetResponseSchema,
  personTargetParamsSchema,
  personUtilizationTargetResponseSchema,
  utilizationTargetInputSchema,
  utilizationTargetsResponseSchema,
} from '@timekeep/shared/schemas/utilization-targets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { getPersonTarget } from './get-person-target';
import { listUtilizationTargets } from './list-utilization-targets';
import { setDepartmentTarget } from './set-department-target';
import { setJobTitleTarget } from './set-job-title-target';
import { setPersonTarget } from './set-person-target';

/** Utilization targets (issue 40): defaults by department and job title, and each person's own; the admins'. */
export const utilizationTargetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Utilization targets');
  const config = { access: access.admin };

  app.get(
    '/api/admin/utilization_targets',
    {
      schema: {
        summary: 'Default utilization targets by department and by job title',
        response: { 200: utilizationTargetsResponseSchema },
      },
      config,
    },
    async (request) => listUtilizationTargets(db, requireActor(request)),
  );

  app.put(
    '/api/admin/utilization_targets/departments/:departmentId',
    {
      schema: {
        summary: "Set or remove a department's default utilization target",
        params: departmentTargetParamsSchema,
        body: utilizationTargetInputSchema,
        response: { 200: departmentTargetResponseSchema },
      },
      config,
    },
    async (request) => ({
      department: await setDepartmentTarget(
        db,
        requireActor(request),
        request.params.departmentId,
        request.body.target,
      ),
    }),
  );

  app.put(
    '/api/admin/utilization_targets/job_titles',
    {
      schema: {
        summary: "Set or remove a job title's default utilization target",
        body: jobTitleTargetInputSchema,
        response: { 200: jobTitleTargetResponseSchema },
      },
      config,
    },
    async (request) => ({ jobTitle: await setJobTitleTarget(db, requireActor(request), request.body) }),
  );

  app.get(
    '/api/admin/utilization_targets/people/:personId',
    {
      schema: {
        summary: "A person's own and effective utilization target",
        params: personTargetParamsSchema,
        response: { 200: personUtilizationTargetResponseSchema },
      },
      config,
    },
    async (request) => ({
      utilizationTarget: await getPersonTarget(db, requireActor(request), request.params.personId),
    }),
  );

  app.put(
    '/api/admin/utilization_targets/people/:personId',
    {
      schema: {
        summary: "Set or remove a person's own utilization target",
        params: personTargetParamsSchema,
        body: utilizationTargetInputSchema,
        response: { 200: personUtilizationTargetResponseSchema },
      },
      config,
    },
    async (request) => ({
      utilizationTarget: await setPersonTarget(
        db,
        requireActor(request),
        request.params.personId,
        request.body.target,
      ),
    }),
  );
};
