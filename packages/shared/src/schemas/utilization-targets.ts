import { z } from 'zod';
import { idParamSchema, requiredTextSchema } from './common';

/** The lowest and highest utilization target in percent (a person may be planned beyond full time). */
export const UTILIZATION_TARGET_MIN = 0;
export const UTILIZATION_TARGET_MAX = 200;

/** A utilization target in whole percent. */
export const utilizationTargetSchema = z
  .number()
  .int('must be a whole percent')
  .min(UTILIZATION_TARGET_MIN, `must be at least ${UTILIZATION_TARGET_MIN}`)
  .max(UTILIZATION_TARGET_MAX, `must be at most ${UTILIZATION_TARGET_MAX}`);

/**
 * Where a person's effective target comes from: their own, else their job title's default, else their
 * department's, else none.
 */
export const utilizationTargetSourceSchema = z.enum(['own', 'job_title', 'department', 'none']);
export type UtilizationTargetSource = z.infer<typeof utilizationTargetSourceSchema>;

export const departmentTargetSchema = z.object({
  departmentId: z.number().int(),
  departmentName: z.string(),
  /** Null: the department has no default. */
  target: z.number().int().nullable(),
});
export type DepartmentTarget = z.infer<typeof departmentTargetSchema>;

export const jobTitleTargetSchema = z.object({
  jobTitle: z.string(),
  /** Null: the title has no default. */
  target: z.number().int().nullable(),
  /** Enabled people with this title now. */
  peopleCount: z.number().int(),
});
export type JobTitleTarget = z.infer<typeof jobTitleTargetSchema>;

/**
 * GET /api/admin/utilization_targets: every department with its default (null when none), and every job title
 * someone has or that has a default, with its default.
 */
export const utilizationTargetsResponseSchema = z.object({
  departments: z.array(departmentTargetSchema),
  jobTitles: z.array(jobTitleTargetSchema),
});
export type UtilizationTargets = z.infer<typeof utilizationTargetsResponseSchema>;

/** A target to set, or null to remove it. */
export const utilizationTargetInputSchema = z.object({ target: utilizationTargetSchema.nullable() });
export type UtilizationTargetInput = z.infer<typeof utilizationTargetInputSchema>;

/** PUT /api/admin/utilization_targets/departments/{departmentId}. */
export const departmentTargetParamsSchema = z.object({ departmentId: idParamSchema });
export const departmentTargetResponseSchema = z.object({ department: departmentTargetSchema });

/** PUT /api/admin/utilization_targets/job_titles: the title as people have it (trimmed). */
export const jobTitleTargetInputSchema = z.object({
  jobTitle: requiredTextSchema(100),
  target: utilizationTargetSchema.nullable(),
});
export type JobTitleTargetInput = z.infer<typeof jobTitleTargetInputSchema>;
export const jobTitleTargetResponseSchema = z.object({ jobTitle: jobTitleTargetSchema });

/** A person's own target and the one that counts for them, with where it comes from. */
export const personUtilizationTargetSchema = z.object({
  personId: z.number().int(),
  /** Null: none of their own. */
  own: z.number().int().nullable(),
  /** Null: no target at all. */
  effective: z.number().int().nullable(),
  source: utilizationTargetSourceSchema,
});
export type PersonUtilizationTarget = z.infer<typeof personUtilizationTargetSchema>;

/** GET and PUT /api/admin/utilization_targets/people/{personId}. */
export const personTargetParamsSchema = z.object({ personId: idParamSchema });
export const personUtilizationTargetResponseSchema = z.object({
  utilizationTarget: personUtilizationTargetSchema,
});
