import { z } from 'zod';
import { assignedPersonFields } from './admin-engagements';
import {
  END_AFTER_START,
  endNotBeforeStart,
  idSchema,
  isoDateSchema,
  requiredTextSchema,
  SOME_CHANGE,
  someChange,
  spanUpdateSchema,
} from './common';
import { namedOptionSchema } from './master-data';

/** POST and PATCH of a client or a department: its name (unique). */
export const namedRecordInputSchema = z.object({ name: requiredTextSchema(200) });
export type NamedRecordInput = z.infer<typeof namedRecordInputSchema>;
export const clientResponseSchema = z.object({ client: namedOptionSchema });
export const departmentResponseSchema = z.object({ department: namedOptionSchema });

/** Who may log to an additional project, and when. */
export const additionalProjectAssignmentSchema = z.object({
  ...assignedPersonFields,
  additionalProjectId: z.number().int(),
});
export type AdditionalProjectAssignment = z.infer<typeof additionalProjectAssignmentSchema>;

export const adminAdditionalProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Inactive projects are offered to nobody; their history stays. */
  active: z.boolean(),
  assignments: z.array(additionalProjectAssignmentSchema),
});
export type AdminAdditionalProject = z.infer<typeof adminAdditionalProjectSchema>;
export const adminAdditionalProjectsResponseSchema = z.object({
  additionalProjects: z.array(adminAdditionalProjectSchema),
});
export const adminAdditionalProjectResponseSchema = z.object({
  additionalProject: adminAdditionalProjectSchema,
});

/** POST /api/admin/additional_projects. */
export const additionalProjectInputSchema = z.object({
  name: requiredTextSchema(200),
  active: z.boolean().default(true),
});
/** PATCH /api/admin/additional_projects/{id}. */
export const additionalProjectUpdateSchema = z
  .object({ name: requiredTextSchema(200), active: z.boolean() })
  .partial()
  .refine(someChange, SOME_CHANGE);
export type AdditionalProjectUpdate = z.infer<typeof additionalProjectUpdateSchema>;

/** POST /api/admin/additional_projects/{id}/assignments. */
export const additionalProjectAssignmentInputSchema = z
  .object({
    spudUserId: idSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable().default(null),
  })
  .refine(endNotBeforeStart, END_AFTER_START);
export type AdditionalProjectAssignmentInput = z.infer<typeof additionalProjectAssignmentInputSchema>;

/** PATCH /api/admin/additional_project_assignments/{id}: new dates. */
export const additionalProjectAssignmentUpdateSchema = spanUpdateSchema;
export type AdditionalProjectAssignmentUpdate = z.infer<typeof additionalProjectAssignmentUpdateSchema>;
export const additionalProjectAssignmentResponseSchema = z.object({
  assignment: additionalProjectAssignmentSchema,
});
